import { describe, expect, it } from "vitest";
import type { Banner } from "#contract/content/content.schemas";
import { bannersForVisit, selectBanners, visitorSegments } from "./select-banners";

function banner(overrides: Partial<Banner> & { id: string }): Banner {
  return {
    message: `Banner ${overrides.id}`,
    linkLabel: null,
    linkPath: null,
    filterDateStart: null,
    filterDateEnd: null,
    campaignParameter: null,
    customerTarget: "all",
    priority: 0,
    ...overrides,
  };
}

const NOW = new Date("2025-11-28T10:00:00.000Z");
const ids = (list: Banner[]) => list.map((b) => b.id);

describe("selectBanners: date window", () => {
  it("keeps open-ended banners", () => {
    expect(ids(selectBanners([banner({ id: "a" })], NOW, null, ["anonymous"]))).toEqual(["a"]);
  });

  it("includes the start instant and excludes the end instant", () => {
    const list = [
      banner({ id: "starts-now", filterDateStart: "2025-11-28T10:00:00.000Z" }),
      banner({ id: "ends-now", filterDateEnd: "2025-11-28T10:00:00.000Z" }),
      banner({ id: "ends-next-ms", filterDateEnd: "2025-11-28T10:00:00.001Z" }),
      banner({ id: "starts-next-ms", filterDateStart: "2025-11-28T10:00:00.001Z" }),
    ];
    expect(ids(selectBanners(list, NOW, null, ["anonymous"]))).toEqual(["ends-next-ms", "starts-now"]);
  });

  it("drops banners that are over or not yet started", () => {
    const list = [
      banner({ id: "past", filterDateStart: "2025-11-01T00:00:00Z", filterDateEnd: "2025-11-02T00:00:00Z" }),
      banner({ id: "future", filterDateStart: "2025-12-01T00:00:00Z" }),
      banner({ id: "live", filterDateStart: "2025-11-27T00:00:00Z", filterDateEnd: "2025-12-01T00:00:00Z" }),
    ];
    expect(ids(selectBanners(list, NOW, null, ["anonymous"]))).toEqual(["live"]);
  });

  it("compares instants across time-zone offsets", () => {
    const list = [banner({ id: "paris", filterDateStart: "2025-11-28T11:00:00+01:00" })];
    expect(ids(selectBanners(list, NOW, null, ["anonymous"]))).toEqual(["paris"]);
  });

  it("never shows a banner with an unparseable date", () => {
    const list = [banner({ id: "bad", filterDateStart: "not a date" })];
    expect(selectBanners(list, NOW, null, ["anonymous"])).toEqual([]);
  });
});

describe("selectBanners: campaign", () => {
  const list = [banner({ id: "everyone" }), banner({ id: "bf", campaignParameter: "blackfriday" })];

  it("shows campaign banners only for their campaign", () => {
    expect(ids(selectBanners(list, NOW, "blackfriday", ["anonymous"]))).toEqual(["bf", "everyone"]);
    expect(ids(selectBanners(list, NOW, "summer", ["anonymous"]))).toEqual(["everyone"]);
    expect(ids(selectBanners(list, NOW, null, ["anonymous"]))).toEqual(["everyone"]);
  });

  it("matches the campaign exactly (case-sensitive)", () => {
    expect(ids(selectBanners(list, NOW, "BlackFriday", ["anonymous"]))).toEqual(["everyone"]);
  });
});

describe("selectBanners: customer target", () => {
  const list = [
    banner({ id: "all" }),
    banner({ id: "anonymous", customerTarget: "anonymous" }),
    banner({ id: "new", customerTarget: "new" }),
    banner({ id: "returning", customerTarget: "returning" }),
    banner({ id: "premium", customerTarget: "premium" }),
    banner({ id: "company", customerTarget: "company" }),
  ];

  it.each(["anonymous", "new", "returning", "premium", "company"] as const)(
    "%s sees its own and 'all' banners",
    (segment) => {
      expect(ids(selectBanners(list, NOW, null, [segment]))).toEqual(["all", segment]);
    },
  );

  it("shows a customer in several segments each of their banners", () => {
    expect(ids(selectBanners(list, NOW, null, ["new", "company"]))).toEqual(["all", "company", "new"]);
  });
});

describe("visitorSegments", () => {
  const profile = { loggedIn: true, clientFlag: null, premium: false, company: false } as const;

  it("keeps anonymous visitors in one segment whatever the session remembers", () => {
    expect(
      visitorSegments({ loggedIn: false, clientFlag: "newClient", premium: true, company: true }),
    ).toEqual(["anonymous"]);
  });

  it("tells a customer without an order (new) from one with orders (returning)", () => {
    expect(visitorSegments({ ...profile, clientFlag: "newClient" })).toEqual(["new"]);
    expect(visitorSegments({ ...profile, clientFlag: "oldClient" })).toEqual(["returning"]);
  });

  it("adds premium and company, and nothing when the session knows nothing", () => {
    expect(visitorSegments({ ...profile, clientFlag: "oldClient", premium: true, company: true })).toEqual([
      "returning",
      "premium",
      "company",
    ]);
    expect(visitorSegments(profile)).toEqual([]);
  });
});

describe("selectBanners: order", () => {
  it("sorts by priority descending, then id ascending", () => {
    const list = [
      banner({ id: "b", priority: 1 }),
      banner({ id: "c", priority: 5 }),
      banner({ id: "a", priority: 1 }),
      banner({ id: "d", priority: -2 }),
    ];
    expect(ids(selectBanners(list, NOW, null, ["anonymous"]))).toEqual(["c", "a", "b", "d"]);
  });

  it("does not mutate its input", () => {
    const list = [banner({ id: "b" }), banner({ id: "a", priority: 3 })];
    selectBanners(list, NOW, null, ["anonymous"]);
    expect(ids(list)).toEqual(["b", "a"]);
  });

  it("returns an empty list when nothing is live", () => {
    expect(selectBanners([], NOW, null, ["premium"])).toEqual([]);
  });
});

describe("bannersForVisit", () => {
  it("keeps the banners that are live or still to come for this visitor, and drops the rest", () => {
    const list = [
      banner({ id: "live" }),
      banner({ id: "coming", filterDateStart: "2025-12-01T00:00:00Z" }),
      banner({ id: "over", filterDateEnd: "2025-11-28T10:00:00.000Z" }),
      banner({ id: "bad-end", filterDateEnd: "soon" }),
      banner({ id: "other-campaign", campaignParameter: "spring" }),
      banner({ id: "this-campaign", campaignParameter: "autumn" }),
      banner({ id: "companies", customerTarget: "company" }),
    ];
    expect(ids(bannersForVisit(list, NOW, "autumn", ["anonymous"]))).toEqual([
      "live",
      "coming",
      "this-campaign",
    ]);
  });

  it("leaves the stripe the same banner to show, now and once the next one opens", () => {
    const list = [
      banner({ id: "now", priority: 1 }),
      banner({ id: "later", priority: 9, filterDateStart: "2025-12-01T00:00:00Z" }),
      banner({ id: "gone", priority: 5, filterDateEnd: "2025-11-01T00:00:00Z" }),
    ];
    const kept = bannersForVisit(list, NOW, null, ["anonymous"]);
    for (const at of [NOW, new Date("2025-12-02T00:00:00Z")]) {
      expect(ids(selectBanners(kept, at, null, ["anonymous"]))).toEqual(
        ids(selectBanners(list, at, null, ["anonymous"])),
      );
    }
  });
});
