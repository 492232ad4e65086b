import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchDesign } from "../../app/features/design/design-api.server";
import { type DesignScreenData, loadDesignScreen } from "../../app/features/design/design-screen.server";
import {
  type DesignActionData,
  designScreenAction,
} from "../../app/features/design/design-screen-action.server";
import { pngBomb } from "../../commerce-api/uploads/bomb.fixtures";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, statusOf, thrownBy } from "./route-helpers";

/**
 * The design screen without JavaScript (issue 14): the template browser, the fill-in form, its
 * preview and its save, and what it refuses (unknown products and templates, someone else's design,
 * bad names, unprintable texts, pictures that aren't pictures) — each with a 4xx, never a 500.
 */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

const FROM = "/cartes-de-visite/standard/";
const screen = (query: Record<string, string>) =>
  new URL(
    `${ORIGIN}/design/?${new URLSearchParams({ product: "business-cards", format: "85x55", ...query })}`,
  );
const BROWSE = screen({ from: FROM });
const TEMPLATE = "classic-blue-85x55";

type Harness = Awaited<ReturnType<typeof requestContext>>;
const load = (harness: Harness, url: URL) => loadDesignScreen(harness.context, url, "Logo");

async function fillStep(harness: Harness, url: URL) {
  const data = await load(harness, url);
  if (data.step !== "fill") throw new Error(`expected the fill-in step, got ${data.step}`);
  return data;
}

