import { describe, expect, it } from "vitest";
import type { RequestState } from "./context.server";
import { keepSignedOutNotice, signedOutReload } from "./signed-out.server";

/** The parts of a request's state these rules read and write. */
function stateOf(
  session: { signedOutNotice: boolean; signedIn: boolean },
  signedIn = false,
  expired = false,
) {
  return {
    session: { ...session },
    auth: signedIn ? { accessToken: "a", refreshToken: "r", strategy: "customer" } : null,
    sessionExpired: expired,
  } as unknown as RequestState;
}

const pending = () => stateOf({ signedOutNotice: true, signedIn: false }, false, true);

describe("the signed-out notice (issue 38 §6)", () => {
  it("answers a client-side navigation after the sign-in ended with a full load of the page asked for", () => {
    const request = new Request("https://shop.test/panier/.data?_routes=root%2Ccart&added=1");
    const answer = signedOutReload(
      pending(),
      request,
      new URL("https://shop.test/panier/?_routes=root&added=1"),
    );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("Location")).toBe("/panier/?added=1");
    expect(answer?.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("leaves page loads, posts and visitors with nothing to be told to the page itself", () => {
    const url = new URL("https://shop.test/panier/");
    expect(signedOutReload(pending(), new Request("https://shop.test/panier/"), url)).toBeNull();
    expect(
      signedOutReload(pending(), new Request("https://shop.test/panier/.data", { method: "POST" }), url),
    ).toBeNull();
    const quiet = stateOf({ signedOutNotice: false, signedIn: false });
    expect(signedOutReload(quiet, new Request("https://shop.test/panier/.data"), url)).toBeNull();
  });

  it("keeps the notice through a redirect, drops it once shown or signed in, and records who is signed in", () => {
    const redirected = pending();
    redirected.session.signedOutNotice = false; // the root loader ran for a page that was not sent
    keepSignedOutNotice(redirected, 302);
    expect(redirected.session.signedOutNotice).toBe(true);

    const shown = pending();
    shown.session.signedOutNotice = false;
    keepSignedOutNotice(shown, 200);
    expect(shown.session).toMatchObject({ signedOutNotice: false, signedIn: false });

    const backIn = stateOf({ signedOutNotice: true, signedIn: false }, true, true);
    keepSignedOutNotice(backIn, 303);
    expect(backIn.session).toMatchObject({ signedOutNotice: false, signedIn: true });
  });
});
