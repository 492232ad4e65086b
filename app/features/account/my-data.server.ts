import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { DeleteAccountBody } from "#contract/account/data-rights.schemas";
import { forgetSignedInVisitor } from "~/features/auth/logout.server";
import { loginRedirect } from "~/features/auth/require-auth.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseForm } from "~/server/form.server";
import type { FormResult } from "~/server/form-errors";
import { expectRefusals, guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { ACCOUNT_DELETED, orderNumbersIn } from "./my-data";

/** The deletion form; messages are dictionary keys (namespace dataRights). */
const deleteAccountFormSchema = z.object({
  intent: z.literal("delete-account"),
  password: z.string().min(1, { error: "error.passwordRequired" }).max(200),
  confirm: z.literal("on", { error: "error.confirmRequired" }),
});

export interface MyDataActionData extends FormResult {
  /** Dictionary keys (namespace dataRights), per field and for the form. */
  errors: Partial<Record<"password" | "confirm" | "form", string>>;
  /** Orders still in progress, named by the refusal. */
  openOrders: string[];
}

const refused = (errors: MyDataActionData["errors"], openOrders: string[] = []) =>
  data<MyDataActionData>({ errors, openOrders }, { status: 400 });

/** The refusal the API answered, as the screen says it. */
function refusalOf(error: ApiError) {
  if (error.code === "OPEN_ORDERS")
    return refused({ form: "error.openOrders" }, orderNumbersIn(error.message));
  if (error.code === "WALLET_NOT_EMPTY") return refused({ form: "error.walletNotEmpty" });
  if (error.code === "IMPERSONATING") return refused({ form: "error.impersonating" });
  if (error.code === "STAFF_ACCOUNT") return refused({ form: "error.staffAccount" });
  return refused({ password: "error.wrongPassword" });
}

/** POST intent=delete-account: the password and a ticked box, then erasure, sign-out and the login screen. */
export async function myDataAction(request: Request, context: Readonly<RouterContextProvider>) {
  const state = getRequestState(context);
  const parsed = await parseForm(request, deleteAccountFormSchema);
  if (!parsed.ok) return refused(parsed.errors);
  const body: DeleteAccountBody = { password: parsed.data.password };
  const answer = await expectRefusals([400, 403, 409], () =>
    state.api.call(accountEndpoints.deleteAccount, { body }),
  );
  if (answer instanceof ApiError) return refusalOf(answer);
  forgetSignedInVisitor(context);
  const login = state.shop.links.login ?? "/";
  return redirect(`${login}?done=${ACCOUNT_DELETED}`, 303);
}

/** GET /account/my-data.json: the signed-in customer's data as a file, never cached. */
export async function myDataDownload(context: Readonly<RouterContextProvider>, url: URL) {
  const state = getRequestState(context);
  if (!state.auth) throw loginRedirect(context, url);
  if (state.session.isLoggedInAs)
    return new Response("Only the customer can download their own data.", { status: 403 });
  const copy = await guardUpstream(async () => {
    try {
      return await state.api.call(accountEndpoints.dataExport);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw loginRedirect(context, url);
      throw error;
    }
  });
  const day = copy.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(copy, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
