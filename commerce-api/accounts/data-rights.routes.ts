import { accountEndpoints } from "#contract/account/account.endpoints";
import { deleteAccountBodySchema } from "#contract/account/data-rights.schemas";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { HttpError } from "../http/errors";
import { eraseCustomer, refuseErasureWhileOpen } from "./account-erasure";
import { findSession } from "./accounts.repository";
import { collectCustomerData } from "./data-export";
import { verifyPassword } from "./password";
import { authenticate } from "./sessions";

/**
 * The customer's own data rights (issue 36 §7): a copy of their data, and erasure of their account.
 * Both belong to the person: an admin signed in as them (impersonation) may do neither.
 */
async function ownerOnly(context: RequestContext) {
  const signedIn = await authenticate(context);
  const session = await findSession(context.db, signedIn.sessionId);
  if (session?.impersonator_id)
    throw new HttpError(403, "IMPERSONATING", "Only the customer can export or delete their own data");
  return signedIn.customer;
}

async function exportData(context: RequestContext) {
  return collectCustomerData(context, await ownerOnly(context));
}

async function deleteAccount(context: RequestContext) {
  const customer = await ownerOnly(context);
  const body = await readJsonBody(context.request, deleteAccountBodySchema);
  if (!(await verifyPassword(body.password, customer.password_hash)))
    throw new HttpError(400, "VALIDATION_ERROR", "The password is not this account's", [
      { path: "password", message: "The password is not this account's", code: "custom" },
    ]);
  await refuseErasureWhileOpen(context, customer);
  await eraseCustomer(context, customer);
  return { deleted: true as const };
}

export const dataRightsRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.dataExport, exportData),
  route(accountEndpoints.deleteAccount, deleteAccount),
];
