import type { RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { StaffMe } from "#contract/account/auth.schemas";
import type { StaffScope } from "#contract/account/staff-scopes";
import { getRequestState } from "~/server/context.server";
import { errorResponse, guardUpstream } from "~/server/http-errors.server";
import { requireAdminSession } from "./login-as.server";

/**
 * A staff screen's guard (issue 19, spec §6 scope key): an admin's own session (else login or the
 * ordinary 404), holding the scope the screen declares (else 403 in the shop's words). The API checks
 * the scope again on every call, so this only spares a staff member a screen they can't use.
 */
export async function requireStaffScope(
  context: Readonly<RouterContextProvider>,
  url: URL,
  scope: StaffScope,
): Promise<StaffMe> {
  requireAdminSession(context, url);
  const { api } = getRequestState(context);
  const me = await guardUpstream(() => api.call(accountEndpoints.staffMe));
  if (!me.scopes.includes(scope)) throw errorResponse(403, "errors:request.forbidden");
  return me;
}