function formPost(url: URL, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("logo", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return new Request(url, { method: "POST", body: form });
}

const act = (harness: Harness, url: URL, request: Request) =>
  designScreenAction(harness.context, request, url, "Logo");

describe("design screen: the template browser", () => {
  it("lists the product's templates, a blank page, and filters by category", async () => {
    const visitor = await requestContext(test.api);
    const data = (await load(visitor, BROWSE)) as Extract<DesignScreenData, { step: "browse" }>;
    expect(data.step).toBe("browse");
    expect(data.product).toMatchObject({ key: "business-cards", formatKey: "85x55", from: FROM });
    expect(data.templates.length).toBeGreaterThan(0);
    expect(data.templates.map((card) => card.id)).toContain(TEMPLATE);
    for (const card of data.templates) {
      expect(card.svg).toMatch(/^<svg/);
      expect(new URL(card.href, ORIGIN).searchParams.get("template")).toBe(card.id);
    }
    expect(new URL(data.blankHref, ORIGIN).searchParams.get("template")).toBe("blank");

    const category = data.categories[0];
    if (!category) throw new Error("the seeded templates have categories");
    const filtered = await load(visitor, new URL(category.href, ORIGIN));
    if (filtered.step !== "browse") throw new Error("still browsing");
    expect(filtered.templates.length).toBeGreaterThan(0);
    expect(filtered.templates.every((card) => card.category === category.name)).toBe(true);
    expect(filtered.categories.find((entry) => entry.current)?.name).toBe(category.name);
    expect(new URL(filtered.allHref, ORIGIN).searchParams.has("category")).toBe(false);
  });

  it("starts the list over for a forged cursor instead of failing the page", async () => {
    const visitor = await requestContext(test.api);
    const data = await load(visitor, screen({ from: FROM, cursor: "not-a-real-cursor" }));
    expect(data.step).toBe("browse");
    expect(data.step === "browse" && data.templates.length).toBeGreaterThan(0);
  });

  it("falls back to the product's own format when the address names an unknown one", async () => {
    const visitor = await requestContext(test.api);
    const data = await load(visitor, screen({ from: FROM, format: "1x1" }));
    expect(data.product).toMatchObject({ formatKey: "85x55", widthMm: 85, heightMm: 55 });
  });

  it("never sends the shopper back off-site: a foreign `from` becomes the home page", async () => {
    const visitor = await requestContext(test.api);
    const data = await load(visitor, screen({ from: "https://evil.example/phish" }));
    expect(data.product.from).toBe(visitor.state.shop.links.home ?? "/");
  });

  it("answers 404 for an unknown, malformed or not-designable product, template or design", async () => {
    const visitor = await requestContext(test.api);
    const urls = [
      screen({ product: "no-such-product" }),
      screen({ product: "../admin" }),
      screen({ product: "posters" }),
      screen({ template: "no-such-template" }),
      screen({ template: "bad id!" }),
      screen({ design: "00000000-0000-4000-8000-000000000000" }),
    ];
    for (const url of urls)
      expect([url.search, statusOf(await thrownBy(() => load(visitor, url)))]).toEqual([url.search, 404]);
  });
});

describe("design screen: the fill-in form", () => {
  it("shows a template's text fields with their preview, and a blank page at the trim size", async () => {
    const visitor = await requestContext(test.api);
    const fill = await fillStep(visitor, screen({ from: FROM, template: TEMPLATE }));
    expect(fill.source).toEqual({ kind: "template", id: TEMPLATE });
    expect(fill.fields.length).toBeGreaterThan(0);
    expect(fill.previews.length).toBe(fill.scene.pages.length);
    expect(new URL(fill.apiUrl, ORIGIN).pathname).toBe("/design/api");
    expect(new URL(fill.browseHref, ORIGIN).searchParams.has("template")).toBe(false);

    const blank = await fillStep(visitor, screen({ from: FROM, template: "blank" }));
    expect(blank.scene.format).toMatchObject({ widthMm: 85, heightMm: 55 });
    expect(blank.scene.pages).toEqual([{ background: "#ffffff", layers: [] }]);
    expect(blank.name).toBe("Mon design");
  });

  it("previews the posted texts without saving anything", async () => {
    const visitor = await requestContext(test.api);
    const url = screen({ from: FROM, template: TEMPLATE });
    const field = (await fillStep(visitor, url)).fields[0];
    if (!field) throw new Error("the template has a text slot");
    const answer = await act(
      visitor,
      url,
      formPost(url, { intent: "preview", name: "Essai", [`slot.${field.slot}`]: "Atelier Zéphyr" }),
    );
    expect(statusOf(answer) ?? 200).toBe(200);
    const result = payloadOf<DesignActionData>(answer);
    expect(result.errors).toEqual({});
    expect(result.previews?.join("")).toContain("Atelier Zéphyr");
    expect(result.values[`slot.${field.slot}`]).toBe("Atelier Zéphyr");
  });

  it("saves a filled template as the visitor's design, back to the product page; saving it again updates it", async () => {
    const visitor = await requestContext(test.api);
    const url = screen({ from: FROM, template: TEMPLATE });
    const field = (await fillStep(visitor, url)).fields[0];
    if (!field) throw new Error("the template has a text slot");
    const slot = `slot.${field.slot}`;
    const saved = await act(
      visitor,
      url,
      formPost(url, { intent: "save", name: "Cartes Léa", [slot]: "Léa Martin" }),
    );
    expect(statusOf(saved)).toBe(303);
    const back = new URL(locationOf(saved) ?? "", ORIGIN);
    expect(back.pathname).toBe(FROM);
    const designId = back.searchParams.get("designId") ?? "";
    const design = await fetchDesign(visitor.state, designId);
    expect(design).toMatchObject({ name: "Cartes Léa", owned: true });
    expect(JSON.stringify(design.scene)).toContain("Léa Martin");

    const editUrl = screen({ from: FROM, design: designId });
    const editing = await fillStep(visitor, editUrl);
    expect(editing.source).toEqual({ kind: "design", id: designId });
    expect(editing.fields.find((entry) => entry.slot === field.slot)?.value).toBe("Léa Martin");
    const updated = await act(
      visitor,
      editUrl,
      formPost(editUrl, { intent: "save", name: "Cartes Léa 2", [slot]: "Léa M." }),
    );
    expect(new URL(locationOf(updated) ?? "", ORIGIN).searchParams.get("designId")).toBe(designId);
    expect((await fetchDesign(visitor.state, designId)).name).toBe("Cartes Léa 2");

    // Another visitor neither sees nor overwrites it.
    const stranger = await requestContext(test.api);
    expect(statusOf(await thrownBy(() => load(stranger, editUrl)))).toBe(404);
    const foreign = await act(
      stranger,
      editUrl,
      formPost(editUrl, { intent: "save", name: "Volé", [slot]: "x" }),
    );
    expect([statusOf(foreign), payloadOf<DesignActionData>(foreign).errors]).toEqual([
      404,
      { form: "designEditor:error.invalid" },
    ]);
    expect((await fetchDesign(visitor.state, designId)).name).toBe("Cartes Léa 2");
  });

  it("refuses a missing name, an unknown intent and an unprintable text with the field's message", async () => {
    const visitor = await requestContext(test.api);
    const url = screen({ from: FROM, template: TEMPLATE });
    const field = (await fillStep(visitor, url)).fields[0];
    if (!field) throw new Error("the template has a text slot");
    const slot = `slot.${field.slot}`;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ intent: "save", name: " " }, { name: "designEditor:error.name" }],
      [{ intent: "publish", name: "Cartes" }, { form: "designEditor:error.invalid" }],
      [{ intent: "save", name: "Cartes", logoImageId: "not-a-uuid" }, { form: "designEditor:error.invalid" }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await act(visitor, url, formPost(url, { ...fields, [slot]: "Léa" }));
      expect([statusOf(answer), payloadOf<DesignActionData>(answer).errors]).toEqual([400, errors]);
      expect(payloadOf<DesignActionData>(answer).values[slot]).toBe("Léa");
    }
    const long = await act(
      visitor,
      url,
      formPost(url, { intent: "save", name: "Cartes", [slot]: "a".repeat(2_001) }),
    );
    expect(statusOf(long)).toBe(400);
    expect(payloadOf<DesignActionData>(long).errors[slot]).toMatch(/^designEditor:error\.text\|/);
  });

  it("refuses a picture bomb beside the logo field, and a cut-off upload as interrupted", async () => {
    const visitor = await requestContext(test.api);
    const url = screen({ from: FROM, template: TEMPLATE });
    const bomb = await act(
      visitor,
      url,
      formPost(url, { intent: "preview", name: "Cartes" }, { bytes: pngBomb(), name: "logo.png" }),
    );
    expect(statusOf(bomb)).toBeGreaterThanOrEqual(400);
    expect(statusOf(bomb)).toBeLessThan(500);
    expect(payloadOf<DesignActionData>(bomb).errors.logo).toMatch(/^designEditor:error\./);

    const boundary = "----design-test";
    const cut = new Request(url, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="logo"; filename="a.png"',
        "",
        "\x89PNG cut",
      ].join("\r\n"),
    });
    const interrupted = await act(visitor, url, cut);
    expect([statusOf(interrupted), payloadOf<DesignActionData>(interrupted).errors]).toEqual([
      400,
      { form: "designEditor:error.interrupted" },
    ]);
  });
});
