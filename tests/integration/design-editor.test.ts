import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designListSchema, designSchema, templatePageSchema } from "#contract/design/design.schemas";
import type { SceneInput } from "#contract/design/scene.schemas";
import { staffOrderSchema } from "#contract/orders/order.schemas";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn } from "./orders-fixture";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());
const send = sender(() => test);
const sendEn = sender(() => test, "en");
const visitor = () => crypto.randomUUID();

async function templates(query: string, via = send) {
  return templatePageSchema.parse(
    dataOf(await via(null, "GET", `/api/v1/design-browser-templates?${query}`)),
  );
}

async function firstCardScene(): Promise<SceneInput> {
  const page = await templates("format=85x55&limit=1");
  const scene = page.templates[0]?.scene;
  if (!scene) throw new Error("no template");
  return scene;
}

async function createDesign(owner: { token?: string; anonymousUserId?: string }, scene?: SceneInput) {
  return send(owner.token ?? null, "POST", "/api/v1/design-editor/designs", {
    productKey: "fr-business-cards",
    pagePath: "/cartes-de-visite/standard/",
    formatKey: "85x55",
    name: "Mes cartes",
    scene: scene ?? (await firstCardScene()),
    ...(owner.anonymousUserId ? { anonymousUserId: owner.anonymousUserId } : {}),
  });
}

