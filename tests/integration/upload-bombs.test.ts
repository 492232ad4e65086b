import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designSchema, templatePageSchema } from "#contract/design/design.schemas";
import { mediaItemSchema } from "#contract/media/media.schemas";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import {
  jpegBomb,
  pdfPageCountBomb,
  pdfPageSizeBomb,
  pdfWithObjectStream,
  pngBomb,
  pngWithHtmlTrailer,
  svgBomb,
  svgWithScript,
  tiffBomb,
  tiffSecondPageBomb,
} from "../../commerce-api/uploads/bomb.fixtures";
import { createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn } from "./orders-fixture";

/**
 * Issue 35 §1 and §10 through the real API, on each upload path: design pictures (anyone, signed
 * out), the staff media library, and print files. Bombs are refused with 422 and a stable code
 * and nothing is stored; images the shop serves are stored clean; print files stay byte-identical.
 */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());
const send = sender(() => test);

async function post(url: string, bytes: Uint8Array, fields: Record<string, string>, token?: string | null) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], "upload.png", { type: "image/png" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await test.api.handler(
    new Request(`http://commerce.test${url}`, {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const served = async (url: string) => {
  const response = await test.api.handler(
    new Request(`http://commerce.test${url}`, { headers: TENANT_HEADERS.fr }),
  );
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

const filesIn = (...parts: string[]) => {
  const dir = path.join(test.dataDir, ...parts);
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith(".")) : [];
};

describe("design pictures (anyone, signed out)", () => {
  const visitor = crypto.randomUUID();
  const upload = (bytes: Uint8Array) =>
    post("/api/v1/design-editor/images", bytes, {
      anonymousUserId: visitor,
      productKey: "fr-business-cards",
    });
  const picture = (id: string) => served(`/api/v1/design-editor/images/${id}?anonymousUserId=${visitor}`);

  it("refuses PNG, JPEG and SVG bombs by their declared size, storing nothing", async () => {
    for (const bomb of [pngBomb(), jpegBomb(), svgBomb()]) {
      const answer = await upload(bomb);
      expect([answer.status, errorCode(answer)]).toEqual([422, "DESIGN_IMAGE_TOO_MANY_PIXELS"]);
    }
    const sliver = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="3"/>',
    );
    expect(errorCode(await upload(sliver))).toBe("DESIGN_IMAGE_OUT_OF_PROPORTION");
    expect(filesIn("artwork", "design-images")).toEqual([]);
  });

  it("stores an SVG without its script, event attributes or foreign objects", async () => {
    const answer = await upload(svgWithScript());
    const id = (dataOf(answer) as { id: string; type: string }).id;
    const svg = (await picture(id)).toString("utf8");
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/script|onload|onclick|foreignObject|alert/i);
    expect(svg).toContain('fill="#cc0000"');
  });

  it("stores a PNG with an HTML trailer as the picture alone", async () => {
    const id = (dataOf(await upload(pngWithHtmlTrailer())) as { id: string }).id;
    const stored = await picture(id);
    expect(stored.toString("latin1")).not.toContain("<html");
    expect(stored.subarray(-8).toString("latin1")).toBe("IEND\xaeB`\x82");
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 64, height: 64 });
  });

  it("an ordinary picture still goes into a design and prints in its PDF", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    const uploaded = await post("/api/v1/design-editor/images", pngFile(600, 400), {}, token);
    const id = (dataOf(uploaded) as { id: string }).id;
    const page = templatePageSchema.parse(
      dataOf(await send(null, "GET", "/api/v1/design-browser-templates?format=85x55&limit=1")),
    );
    const scene = structuredClone(page.templates[0]?.scene);
    const slot = scene?.pages[0]?.layers.find((layer) => layer.type === "image");
    if (slot?.type !== "image") throw new Error("the template has no picture slot");
    slot.imageId = id;
    const design = designSchema.parse(
      dataOf(
        await send(token, "POST", "/api/v1/design-editor/designs", {
          productKey: "fr-business-cards",
          pagePath: "/cartes-de-visite/standard/",
          formatKey: "85x55",
          name: "Avec logo",
          scene,
        }),
      ),
    );
    const order = await placeTransferOrder(send, token, {
      productId: "fr-business-cards",
      quantity: 250,
      selectedAttributes: { format: "85x55", sides: "4-4" },
      merchantInfo: { selectedUploadType: "dex", dexDesignId: design.id, fromMyDesignArea: false },
    });
    const [printFile] = filesIn("artwork", order.orderId);
    const pdf = readFileSync(path.join(test.dataDir, "artwork", order.orderId, printFile ?? "none"));
    expect(pdf.toString("latin1")).toMatch(/\/Subtype \/Image/);
  });
});

describe("pictures stored before the budget", () => {
  it("a picture declaring more than the page's budget is left out of the design, not decoded", async () => {
    const visitor = crypto.randomUUID();
    const id = crypto.randomUUID();
    const dir = path.join(test.dataDir, "artwork", "design-images");
    mkdirSync(dir, { recursive: true });
    // A whole, decodable 56 MP picture: past a business card's 50 MP, small enough not to hurt if the
    // guard ever regressed (then it would be drawn, and the previews would differ).
    writeFileSync(path.join(dir, `${id}.png`), pngFile(8_000, 7_000));
    const opened = test.openDb();
    await opened.db
      .insertInto("design_images")
      .values({
        id,
        tenant_key: "fr",
        customer_id: null,
        anonymous_user_id: visitor,
        stored_name: `${id}.png`,
        file_type: "png",
        width_px: 8_000,
        height_px: 7_000,
        size_bytes: 100,
        created_at: new Date().toISOString(),
      })
      .execute()
      .finally(() => opened.close());
    const page = templatePageSchema.parse(
      dataOf(await send(null, "GET", "/api/v1/design-browser-templates?format=85x55&limit=1")),
    );
    const preview = async (imageId: string | null) => {
      const scene = structuredClone(page.templates[0]?.scene);
      const slot = scene?.pages[0]?.layers.find((layer) => layer.type === "image");
      if (slot?.type === "image") slot.imageId = imageId;
      const body = { productKey: "fr-business-cards", pagePath: "/", formatKey: "85x55", name: "x", scene };
      const design = designSchema.parse(
        dataOf(
          await send(null, "POST", "/api/v1/design-editor/designs", { ...body, anonymousUserId: visitor }),
        ),
      );
      return served(`/api/v1/design-editor/designs/${design.id}/preview?anonymousUserId=${visitor}`);
    };
    expect(await preview(id)).toEqual(await preview(null));
  });
});

