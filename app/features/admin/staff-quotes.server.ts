import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { fillPath } from "#contract/endpoints";
import { quoteEndpoints } from "#contract/quotes/quote.endpoints";
import type { QuoteAnswerBody } from "#contract/quotes/quote.requests";
import { QUOTE_STATUSES, type StaffQuote } from "#contract/quotes/quote.schemas";
import { answerFormSchema } from "~/features/quotes/quote-form";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { type FieldErrors, type FormResult, fieldErrorsOf } from "~/server/form-errors";
import { expectRefusals, guardUpstream, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { requireAdminSession } from "./login-as.server";
import { requireStaffScope } from "./staff-scope.server";

/** Staff quote desk (issue 16, ADR 026): the shop's quote requests, answered with a price and a date. */

export type { StaffQuote };

const statusFilter = z.enum(QUOTE_STATUSES);

export async function loadStaffQuotes(context: Readonly<RouterContextProvider>, url: URL) {
  await requireStaffScope(context, url, "quotes:read");
  const { api, shop } = getRequestState(context);
  // The desk opens on the requests still waiting for an answer.
  const raw = url.searchParams.get("status") ?? "new";
  const status = raw === "all" ? null : (statusFilter.safeParse(raw).data ?? "new");
  const list = await guardUpstream(() =>
    api.call(quoteEndpoints.staffQuotes, { query: status ? { status } : {} }),
  );
  const answered = url.searchParams.get("answered");
  return {
    quotes: list.quotes,
    status: status ?? "all",
    answered: answered && /^[A-Z]{2}-\d{4}-\d{4,}$/.test(answered) ? answered : null,
    locale: shop.domain.locale,
  };
}

export type StaffQuoteActionData = FormResult & { id: string; values: Record<string, string> };

export async function staffQuoteAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  requireAdminSession(context, url);
  const { api } = getRequestState(context);
  const values = Object.fromEntries(
    [...(await readForm(request))].flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value.slice(0, 600)]] : [],
    ),
  ) as Record<string, string>;
  const id = (values.id ?? "").slice(0, 100);
  const parsed = answerFormSchema.safeParse(values);
  if (!parsed.success)
    return data<StaffQuoteActionData>({ id, errors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const { price, validUntil, note } = parsed.data;
  const answered = await expectRefusals([400, 404, 409], () =>
    api.call(quoteEndpoints.answer, {
      params: { id: parsed.data.id },
      body: { priceCentAmount: price, validUntil, ...(note ? { note } : {}) } satisfies QuoteAnswerBody,
    }),
  );
  if (answered instanceof ApiError) {
    const errors: FieldErrors = upstreamFieldErrors(answered).validUntil
      ? { validUntil: "admin:quotes.datePast" }
      : { form: answered.status === 409 ? "admin:quotes.decided" : "admin:quotes.invalid" };
    return data<StaffQuoteActionData>({ id, errors, values }, { status: answered.status });
  }
  const status = url.searchParams.get("status") ?? "new";
  return redirect(
    `${url.pathname}?${new URLSearchParams({ status: statusFilter.safeParse(status).success || status === "all" ? status : "new", answered: answered.quoteNumber })}`,
    303,
  );
}

/** The customer's attachment, streamed from the API for staff only (named, typed by content). */
export async function staffQuoteAttachment(context: Readonly<RouterContextProvider>, url: URL) {
  requireAdminSession(context, url);
  const { api } = getRequestState(context);
  const id = url.searchParams.get("id") ?? "";
  if (!/^[A-Za-z0-9-]{1,100}$/.test(id)) return new Response("Not found", { status: 404 });
  const upstream = await api.forward("GET", fillPath(quoteEndpoints.attachment.path, { id }), null);
  if (!upstream.ok) return new Response("Not found", { status: 404 });
  const headers = new Headers({ "x-content-type-options": "nosniff", "cache-control": "private, no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
