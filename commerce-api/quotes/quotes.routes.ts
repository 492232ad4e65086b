import { randomUUID } from "node:crypto";
import { parisClock } from "#contract/delivery/business-days";
import { quoteEndpoints } from "#contract/quotes/quote.endpoints";
import { quoteDecisionBodySchema, quoteToCartBodySchema } from "#contract/quotes/quote.requests";
import { authenticate } from "../accounts/sessions";
import { findCart } from "../cart/cart.repository";
import { requireOpenCart } from "../cart/cart.routes";
import { canWriteLineItem, MAX_LINE_ITEMS } from "../cart/cart.rules";
import { cartView } from "../cart/cart.view";
import { listLineItems, saveLineItem } from "../cart/cart-lines.repository";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { HttpError, notFound } from "../http/errors";
import { paragraphs, queueRequestMail } from "../mail/request-mail";
import {
  requireProduct,
  resolveCountry,
  resolveCurrency,
  selectionOrThrow,
} from "../product/product.service";
import { quotedLine } from "./quote-line";
import { readQuoteRequest, storeAttachment } from "./quote-request";
import { findQuote, insertQuote, listCustomerQuotes, moveQuote, toQuoteView } from "./quotes.repository";
import { acknowledgementEmail, canMove, isOpenAnswer } from "./quotes.rules";

/**
 * Custom quotes, the customer's side (issue 16, ADR 026): ask, list, accept or decline the answer,
 * and put an accepted quote in the cart at staff's price. Signed-in customers only; another
 * customer's quote is the same 404 as a missing one.
 */

export const parisToday = (context: RequestContext) => parisClock(context.now()).date;

async function requireOwnQuote(context: RequestContext) {
  const { customer } = await authenticate(context);
  const quote = await findQuote(context.db, context.tenant.key, context.params.id ?? "");
  if (!quote || quote.customer_id !== customer.id) throw notFound("QUOTE_NOT_FOUND", "No such quote");
  return { customer, quote };
}

/** POST quote (multipart: request JSON, optional file): stores the request and emails an acknowledgement. */
async function requestQuote(context: RequestContext) {
  const { customer } = await authenticate(context);
  const { body, attachment } = await readQuoteRequest(context);
  const product = await requireProduct(context, body.productKey);
  const { definition } = product;
  const selection = selectionOrThrow(definition, body.options, "options");
  const { country } = resolveCountry(context, body.country);
  const currency = resolveCurrency(context, null);
  // The whole configuration is kept (the cart line needs it); hidden features aren't shown.
  const options = definition.features.map((feature) => {
    const value = selection[feature.name] ?? feature.defaultValue;
    const label = feature.options.find((option) => option.value === value)?.label ?? value;
    return {
      name: feature.name,
      label: feature.label,
      value,
      valueLabel: label,
      hidden: Boolean(feature.hidden),
    };
  });
  const now = context.now();
  const id = randomUUID();
  const storedName = attachment ? await storeAttachment(context, id, attachment) : null;
  const row = await insertQuote(
    context.db,
    {
      id,
      tenant_key: context.tenant.key,
      customer_id: customer.id,
      status: "new",
      product_key: definition.productKey,
      product_name: definition.productName,
      options_json: JSON.stringify(options),
      quantity: body.quantity,
      deadline: body.deadline ?? null,
      country,
      currency_code: currency,
      message: body.message,
      attachment_name: attachment?.name ?? null,
      attachment_type: attachment?.type ?? null,
      attachment_stored_name: storedName,
      attachment_size: attachment?.bytes.byteLength ?? null,
      price_cent: null,
      valid_until: null,
      staff_note: null,
      answered_by: null,
      order_id: null,
      created_at: now.toISOString(),
      answered_at: null,
      decided_at: null,
    },
    now.getUTCFullYear(),
  );
  const email = acknowledgementEmail(context.tenant.baseLocale, context.tenant.name, {
    number: row.quote_number,
    productName: row.product_name,
    quantity: row.quantity,
  });
  await queueRequestMail(context, context.db, {
    kind: "quote-acknowledgement",
    to: customer.email,
    subject: email.subject,
    blocks: paragraphs(email.body),
  });
  return toQuoteView(row, parisToday(context));
}

/** GET quotes: the signed-in customer's requests and answers, newest first. */
async function listQuotes(context: RequestContext) {
  const { customer } = await authenticate(context);
  const rows = await listCustomerQuotes(context.db, context.tenant.key, customer.id);
  const today = parisToday(context);
  return { quotes: rows.map((row) => toQuoteView(row, today)) };
}

/** POST quote/{id}/decision: accept (only an unexpired answer) or decline the answer. */
async function decide(context: RequestContext) {
  const { quote } = await requireOwnQuote(context);
  const { decision } = await readJsonBody(context.request, quoteDecisionBodySchema);
  const to = decision === "accept" ? "accepted" : "declined";
  const today = parisToday(context);
  if (!canMove(quote.status, to))
    throw new HttpError(409, "QUOTE_NOT_ANSWERED", `A ${quote.status} quote can't be ${to}`);
  if (to === "accepted" && !isOpenAnswer(quote.status, quote.valid_until, today))
    throw new HttpError(409, "QUOTE_EXPIRED", "This answer is past its validity date");
  const moved = await moveQuote(context.db, quote, { status: to, decided_at: context.now().toISOString() });
  return toQuoteView(moved, today);
}

/** POST quote/{id}/cart {cartId}: one line at the quoted price in the customer's own open cart. */
async function addToCart(context: RequestContext) {
  const { customer, quote } = await requireOwnQuote(context);
  const { cartId } = await readJsonBody(context.request, quoteToCartBodySchema);
  if (quote.status !== "accepted")
    throw new HttpError(409, "QUOTE_NOT_ACCEPTED", "Only an accepted quote can be ordered");
  if (!isOpenAnswer(quote.status, quote.valid_until, parisToday(context)))
    throw new HttpError(409, "QUOTE_EXPIRED", "This answer is past its validity date");
  const cart = await requireOpenCart(context, cartId);
  if (cart.customer_id !== customer.id) throw notFound("CART_NOT_FOUND", `No cart ${cartId}`);
  if (cart.currency_code !== quote.currency_code)
    throw new HttpError(409, "QUOTE_CURRENCY", `This quote is in ${quote.currency_code}`);
  const items = await listLineItems(context.db, cart.id);
  const present = items.find((item) => item.quoteId === quote.id);
  if (present) throw new HttpError(409, "QUOTE_IN_CART", "This quote is already in the cart");
  const product = await requireProduct(context, quote.product_key);
  const { vatRateBp } = resolveCountry(context, quote.country);
  const now = context.now().toISOString();
  const line = quotedLine(quote, product, vatRateBp, { id: randomUUID(), createdAt: now });
  if (!(await saveLineItem(context.db, cart.id, line, now, canWriteLineItem)))
    throw new HttpError(409, "CART_ITEM_LIMIT", `A cart holds at most ${MAX_LINE_ITEMS} line items`);
  const updated = (await findCart(context.db, context.tenant.key, cart.id)) ?? cart;
  return {
    cart: cartView(context.tenant, updated, await listLineItems(context.db, cart.id)),
    lineItemId: line.id,
  };
}

export const quoteRoutes: readonly RouteDefinition[] = [
  route(quoteEndpoints.request, requestQuote),
  route(quoteEndpoints.quotes, listQuotes),
  route(quoteEndpoints.decide, decide),
  route(quoteEndpoints.addToCart, addToCart),
];
