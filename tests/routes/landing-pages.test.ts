import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromAmount } from "../../app/features/content/card-offers";
import { pageMeta } from "../../app/features/content/page-meta";
import { loader } from "../../app/routes/content-page";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";

/**
 * Issue 16 §4: the seasonal landing pages inside and outside their date window, on the API's clock
 * (moved here; the e2e server moves it per browser). Inside: the page, its product cards with live
 * "from" prices, indexable. Outside: a 200 noindex page saying when it comes back, or a 302 home.
 */
let clock = new Date("2026-12-01T12:00:00Z");
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi(() => clock);
});
afterAll(() => api.dispose());

type Tenant = "fr" | "en";
const ORIGINS = { fr: "http://localhost:3000", en: "http://en.localhost:3000" } as const;

async function visit(tenant: Tenant, path: string, at: string) {
  clock = new Date(at);
  const { context } = await requestContext(api.api, { tenant });
  const url = new URL(`${ORIGINS[tenant]}${path}`);
  try {
    const answer = await loader({ context, url, request: new Request(url), params: {} } as never);
    return {
      data: ("data" in answer ? answer.data : answer) as Awaited<ReturnType<typeof loader>> & {},
      thrown: null,
    };
  } catch (thrown) {
    return { data: null, thrown: thrown as Response };
  }
}

type Open = [Tenant, string, string, number];
type Closed = [Tenant, string, string, string];

describe("landing pages in season", () => {
  it.each<Open>([
    ["fr", "/noel/", "2026-12-01T12:00:00Z", 4],
    ["en", "/christmas/", "2026-12-24T12:00:00Z", 4],
    ["fr", "/french-days/", "2027-05-02T12:00:00Z", 3],
    ["en", "/seasonal-sale/", "2027-01-05T12:00:00Z", 3],
    ["fr", "/bons-plans-impression/", "2027-02-10T12:00:00Z", 4],
    ["en", "/printing-deals/", "2026-11-01T12:00:00Z", 4],
    ["fr", "/les-merveilles/", "2026-12-01T12:00:00Z", 3],
    ["en", "/wonders/", "2027-06-30T12:00:00Z", 3],
  ])("%s %s on %s: the page, indexable, with live 'from' prices", async (tenant, path, at, cards) => {
    const { data, thrown } = await visit(tenant, path, at);
    expect(thrown).toBeNull();
    if (!data || !("page" in data)) throw new Error("no page");
    expect(data.page.season?.open).toBe(true);
    expect(data.seasonClosed).toBe(false);
    expect(data.indexable).toBe(true);
    expect(data.page.blocks.some((block) => block.type === "productGrid")).toBe(true);
    expect(data.page.offers).toHaveLength(cards);
    for (const offer of data.page.offers) expect(fromAmount(offer, "excl")).toBeGreaterThan(0);
  });
});

describe("landing pages out of season", () => {
  it.each<Closed>([
    ["fr", "/noel/", "2026-12-25T12:00:00Z", "2027-11-15"],
    ["en", "/christmas/", "2027-01-10T12:00:00Z", "2027-11-15"],
    ["fr", "/bons-plans-impression/", "2027-04-01T12:00:00Z", "2027-11-01"],
    ["en", "/printing-deals/", "2027-07-01T12:00:00Z", "2027-11-01"],
    ["fr", "/les-merveilles/", "2027-07-01T12:00:00Z", "2027-09-01"],
    ["en", "/wonders/", "2027-08-31T12:00:00Z", "2027-09-01"],
  ])("%s %s on %s: 200, noindex, back on %s", async (tenant, path, at, reopensOn) => {
    const { data, thrown } = await visit(tenant, path, at);
    expect(thrown).toBeNull();
    if (!data || !("page" in data)) throw new Error("no page");
    expect(data.seasonClosed).toBe(true);
    expect(data.page.season?.reopensOn).toBe(reopensOn);
    expect(data.indexable).toBe(false);
    expect(pageMeta(data)).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it.each([
    ["fr", "/french-days/", "2026-12-01T12:00:00Z"],
    ["fr", "/french-days/", "2027-05-06T12:00:00Z"],
    ["en", "/seasonal-sale/", "2026-12-01T12:00:00Z"],
    ["en", "/seasonal-sale/", "2027-07-09T12:00:00Z"],
  ] as const)("%s %s on %s: a temporary redirect to the home page", async (tenant, path, at) => {
    const { thrown } = await visit(tenant, path, at);
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("Location")).toBe("/");
  });
});
