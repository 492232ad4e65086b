import type { RouterContextProvider } from "react-router";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { ProofDecisionBody } from "#contract/orders/order.requests";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, pageNotFound } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";

type DecisionInput =
  | { intent: "approveProof"; orderId: string; proofId: string }
  | { intent: "requestProofChanges"; orderId: string; proofId: string; comment: string };

/** The customer's answer to a proof (issue 36 §4): 303 back to the order saying what happens next. */
export async function proofDecisionAction(
  context: Readonly<RouterContextProvider>,
  input: DecisionInput,
  url: URL,
) {
  const { api } = getRequestState(context);
  const body: ProofDecisionBody =
    input.intent === "approveProof"
      ? { orderId: input.orderId, proofId: input.proofId, decision: "approve" }
      : {
          orderId: input.orderId,
          proofId: input.proofId,
          decision: "request_changes",
          comment: input.comment,
        };
  const decided = await expectRefusals([400, 404, 409], () => api.call(orderEndpoints.decideProof, { body }));
  if (decided instanceof ApiError) {
    if (decided.status === 404) throw pageNotFound(url.pathname);
    const error = decided.status === 400 ? "orders:proof.commentRequired" : "orders:proof.stale";
    return refused(formError(error), decided.status);
  }
  const done = input.intent === "approveProof" ? "proof-approved" : "proof-changes";
  return redirect(`${url.pathname}?${new URLSearchParams({ id: input.orderId, done })}`, 303);
}
