import { hasForbiddenCharacters } from "#contract/text";
import { pageRoute, type RequestContext, type RouteDefinition } from "../context";
import { notFound } from "../http/errors";
import { findOrder } from "../orders/orders.repository";
import { findIntent, type IntentRow, moveIntent, rememberPaymentMethod } from "./payments.repository";
import { deliverEvent, PROVIDER_PATH, signedEvent } from "./payments.routes";
import {
  answerChallenge,
  checkCard,
  digitsOnly,
  ibanValid,
  mandateReference,
  maskIban,
  normaliseIban,
} from "./provider.rules";
import { type ProviderPageText, providerText } from "./provider-page-text";

/**
 * The simulated payment provider's own pages (ADR 012), served by the embedded API and reached by the
 * browser through the storefront's same-origin /api/v1 proxy. Plain HTML forms: they work without
 * JavaScript, and card numbers and IBANs are typed here, never into the storefront.
 */

const SANDBOX_CODE = "123456";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function html(status: number, title: string, body: string, lang: string): Response {
  const page = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#16213e}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #16213e22}
.brand{font-weight:700;color:#4b2bb5;letter-spacing:.02em}h1{font-size:1.35rem;margin:.25rem 0 1rem}
.amount{font-size:1.6rem;font-weight:700;margin:0 0 1rem}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=text],input[type=password]{box-sizing:border-box;width:100%;padding:.6rem .7rem;border:1px solid #9aa3b5;border-radius:8px;font:inherit}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
button{width:100%;margin-top:1rem;padding:.75rem;border:0;border-radius:999px;background:#4b2bb5;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button.secondary{background:#fff;color:#4b2bb5;border:2px solid #4b2bb5}.error{color:#b3261e;font-weight:600}
.hint{color:#5b6479;font-size:.9rem}.sandbox{background:#fff7e0;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
</style></head><body><main><p class="brand">${escapeHtml(title)}</p>${body}</main></body></html>`;
  return new Response(page, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

/** Back to the shop's payment result (the shop reads the outcome from the API, never from this URL). */
function backToShop(intent: IntentRow): Response {
  const query = new URLSearchParams({ order: intent.order_id, intent: intent.id });
  return redirect(`${intent.return_path}${intent.return_path.includes("?") ? "&" : "?"}${query}`);
}

async function loadIntent(context: RequestContext, method: IntentRow["method"]) {
  const intent = await findIntent(context.db, context.params.id ?? "");
  if (!intent || intent.tenant_key !== context.tenant.key || intent.method !== method) {
    throw notFound("INTENT_NOT_FOUND", "No such payment");
  }
  const order = await findOrder(context.db, intent.tenant_key, intent.order_id);
  if (!order) throw notFound("ORDER_NOT_FOUND", "No such order");
  return { intent, order, text: providerText(context.tenant.locale) };
}

async function form(context: RequestContext): Promise<URLSearchParams> {
  return new URLSearchParams((await context.request.text()).slice(0, 10_000));
}

function amountLine(text: ProviderPageText, intent: IntentRow, orderNumber: string, locale: string) {
  const amount = new Intl.NumberFormat(locale, { style: "currency", currency: intent.currency_code }).format(
    intent.amount_cent / 100,
  );
  return `<p class="hint">${escapeHtml(text.order(orderNumber))}</p><p class="amount">${escapeHtml(amount)}</p>`;
}

function closed(text: ProviderPageText, intent: IntentRow, lang: string): Response {
  const query = new URLSearchParams({ order: intent.order_id, intent: intent.id });
  return html(
    409,
    text.provider,
    `<h1>${escapeHtml(text.closed)}</h1><p><a href="${escapeHtml(`${intent.return_path}?${query}`)}">${escapeHtml(text.backToShop)}</a></p>`,
    lang,
  );
}

async function finish(context: RequestContext, intent: IntentRow, status: "succeeded" | "failed") {
  const { event, signature } = await signedEvent(context, intent, status);
  await deliverEvent(context, event, signature);
  return backToShop(intent);
}

/* ---------- card ---------- */

function cardPage(
  context: RequestContext,
  loaded: Awaited<ReturnType<typeof loadIntent>>,
  error: string | null,
  holder = "",
) {
  const { intent, order, text } = loaded;
  const lang = context.tenant.locale.slice(0, 2);
  const action = `${PROVIDER_PATH}/card/${intent.id}/`;
  return html(
    error ? 422 : 200,
    text.provider,
    `<h1>${escapeHtml(text.cardTitle)}</h1>${amountLine(text, intent, order.order_number, context.tenant.locale)}
<p class="sandbox">${escapeHtml(text.cardSandbox)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${action}">
<label for="holder">${escapeHtml(text.holder)}</label><input type="text" id="holder" name="holder" autocomplete="cc-name" value="${escapeHtml(holder)}" required maxlength="80">
<label for="number">${escapeHtml(text.cardNumber)}</label><input type="text" id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<div class="row"><div><label for="expiry">${escapeHtml(text.expiry)}</label><input type="text" id="expiry" name="expiry" placeholder="MM/AA" autocomplete="cc-exp" required maxlength="7"></div>
<div><label for="cvc">${escapeHtml(text.cvc)}</label><input type="password" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div></div>
<button type="submit" name="decision" value="pay">${escapeHtml(text.pay)}</button>
</form>
<form method="post" action="${action}"><button class="secondary" type="submit" name="decision" value="cancel">${escapeHtml(text.cancel)}</button></form>`,
    lang,
  );
}

async function showCard(context: RequestContext) {
  const loaded = await loadIntent(context, "card");
  if (loaded.intent.status !== "requires_action")
    return closed(loaded.text, loaded.intent, context.tenant.locale.slice(0, 2));
  return cardPage(context, loaded, null);
}

async function submitCard(context: RequestContext) {
  const loaded = await loadIntent(context, "card");
  const { intent, text } = loaded;
  if (intent.status !== "requires_action") return closed(text, intent, context.tenant.locale.slice(0, 2));
  const fields = await form(context);
  const now = context.now();
  if (fields.get("decision") === "cancel") {
    await moveIntent(context.db, intent, "cancelled", now.toISOString());
    return backToShop(intent);
  }
  const holder = (fields.get("holder") ?? "").trim().slice(0, 80);
  const check = checkCard(
    { number: fields.get("number") ?? "", expiry: fields.get("expiry") ?? "", cvc: fields.get("cvc") ?? "" },
    intent.amount_cent,
    now,
  );
  if (!holder) return cardPage(context, loaded, text.errors.holder, holder);
  // Stored as the saved card's holder: the same rule as every other name the API keeps (contract/text.ts).
  if (hasForbiddenCharacters(holder)) return cardPage(context, loaded, text.errors.holder_characters, "");
  if (!check.ok) {
    if (check.reason !== "declined") return cardPage(context, loaded, text.errors[check.reason], holder);
    return finish(context, intent, "failed");
  }
  await moveIntent(context.db, intent, "requires_action", now.toISOString(), { card_last4: check.last4 });
  const [month, year] = (fields.get("expiry") ?? "").split("/").map((part) => Number(part.trim()));
  await rememberPaymentMethod(
    context.db,
    intent.customer_id,
    {
      kind: "card",
      last4: check.last4,
      holder,
      brand: cardBrand(digitsOnly(fields.get("number") ?? "")),
      reference: null,
      expiry: month && year ? { month, year: 2000 + year } : null,
    },
    now.toISOString(),
  );
  if (check.next === "authorised") return finish(context, intent, "succeeded");
  // 3-D Secure: the bank's device data collection runs first, then its challenge.
  return redirect(`${PROVIDER_PATH}/card/${intent.id}/collect/`);
}

function cardBrand(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]|^2[2-7]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "card";
}

/** The issuer's data collector: a moment of "contacting your bank", then the challenge (no JS needed). */
async function collectDeviceData(context: RequestContext) {
  const { intent, text } = await loadIntent(context, "card");
  const lang = context.tenant.locale.slice(0, 2);
  if (intent.status !== "requires_action") return closed(text, intent, lang);
  const next = `${PROVIDER_PATH}/card/${intent.id}/challenge/`;
  const response = html(
    200,
    text.bank,
    `<h1>${escapeHtml(text.collecting)}</h1><p><a href="${next}">${escapeHtml(text.continue)}</a></p>`,
    lang,
  );
  response.headers.set("refresh", `1; url=${next}`);
  return response;
}

async function showChallenge(context: RequestContext, error: string | null = null) {
  const { intent, order, text } = await loadIntent(context, "card");
  const lang = context.tenant.locale.slice(0, 2);
  if (intent.status !== "requires_action") return closed(text, intent, lang);
  const action = `${PROVIDER_PATH}/card/${intent.id}/challenge/`;
  return html(
    error ? 422 : 200,
    text.bank,
    `<h1>${escapeHtml(text.challengeTitle)}</h1>${amountLine(text, intent, order.order_number, context.tenant.locale)}
<p>${escapeHtml(text.challengeIntro(intent.card_last4 ?? "••••"))}</p><p class="sandbox">${escapeHtml(text.challengeSandbox(SANDBOX_CODE))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${action}"><label for="code">${escapeHtml(text.code)}</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6">
<button type="submit" name="decision" value="confirm">${escapeHtml(text.confirm)}</button></form>
<form method="post" action="${action}"><button class="secondary" type="submit" name="decision" value="cancel">${escapeHtml(text.cancel)}</button></form>`,
    lang,
  );
}

async function submitChallenge(context: RequestContext) {
  const { intent, text } = await loadIntent(context, "card");
  if (intent.status !== "requires_action") return closed(text, intent, context.tenant.locale.slice(0, 2));
  const fields = await form(context);
  if (fields.get("decision") === "cancel") {
    await moveIntent(context.db, intent, "cancelled", context.now().toISOString());
    return backToShop(intent);
  }
  const code = (fields.get("code") ?? "").trim();
  if (!/^\d{6}$/.test(code)) return showChallenge(context, text.errors.code);
  const answer = answerChallenge(code, SANDBOX_CODE, intent.challenge_failures);
  if (answer.next !== "retry") return finish(context, intent, answer.next);
  // Another try, as a bank gives one (issue 38 §5): only while the intent still waits for this payer.
  await context.db
    .updateTable("payment_intents")
    .set({ challenge_failures: intent.challenge_failures + 1, updated_at: context.now().toISOString() })
    .where("id", "=", intent.id)
    .where("status", "=", "requires_action")
    .where("challenge_failures", "=", intent.challenge_failures)
    .execute();
  return showChallenge(context, text.wrongCode(answer.triesLeft));
}

/* ---------- PayPal ---------- */

async function showPaypal(context: RequestContext) {
  const { intent, order, text } = await loadIntent(context, "paypal");
  const lang = context.tenant.locale.slice(0, 2);
  if (intent.status !== "requires_action") return closed(text, intent, lang);
  const action = `${PROVIDER_PATH}/paypal/${intent.id}/`;
  return html(
    200,
    "PayPal",
    `<h1>${escapeHtml(text.paypalTitle)}</h1>${amountLine(text, intent, order.order_number, context.tenant.locale)}
<p>${escapeHtml(text.paypalIntro)}</p>
<form method="post" action="${action}"><button type="submit" name="decision" value="approve">${escapeHtml(text.approve)}</button></form>
<form method="post" action="${action}"><button class="secondary" type="submit" name="decision" value="cancel">${escapeHtml(text.cancel)}</button></form>`,
    lang,
  );
}

async function submitPaypal(context: RequestContext) {
  const { intent, text } = await loadIntent(context, "paypal");
  if (intent.status !== "requires_action") return closed(text, intent, context.tenant.locale.slice(0, 2));
  const fields = await form(context);
  const now = context.now().toISOString();
  if (fields.get("decision") !== "approve") {
    await moveIntent(context.db, intent, "cancelled", now);
    return backToShop(intent);
  }
  // Approved: the shop's capture follows at once, confirmed by the provider's callback.
  if (!(await moveIntent(context.db, intent, "processing", now))) return backToShop(intent);
  return finish(context, { ...intent, status: "processing" }, "succeeded");
}

/* ---------- SEPA mandate ---------- */

async function showMandate(
  context: RequestContext,
  error: string | null = null,
  values = { holder: "", iban: "" },
) {
  const { intent, order, text } = await loadIntent(context, "sepa");
  const lang = context.tenant.locale.slice(0, 2);
  if (intent.status !== "requires_action") return closed(text, intent, lang);
  const action = `${PROVIDER_PATH}/sepa/${intent.id}/`;
  return html(
    error ? 422 : 200,
    text.provider,
    `<h1>${escapeHtml(text.sepaTitle)}</h1>${amountLine(text, intent, order.order_number, context.tenant.locale)}
<p class="sandbox">${escapeHtml(text.sepaSandbox)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${action}">
<label for="holder">${escapeHtml(text.accountHolder)}</label><input type="text" id="holder" name="holder" value="${escapeHtml(values.holder)}" required maxlength="80">
<label for="iban">IBAN</label><input type="text" id="iban" name="iban" value="${escapeHtml(values.iban)}" autocomplete="off" required maxlength="42">
<label class="check"><input type="checkbox" name="accept" value="on" required> <span>${escapeHtml(text.mandateText)}</span></label>
<button type="submit" name="decision" value="sign">${escapeHtml(text.sign)}</button></form>
<form method="post" action="${action}"><button class="secondary" type="submit" name="decision" value="cancel">${escapeHtml(text.cancel)}</button></form>`,
    lang,
  );
}

async function submitMandate(context: RequestContext) {
  const { intent, order, text } = await loadIntent(context, "sepa");
  if (intent.status !== "requires_action") return closed(text, intent, context.tenant.locale.slice(0, 2));
  const fields = await form(context);
  const now = context.now().toISOString();
  if (fields.get("decision") === "cancel") {
    await moveIntent(context.db, intent, "cancelled", now);
    return backToShop(intent);
  }
  const holder = (fields.get("holder") ?? "").trim().slice(0, 80);
  const iban = (fields.get("iban") ?? "").slice(0, 42);
  if (!holder) return showMandate(context, text.errors.holder, { holder, iban });
  if (hasForbiddenCharacters(holder))
    return showMandate(context, text.errors.holder_characters, { holder: "", iban });
  if (!ibanValid(iban)) return showMandate(context, text.errors.iban, { holder, iban });
  if (fields.get("accept") !== "on") return showMandate(context, text.errors.accept, { holder, iban });
  const reference = mandateReference(order.order_number, intent.id);
  const signed = { mandate_reference: reference, masked_iban: maskIban(iban) };
  if (!(await moveIntent(context.db, intent, "processing", now, signed))) return backToShop(intent);
  await rememberPaymentMethod(
    context.db,
    intent.customer_id,
    {
      kind: "sepa_mandate",
      last4: normaliseIban(iban).slice(-4),
      holder,
      brand: null,
      reference,
      expiry: null,
    },
    now,
  );
  // The sandbox bank accepts the collection straight away and the provider confirms it.
  return finish(context, { ...intent, ...signed, status: "processing" }, "succeeded");
}

export const providerPageRoutes: readonly RouteDefinition[] = [
  pageRoute("GET", `${PROVIDER_PATH}/card/:id`, showCard),
  pageRoute("POST", `${PROVIDER_PATH}/card/:id`, submitCard),
  pageRoute("GET", `${PROVIDER_PATH}/card/:id/collect`, collectDeviceData),
  pageRoute("GET", `${PROVIDER_PATH}/card/:id/challenge`, (context) => showChallenge(context)),
  pageRoute("POST", `${PROVIDER_PATH}/card/:id/challenge`, submitChallenge),
  pageRoute("GET", `${PROVIDER_PATH}/paypal/:id`, showPaypal),
  pageRoute("POST", `${PROVIDER_PATH}/paypal/:id`, submitPaypal),
  pageRoute("GET", `${PROVIDER_PATH}/sepa/:id`, (context) => showMandate(context)),
  pageRoute("POST", `${PROVIDER_PATH}/sepa/:id`, submitMandate),
];
