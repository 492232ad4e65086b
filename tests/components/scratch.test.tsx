import { afterAll, beforeAll, it } from "vitest";
import * as contentPage from "~/routes/content-page";
import { createTestApi, type TestApi } from "../integration/helpers";
import { tags, textOf, visit } from "./page-harness";

let api: TestApi;
beforeAll(async () => { api = await createTestApi(); });
afterAll(() => api.dispose());
it("dump", async () => {
  const out: string[] = [];
  for (const p of ["/flyers-et-depliants/flyers/", "/flyers-et-depliants/depliants/", "/affiches/", "/etiquettes-en-rouleau/", "/stylos-personnalises/", "/etiquettes-en-rouleau/?sets=3", "/cartes-de-visite/standard/?quantity=7&delivery=bogus&format=nope", "/affiches/?ownQuantity=37&useOwnQuantity=1"]) {
    const r = await (await visit(api.api)).render(p, contentPage as never);
    const t = textOf(r.html);
    const i = t.indexOf("Mettre à jour");
    out.push(`== ${p}: selects=${tags(r.html, "select").map((s) => s.name)} own=${r.html.includes("own-quantity")} rows=${r.html.includes("artwork-rows")} ${t.slice(t.indexOf("product-page") , 0)}${t.slice(Math.max(0, i - 1500), i).slice(-1200)}`);
  }
  process.stdout.write(out.join("\n"));
});
