import { z } from "zod";
import { quoteEndpoints } from "#contract/quotes/quote.endpoints";
import { quoteAnswerBodySchema } from "#contract/quotes/quote.requests";
import { QUOTE_STATUSES, type StaffQuote } from "#contract/quotes/quote.schemas";
import { requireStaff } from "../accounts/staff-access";
import { ARTWORK_CONTENT_TYPES, type ArtworkType } from "../artwork/artwork.rules";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { fileKeys, responseBody } from "../files/file-store";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { parseQuery } from "../http/validation";
import { paragraphs, queueRequestMail } from "../mail/request-mail";
import { findQuote, listShopQuotes, moveQuote, type QuoteRow, toQuoteView } from "./quotes.repository";
import { parisToday } from "./quotes.routes";
import { answerEmail, canMove } from "./quotes.rules";

/**
 * Custom quotes, staff's side (issue 16, ADR 026): the shop's requests, an answer with a price and a
 * validity date (correctable until the customer decides), and the customer's attachment. Admins only.
 */

const listQuery = z.object({ status: z.enum(QUOTE_STATUSES).optional() });

async function staffView(context: RequestContext, row: QuoteRow): Promise<StaffQuote> {
  const customer = await context.db
    .selectFrom("customers")
    .select(["email", "first_name", "last_name"])
    .where("id", "=", row.customer_id)
    .executeTakeFirstOrThrow();
  return {
    ...toQuoteView(row, parisToday(context)),
    customer: { email: customer.email, name: `${customer.first_name} ${customer.last_name}`.trim() },
  };
}

/** GET admin/quotes?status=: the shop's requests, newest first. */
async function listStaffQuotes(context: RequestContext) {
  await requireStaff(context, "quotes:read");
  const { status } = parseQuery(context.url, listQuery);
  const rows = await listShopQuotes(context.db, context.tenant.key, status ?? null);
  const today = parisToday(context);
  return {
    quotes: rows.map(({ email, first_name, last_name, ...row }) => ({
      ...toQuoteView(row, today),
      customer: { email, name: `${first_name} ${last_name}`.trim() },
    })),
  };
}

/** POST admin/quote/{id}/answer: the price excl. VAT and validity date; not in the past. */
async function answerQuote(context: RequestContext) {
  const staff = await requireStaff(context, "quotes:write");
  const quote = await findQuote(context.db, context.tenant.key, context.params.id ?? "");
  if (!quote) throw notFound("QUOTE_NOT_FOUND", "No such quote");
  const body = await readJsonBody(context.request, quoteAnswerBodySchema);
  if (!canMove(quote.status, "answered"))
    throw new HttpError(409, "QUOTE_DECIDED", `A ${quote.status} quote can no longer be answered`);
  if (body.validUntil < parisToday(context))
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      { path: "validUntil", code: "too_small", message: "The validity date is in the past" },
    ]);
  const moved = await moveQuote(context.db, quote, {
    status: "answered",
    price_cent: body.priceCentAmount,
    valid_until: body.validUntil,
    staff_note: body.note || null,
    answered_by: `staff:${staff.id}`,
    answered_at: context.now().toISOString(),
  });
  const view = await staffView(context, moved);
  const email = answerEmail(context.tenant.baseLocale, context.tenant.name, {
    number: moved.quote_number,
    validUntil: body.validUntil,
  });
  await queueRequestMail(context, context.db, {
    kind: "quote-answer",
    to: view.customer.email,
    subject: email.subject,
    blocks: paragraphs(email.body),
  });
  return view;
}

/** GET admin/quote/{id}/attachment: the customer's file, as stored (typed by content on the way in). */
async function quoteAttachment(context: RequestContext) {
  await requireStaff(context, "quotes:read");
  const quote = await findQuote(context.db, context.tenant.key, context.params.id ?? "");
  if (!quote?.attachment_stored_name || !quote.attachment_type)
    throw notFound("ATTACHMENT_NOT_FOUND", "This quote has no attachment");
  const stored = await context.files.get(fileKeys.quoteAttachment(quote.id, quote.attachment_stored_name));
  if (!stored) throw notFound("ATTACHMENT_NOT_FOUND", "This quote's attachment is missing from storage");
  const type = ARTWORK_CONTENT_TYPES[quote.attachment_type as ArtworkType] ?? "application/octet-stream";
  const name = (quote.attachment_name ?? "attachment").replace(/[^\w.-]+/g, "_");
  return new Response(responseBody(stored), {
    headers: {
      "content-type": type,
      "content-length": String(stored.size),
      "content-disposition": `attachment; filename="${name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}

export const staffQuoteRoutes: readonly RouteDefinition[] = [
  route(quoteEndpoints.staffQuotes, listStaffQuotes),
  route(quoteEndpoints.answer, answerQuote),
  route(quoteEndpoints.attachment, quoteAttachment),
];
