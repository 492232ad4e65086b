import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAction } from "../../app/features/auth/login.server";
import { selectBanners } from "../../app/shell/banners/select-banners";
import { loadShell } from "../../app/shell/shell.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { ORIGIN, post } from "./route-helpers";

/**
 * Issue 16 §4: banners target new, returning, premium and company customers. The visitor's
 * segments come from the signed session the login filled in; the promo stripe shows the top one.
 */
const HOME = new URL(`${ORIGIN}/?campaign=printemps`);

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

async function afterLogin(email: string) {
  const { context, state } = await requestContext(test.api);
  await loginAction(post(`${ORIGIN}/connexion/`, { email, password: DEMO_PASSWORD }), context);
  // The next request of that browser carries the session the login wrote.
  const next = await requestContext(test.api, { accessToken: state.auth?.accessToken });
  next.state.session = state.session;
  return loadShell(next.context, HOME);
}

function topBanner(shell: ReturnType<typeof loadShell>) {
  return selectBanners(shell.promoStripes, new Date(), shell.campaign, shell.segments)[0]?.id ?? null;
}

describe("banner targeting", () => {
  it("shows the PRINTEMPS new-customers banner to a signed-in customer who has not ordered yet", async () => {
    const shell = await afterLogin("marie.dupont@example.com");
    expect(shell.segments).toEqual(["new"]);
    expect(topBanner(shell)).toBe("fr-campagne-printemps");
  });

  it("shows a returning premium company account its company banner, never the new-customers one", async () => {
    const shell = await afterLogin("achats@atelier-lumiere.example");
    expect(shell.segments).toEqual(["returning", "premium", "company"]);
    expect(topBanner(shell)).toBe("fr-societe-tva");
    const ids = selectBanners(shell.promoStripes, new Date(), shell.campaign, shell.segments).map(
      (b) => b.id,
    );
    expect(ids).not.toContain("fr-campagne-printemps");
  });

  it("keeps anonymous visitors (the cached pages) to banners for everyone or for anonymous visitors", async () => {
    const { context } = await requestContext(test.api);
    const shell = loadShell(context, HOME);
    expect(shell.segments).toEqual(["anonymous"]);
    expect(topBanner(shell)).toBe("fr-livraison-offerte");
  });
});