async function upload(bytes: Uint8Array, anonymousUserId: string, name = "logo.png") {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name));
  form.set("anonymousUserId", anonymousUserId);
  const response = await test.api.handler(
    new Request("http://commerce.test/api/v1/design-editor/images", {
      method: "POST",
      headers: TENANT_HEADERS.fr,
      body: form,
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { data?: { id: string; type: string }; code?: string },
  };
}

describe("template browser (spec §7, limit 20)", () => {
  it("lists a product's default format, 20 at most, and pages by cursor without repeats", async () => {
    const first = await templates("productId=fr-business-cards&limit=50");
    expect(first.formatKey).toBe("85x55");
    expect(first.templates.length).toBeLessThanOrEqual(20);
    const seen = first.templates.map((template) => template.id);
    let cursor = first.nextCursor;
    const small = await templates("format=a5&limit=5");
    expect(small.templates).toHaveLength(5);
    expect(small.nextCursor).not.toBeNull();
    const second = await templates(`format=a5&limit=5&cursor=${small.nextCursor}`);
    expect(second.templates.map((t) => t.id)).not.toContain(small.templates[0]?.id);
    while (cursor) {
      const next = await templates(`productId=fr-business-cards&cursor=${cursor}`);
      seen.push(...next.templates.map((template) => template.id));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(12);
  });

  it("filters by category and text, in the tenant's language", async () => {
    const all = await templates("format=a5");
    const category = all.categories[0] ?? "";
    const filtered = await templates(`format=a5&category=${encodeURIComponent(category)}`);
    expect(filtered.templates.length).toBeGreaterThan(0);
    expect(filtered.templates.every((template) => template.category === category)).toBe(true);
    const en = await templates("format=a5&q=poster", sendEn);
    expect(en.templates.length).toBeGreaterThan(0);
    expect(JSON.stringify(en.templates[0]?.scene)).toContain("Open day");
  });

  it("answers at spec §7's own path, without the version, with the same filters and the 20 cap", async () => {
    for (const path of ["/api/design-browser-templates", "/api/design-browser-templates/"]) {
      const answer = await send(null, "GET", `${path}?format=85x55&limit=50`);
      expect(answer.status, path).toBe(200);
      const page = templatePageSchema.parse(dataOf(answer));
      expect(page.templates.length).toBeGreaterThan(0);
      expect(page.templates.length).toBeLessThanOrEqual(20);
      expect(page.templates).toEqual((await templates("format=85x55&limit=50")).templates);
    }
    expect((await send(null, "GET", "/api/design-browser-templates?format=a5&cursor=nope")).status).toBe(400);
  });

  it("refuses a forged cursor and a product without online design", async () => {
    expect((await send(null, "GET", "/api/v1/design-browser-templates?format=a5&cursor=nope")).status).toBe(
      400,
    );
    expect((await send(null, "GET", "/api/v1/design-browser-templates?productId=fr-posters")).status).toBe(
      404,
    );
  });
});

describe("designs", () => {
  it("a visitor saves a design under the anonymous id; another visitor gets a 404; sign-in hands it over", async () => {
    const owner = visitor();
    const created = designSchema.parse(dataOf(await createDesign({ anonymousUserId: owner })));
    expect(created).toMatchObject({ name: "Mes cartes", formatKey: "85x55", pages: 2, owned: true });
    const path = `/api/v1/design-editor/designs/${created.id}`;
    expect((await send(null, "GET", `${path}?anonymousUserId=${owner}`)).status).toBe(200);
    expect((await send(null, "GET", `${path}?anonymousUserId=${visitor()}`)).status).toBe(404);
    expect((await send(null, "GET", path)).status).toBe(404);
    const preview = await test.api.handler(
      new Request(`http://commerce.test${path}/preview?anonymousUserId=${owner}`, {
        headers: TENANT_HEADERS.fr,
      }),
    );
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await preview.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    const token = await signIn(send, "marie.dupont@example.com");
    const listed = designListSchema.parse(
      dataOf(await send(token, "GET", `/api/v1/design-editor/designs?anonymousUserId=${owner}`)),
    );
    expect(listed.designs.map((design) => design.id)).toContain(created.id);
    // Handed over: the visitor's id alone no longer opens it.
    expect((await send(null, "GET", `${path}?anonymousUserId=${owner}`)).status).toBe(404);
    expect((await send(token, "GET", path)).status).toBe(200);
  });

  it("a shared design opens for anyone, read-only; only its owner shares or stops sharing", async () => {
    const owner = visitor();
    const created = designSchema.parse(dataOf(await createDesign({ anonymousUserId: owner })));
    const path = `/api/v1/design-editor/designs/${created.id}`;
    expect(
      (await send(null, "PATCH", `${path}/sharing`, { shared: true, anonymousUserId: visitor() })).status,
    ).toBe(404);
    expect(
      (await send(null, "PATCH", `${path}/sharing`, { shared: true, anonymousUserId: owner })).status,
    ).toBe(200);
    const seen = designSchema.parse(dataOf(await send(null, "GET", `${path}?anonymousUserId=${visitor()}`)));
    expect(seen).toMatchObject({ shared: true, owned: false });
    expect((await send(null, "PUT", path, { scene: seen.scene, anonymousUserId: visitor() })).status).toBe(
      404,
    );
    await send(null, "PATCH", `${path}/sharing`, { shared: false, anonymousUserId: owner });
    expect((await send(null, "GET", `${path}?anonymousUserId=${visitor()}`)).status).toBe(404);
  });

  it("only the owner changes or deletes a design", async () => {
    const owner = visitor();
    const created = designSchema.parse(dataOf(await createDesign({ anonymousUserId: owner })));
    const path = `/api/v1/design-editor/designs/${created.id}`;
    const scene = structuredClone(created.scene);
    const name = scene.pages[0]?.layers.find((layer) => layer.type === "text" && layer.slot === "name");
    if (name?.type === "text") name.text = "Léa Fontaine";
    expect((await send(null, "PUT", path, { scene, anonymousUserId: visitor() })).status).toBe(404);
    const updated = designSchema.parse(
      dataOf(await send(null, "PUT", path, { scene, name: "Cartes Léa", anonymousUserId: owner })),
    );
    expect(updated.name).toBe("Cartes Léa");
    expect(JSON.stringify(updated.scene)).toContain("Léa Fontaine");
    expect((await send(null, "DELETE", `${path}?anonymousUserId=${visitor()}`)).status).toBe(404);
    expect((await send(null, "DELETE", `${path}?anonymousUserId=${owner}`)).status).toBe(200);
    expect((await send(null, "GET", `${path}?anonymousUserId=${owner}`)).status).toBe(404);
  });

  it("refuses scenes over the limits with a clear message and saves nothing", async () => {
    const owner = visitor();
    const base = await firstCardScene();
    const layer = {
      type: "shape",
      id: "x",
      shape: "rect",
      x: 0,
      y: 0,
      width: 5,
      height: 5,
      fill: "#000000",
      stroke: null,
    };
    const cases: [string, SceneInput, string][] = [
      [
        "layers",
        {
          ...base,
          pages: [
            {
              background: "#ffffff",
              layers: Array.from({ length: 201 }, (_, i) => ({ ...layer, id: `s${i}` })),
            },
          ],
        } as SceneInput,
        "200",
      ],
      [
        "text",
        {
          ...base,
          pages: [
            {
              background: "#ffffff",
              layers: [
                {
                  type: "text",
                  id: "t",
                  x: 0,
                  y: 0,
                  width: 50,
                  height: 20,
                  text: "a".repeat(2001),
                  font: "inter",
                  sizePt: 8,
                  color: "#000000",
                },
              ],
            },
          ],
        } as SceneInput,
        "2000",
      ],
      [
        "font",
        {
          ...base,
          pages: [
            {
              background: "#ffffff",
              layers: [
                {
                  type: "text",
                  id: "t",
                  x: 0,
                  y: 0,
                  width: 50,
                  height: 20,
                  text: "Hi",
                  font: "comic-sans",
                  sizePt: 8,
                  color: "#000000",
                },
              ],
            },
          ],
        } as unknown as SceneInput,
        "Unknown font",
      ],
      [
        "far outside",
        { ...base, pages: [{ background: "#ffffff", layers: [{ ...layer, x: 900 }] }] } as SceneInput,
        "far outside",
      ],
      [
        "control characters",
        {
          ...base,
          pages: [
            {
              background: "#ffffff",
              layers: [
                {
                  type: "text",
                  id: "t",
                  x: 0,
                  y: 0,
                  width: 50,
                  height: 20,
                  text: "A\u0007B",
                  font: "inter",
                  sizePt: 8,
                  color: "#000000",
                },
              ],
            },
          ],
        } as SceneInput,
        "can't be printed",
      ],
    ];
    for (const [what, scene, message] of cases) {
      const answer = await createDesign({ anonymousUserId: owner }, scene);
      expect(answer.status, what).toBe(400);
      expect(JSON.stringify(answer.body), what).toContain(message);
    }
    const wrongSize = await createDesign(
      { anonymousUserId: owner },
      { ...base, format: { ...base.format, widthMm: 90 } },
    );
    expect(errorCode(wrongSize)).toBe("DESIGN_FORMAT_MISMATCH");
    const listed = designListSchema.parse(
      dataOf(await send(null, "GET", `/api/v1/design-editor/designs?anonymousUserId=${owner}`)),
    );
    expect(listed.designs).toEqual([]);
  });

  it("signing in hands the visitor's uploaded pictures over with the designs", async () => {
    const owner = visitor();
    const logo = await upload(pngFile(600, 400), owner);
    const withLogo = structuredClone(await firstCardScene());
    const slot = withLogo.pages[0]?.layers.find((layer) => layer.type === "image");
    if (slot?.type === "image") slot.imageId = logo.body.data?.id ?? null;
    const token = await signIn(send, "marie.dupont@example.com");
    // The first signed-in call naming the visit (the designs list, as the editor makes after sign-in).
    expect((await send(token, "GET", `/api/v1/design-editor/designs?anonymousUserId=${owner}`)).status).toBe(
      200,
    );
    expect((await createDesign({ token }, withLogo)).status).toBe(200);
    expect(errorCode(await createDesign({ anonymousUserId: owner }, withLogo))).toBe("DESIGN_IMAGE_UNKNOWN");
  });

  it("places the owner's own uploaded picture, typed by content; others' pictures and non-images are refused", async () => {
    const owner = visitor();
    const logo = await upload(pngFile(600, 400), owner, "logo.jpg");
    expect(logo.status).toBe(200);
    expect(logo.body.data?.type).toBe("png");
    const fake = await upload(new TextEncoder().encode("%PDF-1.4 not a picture"), owner, "logo.png");
    expect(fake.status).toBe(415);
    const base = await firstCardScene();
    const withLogo = structuredClone(base);
    const slot = withLogo.pages[0]?.layers.find((layer) => layer.type === "image");
    if (slot?.type === "image") slot.imageId = logo.body.data?.id ?? null;
    expect((await createDesign({ anonymousUserId: owner }, withLogo)).status).toBe(200);
    expect(errorCode(await createDesign({ anonymousUserId: visitor() }, withLogo))).toBe(
      "DESIGN_IMAGE_UNKNOWN",
    );
  });
});

/** A print PDF's page pictures (ADR 081): PNGs of the preview width, for the owner and staff only. */
async function expectThumbnails(
  order: { orderId: string; orderNumber: string },
  file: { id: string; thumbnailPages: number },
  owner: string,
  admin: string,
) {
  const get = (token: string, path: string) =>
    test.api.handler(
      new Request(`http://commerce.test/api/v1/${path}`, {
        headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      }),
    );
  const own = `order/${order.orderId}/artwork/${file.id}/thumbnail`;
  expect(file.thumbnailPages).toBeGreaterThanOrEqual(1);
  const picture = await get(owner, `${own}/0`);
  expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/png"]);
  // PNG: the width is the IHDR's first field.
  expect(Buffer.from(await picture.arrayBuffer()).readUInt32BE(16)).toBe(480);
  expect((await get(owner, `${own}/${file.thumbnailPages}`)).status).toBe(404);
  const stranger = await signIn(send, "achats@atelier-lumiere.example");
  expect((await get(stranger, `${own}/0`)).status).toBe(404);
  const desk = `admin/order/${order.orderNumber}/artwork/${file.id}/thumbnail/0`;
  expect((await get(admin, desk)).status).toBe(200);
  expect((await get(owner, desk)).status).toBe(403);
  // The print PDF itself downloads too (issue 36 §5), to the owner and to staff.
  const pdf = await get(owner, `order/${order.orderId}/artwork/${file.id}/file`);
  expect([pdf.status, pdf.headers.get("content-disposition")]).toEqual([
    200,
    'attachment; filename="Mes_cartes.pdf"',
  ]);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  expect((await get(admin, `admin/order/${order.orderNumber}/artwork/${file.id}/file`)).status).toBe(200);
}

describe("print file at checkout", () => {
  it("an online-design line gets its PDF at checkout, at trim size plus bleed; the order desk sees a file", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    const design = designSchema.parse(dataOf(await createDesign({ token })));
    const order = await placeTransferOrder(send, token, {
      productId: "fr-business-cards",
      quantity: 250,
      selectedAttributes: { format: "85x55", sides: "4-4" },
      merchantInfo: { selectedUploadType: "dex", dexDesignId: design.id, fromMyDesignArea: false },
    });
    const detail = dataOf(await send(token, "GET", `/api/v1/order/${order.orderId}`)) as {
      artwork: {
        id: string;
        thumbnailPages: number;
        lineItemId: string;
        contentType: string;
        pageWidthMm: number | null;
        pageHeightMm: number | null;
        status: string;
      }[];
    };
    expect(detail.artwork).toHaveLength(1);
    expect(detail.artwork[0]).toMatchObject({
      lineItemId: order.lineItemId,
      contentType: "application/pdf",
      status: "accepted",
    });
    expect(detail.artwork[0]?.pageWidthMm).toBeCloseTo(89, 0);
    expect(detail.artwork[0]?.pageHeightMm).toBeCloseTo(59, 0);
    // The order desk lists it with the uploads.
    const admin = await signIn(send, "admin@presto-impression.example");
    const desk = staffOrderSchema.parse(
      dataOf(await send(admin, "GET", `/api/v1/admin/order/${order.orderNumber}`)),
    );
    expect(desk.files).toEqual([
      expect.objectContaining({
        fileName: "Mes cartes.pdf",
        contentType: "application/pdf",
        status: "accepted",
      }),
    ]);
    await expectThumbnails(order, detail.artwork[0] ?? { id: "", thumbnailPages: 0 }, token, admin);
  });

  it("another customer's design id on a line prints nothing: the line waits for a file", async () => {
    const visitorDesign = designSchema.parse(dataOf(await createDesign({ anonymousUserId: visitor() })));
    const token = await signIn(send, "marie.dupont@example.com");
    const order = await placeTransferOrder(send, token, {
      productId: "fr-business-cards",
      quantity: 250,
      merchantInfo: { selectedUploadType: "dex", dexDesignId: visitorDesign.id },
    });
    const detail = dataOf(await send(token, "GET", `/api/v1/order/${order.orderId}`)) as {
      artwork: unknown[];
    };
    expect(detail.artwork).toEqual([]);
  });
});
