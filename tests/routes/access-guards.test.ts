import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireStaff } from "../../app/features/admin/require-staff.server";
import { authMiddleware } from "../../app/features/auth/require-auth.server";
import { requireScreen, screenGuardMiddleware } from "../../app/screens/screen-guard.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, signedIn, statusOf, thrownBy } from "./route-helpers";

/**
 * Who may open which screen: the personal area's layout middlewares (the tenant's own path, a
 * signed-in visitor) and the staff-only admin screens.
 */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const PASSED = new Response("the screen's own answer");

/** Runs a route middleware as React Router would, with a `next` that stands for the screen. */
async function run(middleware: MiddlewareFunction<Response>, context: RouterContextProvider, url: string) {
  const args = { context, url: new URL(url), request: new Request(url), params: {} };
  return middleware(args as unknown as Parameters<MiddlewareFunction<Response>>[0], async () => PASSED);
}

describe("personal area layout", () => {
  it("sends a visitor who is not signed in to login, remembering the page and its query", async () => {
    const { context } = await requestContext(test.api);
    const thrown = await thrownBy(() =>
      run(authMiddleware, context, `${ORIGIN}/espace-client/commandes/?q=flyers`),
    );
    expect(statusOf(thrown)).toBe(302);
    expect(locationOf(thrown)).toBe(
      `/connexion/?redirectTo=${encodeURIComponent("/espace-client/commandes/?q=flyers")}`,
    );
  });

  it("lets a signed-in customer through to the screen", async () => {
    const { context } = await signedIn(test, "marie.dupont@example.com");
    expect(await run(authMiddleware, context, `${ORIGIN}/espace-client/`)).toBe(PASSED);
  });

  it("answers each screen only at this tenant's own path", async () => {
    const fr = await requestContext(test.api);
    expect(await run(screenGuardMiddleware, fr.context, `${ORIGIN}/espace-client/profil/`)).toBe(PASSED);
    // The English shop's path of the same screen is a 404 on the French one, and the reverse.
    expect(
      statusOf(await thrownBy(() => run(screenGuardMiddleware, fr.context, `${ORIGIN}/my-account/profile/`))),
    ).toBe(404);
    const en = await requestContext(test.api, { tenant: "en" });
    expect(await run(screenGuardMiddleware, en.context, "http://en.localhost:3000/my-account/profile/")).toBe(
      PASSED,
    );
    expect(() =>
      requireScreen(en.context, new URL("http://en.localhost:3000/connexion/"), "login"),
    ).toThrow();
    expect(() => requireScreen(en.context, new URL("http://en.localhost:3000/login"), "login")).not.toThrow();
  });

  it("answers a path that is no screen at all with a 404", async () => {
    const { context } = await requestContext(test.api);
    const thrown = await thrownBy(() =>
      run(screenGuardMiddleware, context, `${ORIGIN}/espace-client/secret/`),
    );
    expect(statusOf(thrown)).toBe(404);
  });
});

describe("staff-only screens", () => {
  it("are an ordinary 404 for everyone else, signed in or not", async () => {
    const url = new URL(`${ORIGIN}/admin/styleguide/`);
    const customer = await signedIn(test, "marie.dupont@example.com");
    const thrown = await thrownBy(() => requireStaff(customer.context, url));
    expect(statusOf(thrown)).toBe(404);
  });

  it("open for staff, whichever way they were recognised", async () => {
    const url = new URL(`${ORIGIN}/admin/styleguide/`);
    for (const reason of ["ip", "agent", "dev"] as const) {
      const { context, state } = await requestContext(test.api);
      state.staff = reason;
      expect(() => requireStaff(context, url)).not.toThrow();
    }
  });
});
