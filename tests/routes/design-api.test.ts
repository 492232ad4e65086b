import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchDesign, fetchTemplate } from "../../app/features/design/design-api.server";
import { editorApiAction } from "../../app/features/design/editor-api.server";
import { dictionaries } from "../../commerce-api/db/seed/dictionaries";
import { pngBomb } from "../../commerce-api/uploads/bomb.fixtures";
import { createTestApi, type TestApi } from "../integration/helpers";
import { statusOf } from "../support/checkout-shopper";
import { requestContext } from "../support/request-harness";

/** The full editor's saves (issue 14): real saves, and bad bodies refused with a 4xx and a message. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const URL_ = new URL(
  "http://localhost:3000/design/api?product=business-cards&format=85x55&from=/cartes-de-visite/standard/",
);

const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
  new Request(URL_, { method: "POST", body, headers: { "content-type": type } });

async function answer(harness: Awaited<ReturnType<typeof requestContext>>, request: Request) {
  const result = await editorApiAction(harness.context, request, URL_);
  const data = (result as { data: { ok: boolean; error?: string; id?: string; productUrl?: string } }).data;
  return { status: statusOf(result) ?? 200, data };
}

describe("the full editor's saves", () => {
  it("autosave creates the design, then updates the same one; the answer says where to go back", async () => {
    const harness = await requestContext(api.api);
    const template = await fetchTemplate(harness.state, "classic-blue-85x55");
    const form = (extra: Record<string, string>) =>
      new URLSearchParams({
        intent: "save",
        name: "Mes cartes",
        scene: JSON.stringify(template.scene),
        templateId: template.id,
        ...extra,
      });
    const first = await answer(harness, post(form({})));
    expect(first.status).toBe(200);
    expect(first.data.productUrl).toBe(`/cartes-de-visite/standard/?designId=${first.data.id}`);
    const renamed = await answer(harness, post(form({ designId: first.data.id ?? "", name: "Cartes Léa" })));
    expect(renamed.data.id).toBe(first.data.id);
    expect((await fetchDesign(harness.state, first.data.id ?? "")).name).toBe("Cartes Léa");
  });

  it("refuses bodies that aren't a design with a 4xx and a message, never a 500", async () => {
    const harness = await requestContext(api.api);
    const cases: [Request, number][] = [
      [post(new URLSearchParams({ intent: "save", name: "x", scene: "{not json" })), 400],
      [
        post(
          new URLSearchParams({
            intent: "save",
            name: "x",
            scene: JSON.stringify({ version: 1, pages: [] }),
          }),
        ),
        400,
      ],
      [post(new URLSearchParams({ intent: "save", name: "", scene: "{}" })), 400],
      [post(JSON.stringify({ intent: "save" }), "application/json"), 415],
      [post(new URLSearchParams({ intent: "save", name: "x", scene: "a".repeat(2 * 1024 * 1024) })), 413],
    ];
    for (const [request, status] of cases) {
      const result = await answer(harness, request);
      expect(result.status).toBe(status);
      expect(result.data.ok).toBe(false);
      expect(result.data.error).toBeTruthy();
    }
  });

  it("a picture bomb is refused with the shop's own words, not the API's (issue 35)", async () => {
    const harness = await requestContext(api.api);
    const form = new FormData();
    form.set("file", new File([Buffer.from(pngBomb())], "logo.png"));
    const refused = await answer(harness, new Request(URL_, { method: "POST", body: form }));
    expect(refused).toEqual({
      status: 422,
      data: { ok: false, error: dictionaries.fr.designEditor?.["error.fileOversized"] },
    });
  });
});
