import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegFile, pdfFile, pngFile as png, tiffFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, expectEnvelope, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn } from "./orders-fixture";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const tokenFor = (email: string) => signIn(send, email);
const orderWith = async (token: string, services: { key: string }[] = []) => {
  const { orderId, lineItemId } = await placeTransferOrder(send, token, {
    productId: "fr-business-cards",
    quantity: 250,
    selectedAttributes: { sides: "4-4" },
    services,
  });
  return { orderId, lineItemId };
};

async function upload(
  token: string,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type?: string } | null,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set(
      "file",
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "application/pdf" }),
    );
  const response = await test.api.handler(
    new Request("http://commerce.test/api/v1/order/line-item-artwork/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  const answer = {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
  expectEnvelope(answer);
  return answer;
}

const storedFiles = (orderId: string) => {
  const dir = path.join(test.dataDir, "artwork", orderId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("artwork upload and reset", () => {
  it("types files by content, keeps one per set, and resets them", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const { orderId, lineItemId } = await orderWith(token);
    const pdf = pdfFile();
    const ok = await upload(
      token,
      { orderId, lineItemId, setIndex: "0" },
      { bytes: pdf, name: "poster.pdf" },
    );
    expect(ok.status).toBe(200);
    expect((dataOf(ok) as { artwork: unknown[] }).artwork).toEqual([
      expect.objectContaining({
        lineItemId,
        setIndex: 0,
        fileName: "poster.pdf",
        contentType: "application/pdf",
        status: "accepted",
      }),
    ]);
    // A PNG named .pdf is a PNG; replacing the file leaves one file on disk.
    const renamed = await upload(
      token,
      { orderId, lineItemId },
      { bytes: png(2000, 3000), name: "really-a-png.pdf" },
    );
    expect((dataOf(renamed) as { artwork: { contentType: string }[] }).artwork[0]?.contentType).toBe(
      "image/png",
    );
    expect(storedFiles(orderId)).toHaveLength(1);

    const lying = await upload(
      token,
      { orderId, lineItemId },
      { bytes: new TextEncoder().encode("<html>hi</html>"), name: "x.pdf" },
    );
    expect([lying.status, errorCode(lying)]).toEqual([415, "ARTWORK_TYPE_UNSUPPORTED"]);
    expect(storedFiles(orderId)).toHaveLength(1);

    const reset = await send(token, "POST", "/api/v1/order/reset-line-item-artwork/", {
      orderId,
      lineItemId,
    });
    expect((dataOf(reset) as { artwork: unknown[] }).artwork).toEqual([]);
    expect(storedFiles(orderId)).toHaveLength(0);
  });

  it("sends a low-resolution image back when the file check was bought", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const { orderId, lineItemId } = await orderWith(token, [{ key: "PRS-SVC-FILECHECK" }]);
    const small = await upload(
      token,
      { orderId, lineItemId },
      { bytes: png(300, 300), name: "logo.png", type: "image/png" },
    );
    expect(
      (dataOf(small) as { artwork: { status: string; rejectionReason: string }[] }).artwork[0],
    ).toMatchObject({
      status: "rejected",
      rejectionReason: "low_resolution",
    });
  });

  it("decodes every format, refuses a file that only starts like one, and checks JPEG/TIFF sizes too", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const { orderId, lineItemId } = await orderWith(token, [{ key: "PRS-SVC-FILECHECK" }]);
    const statusOf = (answer: Awaited<ReturnType<typeof upload>>) =>
      (dataOf(answer) as { artwork: { status: string; contentType: string }[] }).artwork[0];
    const fakePng = new Uint8Array(64);
    fakePng.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const damaged = await upload(token, { orderId, lineItemId }, { bytes: fakePng, name: "logo.png" });
    expect([damaged.status, errorCode(damaged)]).toEqual([422, "ARTWORK_DAMAGED"]);
    expect((damaged.body as { message: string }).message).toBe(
      "This file is not a valid PNG image: it may be damaged or cut off",
    );
    const cutPdf = pdfFile().subarray(0, 60);
    expect(errorCode(await upload(token, { orderId, lineItemId }, { bytes: cutPdf, name: "a.pdf" }))).toBe(
      "ARTWORK_DAMAGED",
    );
    expect(storedFiles(orderId)).toHaveLength(0);

    const jpeg = await upload(token, { orderId, lineItemId }, { bytes: jpegFile(1800, 1200), name: "a.jpg" });
    expect(statusOf(jpeg)).toMatchObject({ status: "accepted", contentType: "image/jpeg" });
    const smallTiff = await upload(
      token,
      { orderId, lineItemId },
      { bytes: tiffFile(500, 900), name: "a.tif" },
    );
    expect(statusOf(smallTiff)).toMatchObject({ status: "rejected", contentType: "image/tiff" });
    // The TIFF that replaced the JPEG, and the picture of its page (ADR 087).
    expect(
      storedFiles(orderId)
        .map((name) => name.replace(/^[0-9a-f-]{36}/, ""))
        .sort(),
    ).toEqual([".tiff", ".tiff.thumb-0.png"]);
  });

  it("measures each file for its detail page and previews images to their owner only", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const { orderId, lineItemId } = await orderWith(token);
    type Measured = { id: string; widthPx: number | null; dpi: number | null; pageWidthMm: number | null };
    const measured = async (bytes: Uint8Array, name: string) =>
      (dataOf(await upload(token, { orderId, lineItemId }, { bytes, name })) as { artwork: Measured[] })
        .artwork[0];
    const image = await measured(png(1200, 800, { dpi: 300 }), "photo.png");
    expect(image).toMatchObject({ widthPx: 1200, heightPx: 800, dpi: 300, pageWidthMm: null });

    const preview = (who: string, fileId: string) =>
      send(who, "GET", `/api/v1/order/${orderId}/artwork/${fileId}/preview/`);
    const shown = await test.api.handler(
      new Request(`http://commerce.test/api/v1/order/${orderId}/artwork/${image?.id}/preview/`, {
        headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      }),
    );
    expect([shown.status, shown.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    const stranger = await tokenFor("achats@atelier-lumiere.example");
    expect((await preview(stranger, image?.id ?? "")).status).toBe(404);

    const pdf = await measured(pdfFile({ mediaBox: "0 0 595.28 841.89" }), "a4.pdf");
    expect(pdf).toMatchObject({ widthPx: null, dpi: null, pageWidthMm: 210, pageHeightMm: 297 });
    // A PDF has no browser preview here.
    expect((await preview(token, pdf?.id ?? "")).status).toBe(404);
  });

  it("refuses a cut-off upload with a clear 400 and stores nothing", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const { orderId, lineItemId } = await orderWith(token);
    const boundary = "----presto-test-boundary";
    const truncated = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="orderId"',
      "",
      orderId,
      `--${boundary}`,
      'Content-Disposition: form-data; name="lineItemId"',
      "",
      lineItemId,
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cut.pdf"',
      "Content-Type: application/pdf",
      "",
      "%PDF-1.7 the connection dropped here",
    ].join("\r\n");
    const response = await test.api.handler(
      new Request("http://commerce.test/api/v1/order/line-item-artwork/", {
        method: "POST",
        headers: {
          ...TENANT_HEADERS.fr,
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        body: truncated,
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("MULTIPART_INVALID");
    expect(storedFiles(orderId)).toHaveLength(0);
  });

  it("refuses strangers, bad sets, empty files and oversize uploads without storing anything", async () => {
    const marie = await tokenFor("marie.dupont@example.com");
    const atelier = await tokenFor("achats@atelier-lumiere.example");
    const { orderId, lineItemId } = await orderWith(marie);
    const pdf = { bytes: pdfFile(), name: "a.pdf" };
    expect((await upload(atelier, { orderId, lineItemId }, pdf)).status).toBe(404);
    expect((await upload(marie, { orderId, lineItemId: "nope" }, pdf)).status).toBe(404);
    expect((await upload(marie, { orderId, lineItemId, setIndex: "3" }, pdf)).status).toBe(400);
    expect((await upload(marie, { orderId, lineItemId }, null)).status).toBe(400);
    const huge = { bytes: new Uint8Array(51 * 1024 * 1024), name: "huge.pdf" };
    huge.bytes.set(new TextEncoder().encode("%PDF-1.4"));
    const tooLarge = await upload(marie, { orderId, lineItemId }, huge);
    expect([tooLarge.status, errorCode(tooLarge)]).toEqual([413, "ARTWORK_TOO_LARGE"]);
    expect(storedFiles(orderId)).toHaveLength(0);
  });
});
