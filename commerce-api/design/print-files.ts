import { randomUUID } from "node:crypto";
import { measureArtwork } from "../artwork/artwork.measure";
import { measureColumns, settleStatus } from "../artwork/artwork-status";
import { storeThumbnails } from "../artwork/artwork-thumbnails";
import type { RequestContext } from "../context";
import { fileKeys } from "../files/file-store";
import { logger } from "../logger";
import type { OrderRow } from "../orders/orders.repository";
import { sceneOf } from "./design.repository";
import { loadSceneImages } from "./design-images";
import { renderDesignPdf } from "./render-pdf";

/**
 * At checkout, each online-design line gets its print file (issue 14 §6): the PDF of the customer's
 * design as it is now, stored like an upload, so the file check, the print-files screen and the
 * order desk treat it like any other file. A failure leaves the line waiting for a file (the
 * customer can still upload one) rather than failing an order already placed.
 */
interface DesignLine {
  id: string;
  merchantInfo: Record<string, unknown>;
}

const designIdOf = (line: DesignLine) =>
  line.merchantInfo.selectedUploadType === "dex" && typeof line.merchantInfo.dexDesignId === "string"
    ? line.merchantInfo.dexDesignId
    : null;

export async function attachDesignPrintFiles(
  context: RequestContext,
  order: OrderRow,
  lines: readonly DesignLine[],
  customerId: string,
): Promise<number> {
  let attached = 0;
  for (const line of lines) {
    const designId = designIdOf(line);
    if (!designId) continue;
    try {
      if (await printDesign(context, order, line.id, designId, customerId)) attached++;
    } catch (error) {
      logger.error(
        { orderId: order.id, lineItemId: line.id, designId, err: error },
        "design print file failed",
      );
    }
  }
  if (attached > 0) await settleStatus(context, order, context.now().toISOString());
  return attached;
}

async function printDesign(
  context: RequestContext,
  order: OrderRow,
  lineItemId: string,
  designId: string,
  customerId: string,
) {
  const design = await context.db
    .selectFrom("designs")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("id", "=", designId)
    // The customer's own design, or one its owner shares by link.
    .where((eb) => eb.or([eb("customer_id", "=", customerId), eb("shared", "=", 1)]))
    .executeTakeFirst();
  if (!design) return false;
  const scene = sceneOf(design.scene_json);
  const imageIds = scene.pages.flatMap((page) =>
    page.layers.flatMap((layer) => (layer.type === "image" && layer.imageId ? [layer.imageId] : [])),
  );
  const images = await loadSceneImages(context, scene, imageIds);
  const bytes = await renderDesignPdf(scene, images, {
    title: `${order.order_number} – ${design.name}`,
    author: context.tenant.name,
  });
  const storedName = `${randomUUID()}.pdf`;
  await context.files.put(fileKeys.artwork(order.id, storedName), bytes, "application/pdf");
  const thumbnailPages = await pageThumbnails(context, order.id, storedName, scene, images);
  await context.db
    .insertInto("artwork_files")
    .values({
      id: randomUUID(),
      order_id: order.id,
      line_item_id: lineItemId,
      set_index: 0,
      stored_name: storedName,
      original_name: `${design.name.replace(/[^\p{L}\p{N} ._-]/gu, "").slice(0, 150) || "design"}.pdf`,
      file_type: "pdf",
      size_bytes: bytes.byteLength,
      status: "accepted",
      rejection_reason: null,
      created_at: context.now().toISOString(),
      ...measureColumns(measureArtwork(bytes, "pdf", null)),
      thumbnail_pages: thumbnailPages,
    })
    .onConflict((conflict) => conflict.columns(["order_id", "line_item_id", "set_index"]).doNothing())
    .execute();
  return true;
}

/** The PDF's pages as pictures, drawn from the same scene and images; a failure only loses the pictures. */
async function pageThumbnails(...args: Parameters<typeof storeThumbnails>) {
  try {
    return await storeThumbnails(...args);
  } catch (error) {
    logger.error({ orderId: args[1], err: error }, "print file thumbnails failed");
    return 0;
  }
}
