import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerArtworkThumbnail } from "../../app/features/orders/artwork-thumbnail.server";
import { loadUploadPage, uploadAction } from "../../app/features/orders/upload.server";
import { artworkPreview, loadUploadDetail } from "../../app/features/orders/upload-detail.server";
import { pdfFile, pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { CARDS_PAGE, placeCardsOrder } from "./order-helpers";
import { ORIGIN, signedIn, statusOf, thrownBy } from "./route-helpers";

/**
 * The upload detail screen (spec §2, ADR 031): one print file of the customer's order with its
 * owner-only preview, or one design brief; anything else, or anyone else's, is the ordinary 404.
 */
const UPLOAD = `${ORIGIN}/espace-client/commandes/fichiers/`;
const DETAIL = `${ORIGIN}/espace-client/commandes/fichiers/detail/`;
const PREVIEW = `${ORIGIN}/account/artwork-preview`;
const MARIE = "marie.dupont@example.com";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

async function customerWithOrder(uploadType?: "hds") {
  const customer = await signedIn(test, MARIE);
  const pageId = customer.state.shop.urlMap.get(CARDS_PAGE)?.pageId ?? 0;
  const order = await placeCardsOrder(customer.send, customer.token, { pageId, uploadType });
  return { ...customer, ...order, url: new URL(`${UPLOAD}?id=${order.orderId}`) };
}
type Customer = Awaited<ReturnType<typeof customerWithOrder>>;

async function sendFile(customer: Customer, bytes: Uint8Array, name: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    orderId: customer.orderId,
    lineItemId: customer.lineItemId,
    setIndex: "0",
  }))
    form.set(field, value);
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  const answer = await uploadAction(
    customer.context,
    new Request(customer.url, { method: "POST", body: form }),
    customer.url,
  );
  expect(statusOf(answer)).toBe(303);
  const artwork = (await loadUploadPage(customer.context, customer.url)).order.artwork;
  return artwork.at(-1)?.id ?? "";
}

const detailUrl = (query: Record<string, string>) => new URL(`${DETAIL}?${new URLSearchParams(query)}`);

describe("upload detail: a print file", () => {
  it("shows a PNG with its owner-only preview, the line, and the way back", async () => {
    const marie = await customerWithOrder();
    const fileId = await sendFile(marie, pngFile(1200, 800, { dpi: 300 }), "logo.png");
    const page = await loadUploadDetail(marie.context, detailUrl({ id: marie.orderId, file: fileId }));
    expect(page.detail).toMatchObject({ kind: "file", fileCheckBought: false, sets: 1 });
    if (page.detail.kind !== "file") throw new Error("a file detail");
    expect(page.detail.file).toMatchObject({ id: fileId, fileName: "logo.png", contentType: "image/png" });
    expect(page.detail.previewUrl).toBe(`/account/artwork-preview?id=${marie.orderId}&file=${fileId}`);
    expect(page.order.id).toBe(marie.orderId);
    expect(page.line.id).toBe(marie.lineItemId);
    expect(page.open).toBe(true);
    expect(page.orderPath).toBe(`/espace-client/commandes/detail/?id=${marie.orderId}`);
    expect(page.uploadPath).toMatch(new RegExp(`\\?id=${marie.orderId}$`));

    const preview = await artworkPreview(
      marie.context,
      new URL(`${PREVIEW}?id=${marie.orderId}&file=${fileId}`),
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("content-security-policy")).toContain("sandbox");
    const bytes = new Uint8Array(await preview.arrayBuffer());
    expect([...bytes.subarray(1, 4)]).toEqual([...new TextEncoder().encode("PNG")]);
  });

  it("offers no preview of a PDF, and the preview route refuses it", async () => {
    const marie = await customerWithOrder();
    const fileId = await sendFile(marie, pdfFile(), "cartes.pdf");
    const page = await loadUploadDetail(marie.context, detailUrl({ id: marie.orderId, file: fileId }));
    expect(page.detail.kind === "file" && page.detail.previewUrl).toBeNull();
    const preview = await artworkPreview(
      marie.context,
      new URL(`${PREVIEW}?id=${marie.orderId}&file=${fileId}`),
    );
    expect(preview.status).toBe(404);
  });

  it("keeps a customer's file from anyone else, and answers unknown or malformed ids with a 404", async () => {
    const marie = await customerWithOrder();
    const fileId = await sendFile(marie, pngFile(600, 600), "logo.png");
    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    const query = { id: marie.orderId, file: fileId };
    expect(statusOf(await thrownBy(() => loadUploadDetail(stranger.context, detailUrl(query))))).toBe(404);
    const malformed: Record<string, string>[] = [
      { id: marie.orderId, file: "no-such-file" },
      { id: marie.orderId, file: "../../etc" },
      { id: marie.orderId, brief: marie.lineItemId },
      { id: marie.orderId },
    ];
    for (const bad of malformed)
      expect(statusOf(await thrownBy(() => loadUploadDetail(marie.context, detailUrl(bad))))).toBe(404);

    const previewOf = async (context: typeof marie.context, search: string) =>
      (await artworkPreview(context, new URL(`${PREVIEW}?${search}`))).status;
    expect(await previewOf(stranger.context, new URLSearchParams(query).toString())).toBe(404);
    const visitor = await requestContext(test.api);
    expect(await previewOf(visitor.context, new URLSearchParams(query).toString())).toBe(404);
    expect(await previewOf(marie.context, `id=${marie.orderId}&file=..%2F..`)).toBe(404);

    // A print PDF's page pictures (ADR 081): a file sent by the customer has none; bad input is a 404.
    const thumbnailOf = async (context: typeof marie.context, search: string) =>
      (await customerArtworkThumbnail(context, new URL(`${ORIGIN}/account/artwork-thumbnail?${search}`)))
        .status;
    for (const search of [
      `id=${marie.orderId}&file=${fileId}&page=0`,
      `id=${marie.orderId}&file=${fileId}&page=-1`,
      `id=${marie.orderId}&file=..%2F..&page=0`,
      `id=${marie.orderId}&file=${fileId}`,
    ])
      expect(await thumbnailOf(marie.context, search)).toBe(404);
    expect(await thumbnailOf(visitor.context, `id=${marie.orderId}&file=${fileId}&page=0`)).toBe(404);
  });
});

describe("upload detail: a design brief", () => {
  it("shows the brief of a design-service line, or none yet", async () => {
    const marie = await customerWithOrder("hds");
    const url = detailUrl({ id: marie.orderId, brief: marie.lineItemId });
    expect((await loadUploadDetail(marie.context, url)).detail).toEqual({ kind: "brief", brief: null });
    const brief = "Un logo sobre en bleu nuit, nom et téléphone au verso.";
    const saved = await uploadAction(
      marie.context,
      new Request(marie.url, {
        method: "POST",
        body: new URLSearchParams({
          intent: "brief",
          orderId: marie.orderId,
          lineItemId: marie.lineItemId,
          brief,
        }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      marie.url,
    );
    expect(statusOf(saved)).toBe(303);
    const page = await loadUploadDetail(marie.context, url);
    expect(page.detail).toEqual({ kind: "brief", brief: { text: brief, updatedAt: expect.any(String) } });
    expect(page.line.id).toBe(marie.lineItemId);
  });
});
