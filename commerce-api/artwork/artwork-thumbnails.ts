import type { Scene } from "#contract/design/scene.schemas";
import type { RequestContext } from "../context";
import type { DesignImage } from "../design/render-pdf";
import { renderPreviewPng } from "../design/render-preview";
import { fileKeys } from "../files/file-store";

/**
 * Thumbnails of the print PDF made from an online design (issue 36 §5, ADR 081): one PNG per page,
 * rendered from the very scene the PDF was drawn from, when it was drawn — so the picture is the
 * file, not the design as it may have been edited since — with resvg, which the shop already ships
 * (no PDF rasteriser, no new system package). Served by artwork-thumbnail.routes.ts.
 */

export const thumbnailKey = (orderId: string, storedName: string, page: number) =>
  fileKeys.artwork(orderId, `${storedName}.thumb-${page}.png`);

/** Renders and stores one thumbnail per page; answers how many there are. */
export async function storeThumbnails(
  context: RequestContext,
  orderId: string,
  storedName: string,
  scene: Scene,
  images: ReadonlyMap<string, DesignImage>,
): Promise<number> {
  for (const [page] of scene.pages.entries())
    await context.files.put(
      thumbnailKey(orderId, storedName, page),
      renderPreviewPng(scene, images, page),
      "image/png",
    );
  return scene.pages.length;
}