describe("staff media library", () => {
  let staff: string;
  beforeAll(async () => {
    staff = await signIn(send, "admin@presto-impression.example");
  });
  const upload = (bytes: Uint8Array) => post("/api/v1/admin/media/", bytes, {}, staff);

  it("refuses PNG and JPEG bombs, and SVG altogether, storing nothing", async () => {
    for (const bomb of [pngBomb(), jpegBomb()]) {
      const answer = await upload(bomb);
      expect([answer.status, errorCode(answer)]).toEqual([422, "MEDIA_TOO_MANY_PIXELS"]);
    }
    const svg = await upload(svgWithScript());
    expect([svg.status, errorCode(svg)]).toEqual([415, "MEDIA_TYPE_UNSUPPORTED"]);
    expect(filesIn("media", "fr")).toEqual([]);
  });

  it("serves a PNG with an HTML trailer as the picture alone; an ordinary image still works", async () => {
    const item = mediaItemSchema.parse(dataOf(await upload(pngWithHtmlTrailer())));
    const stored = await served(`/api/v1${item.url}`);
    expect(stored.toString("latin1")).not.toContain("<html");
    expect(stored.subarray(-8).toString("latin1")).toBe("IEND\xaeB`\x82");
    const ordinary = mediaItemSchema.parse(dataOf(await upload(pngFile(1200, 800))));
    expect(ordinary).toMatchObject({ width: 1200, height: 800, contentType: "image/png" });
    expect((await sharp(await served(`/api/v1${ordinary.url}`)).metadata()).width).toBe(1200);
  });
});

describe("print files (kept byte for byte)", () => {
  const orderFor = async (productId: string) => {
    const token = await signIn(send, "marie.dupont@example.com");
    const line = { productId, quantity: productId === "fr-posters" ? 10 : 250 };
    const { orderId, lineItemId } = await placeTransferOrder(send, token, line);
    return { token, orderId, lineItemId };
  };
  const upload = (order: { token: string; orderId: string; lineItemId: string }, bytes: Uint8Array) =>
    post(
      "/api/v1/order/line-item-artwork/",
      bytes,
      { orderId: order.orderId, lineItemId: order.lineItemId },
      order.token,
    );

  it("refuses raster bombs, a PDF claiming 50 million pages and a PDF page kilometres long", async () => {
    const order = await orderFor("fr-business-cards");
    const refusals: [Uint8Array, string][] = [
      [pngBomb(), "ARTWORK_TOO_MANY_PIXELS"],
      [jpegBomb(), "ARTWORK_TOO_MANY_PIXELS"],
      [tiffBomb(), "ARTWORK_TOO_MANY_PIXELS"],
      [tiffSecondPageBomb(), "ARTWORK_TOO_MANY_PIXELS"],
      [pdfPageCountBomb(), "ARTWORK_TOO_MANY_PAGES"],
      [pdfWithObjectStream(5_000_000), "ARTWORK_TOO_MANY_PAGES"],
      [pdfPageSizeBomb(), "ARTWORK_PAGE_TOO_LARGE"],
    ];
    for (const [bytes, code] of refusals) {
      const answer = await upload(order, bytes);
      expect([answer.status, errorCode(answer)]).toEqual([422, code]);
    }
    expect(filesIn("artwork", order.orderId)).toEqual([]);
  });

  it("the budget is the product's: 81 MP is too much for a business card, fine for an A0 poster", async () => {
    const big = pngFile(9000, 9000);
    expect(errorCode(await upload(await orderFor("fr-business-cards"), big))).toBe("ARTWORK_TOO_MANY_PIXELS");
    const poster = await orderFor("fr-posters");
    expect((await upload(poster, big)).status).toBe(200);
  });

  it("types by content and keeps the bytes: an SVG is refused, a PNG with a trailer is stored as sent", async () => {
    const order = await orderFor("fr-business-cards");
    expect(errorCode(await upload(order, svgWithScript()))).toBe("ARTWORK_TYPE_UNSUPPORTED");
    const polyglot = pngWithHtmlTrailer();
    expect((await upload(order, polyglot)).status).toBe(200);
    const [stored] = filesIn("artwork", order.orderId);
    expect(
      new Uint8Array(readFileSync(path.join(test.dataDir, "artwork", order.orderId, stored ?? "none"))),
    ).toEqual(polyglot);
  });

  it("an ordinary multi-page PDF saved with object streams is accepted and measured", async () => {
    const document = await PDFDocument.create();
    for (let page = 0; page < 3; page++) document.addPage([252, 144]);
    const pdf = await document.save({ useObjectStreams: true });
    const order = await orderFor("fr-business-cards");
    const answer = dataOf(await upload(order, pdf)) as { artwork: { status: string; pageWidthMm: number }[] };
    expect(answer.artwork[0]).toMatchObject({ status: "accepted" });
  });
});
