import type { RequestState } from "./context.server";
import { isDataRequest } from "./path-rules";
import { redirectDocument } from "./redirect.server";

/**
 * A shopper signed out without asking (tokens expired, the auth cookie lapsed) is told so on the
 * next page they see, with a way to sign in again back to that page (issue 38 §6). The session
 * keeps `signedOutNotice` until a page has shown it: the root loader clears it as it renders the
 * notice, and a redirect puts it back, since its page was never seen.
 */

/**
 * A client-side navigation (a data request) after the sign-in ended would keep the signed-in header
 * and no word: the root's data is not reloaded on plain navigations. It is answered with a full load
 * of the page asked for, whose shell is the anonymous one with the notice.
 */
export function signedOutReload(state: RequestState, request: Request, url: URL): Response | null {
  if (!state.session.signedOutNotice || request.method !== "GET" || !isDataRequest(request)) return null;
  const page = new URL(url);
  page.searchParams.delete("_routes");
  return redirectDocument(`${page.pathname}${page.search}`, 302);
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** On the way out: whether the visitor is signed in now, and the notice kept while no page showed it. */
export function keepSignedOutNotice(state: RequestState, status: number): void {
  state.session.signedIn = state.auth !== null;
  if (state.auth) state.session.signedOutNotice = false;
  else if (state.sessionExpired && isRedirect(status)) state.session.signedOutNotice = true;
}
