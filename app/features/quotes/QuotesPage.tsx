import { Form } from "react-router";
import type { Quote } from "#contract/quotes/quote.schemas";
import { formatCalendarDate, formatDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import { FieldError } from "~/ui/Field";
import type { QuotesActionData, QuotesPageData } from "./quotes.server";

const STATUS_DEFAULTS: Record<string, string> = {
  new: "Awaiting our answer",
  answered: "Answered",
  accepted: "Accepted",
  declined: "Declined",
  ordered: "Ordered",
  expired: "Expired",
};

export const quoteStatusOf = (quote: Quote) => (quote.expired ? "expired" : quote.status);

/** The personal area's quotes (issue 16): each request, staff's answer, and what the customer can do next. */
export function QuotesPage({ data, result }: { data: QuotesPageData; result: QuotesActionData | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="account-main quotes-page">
      <h1>{t("quotes:list.title", { defaultValue: "My quotes" })}</h1>
      {data.sent ? (
        <Alert tone="success">
          <p>
            {t("quotes:list.sent", {
              defaultValue: "Request {{number}} sent. We've emailed you an acknowledgement.",
              number: data.sent,
            })}
          </p>
        </Alert>
      ) : null}
      {data.done ? (
        <Alert tone="success">
          <p>
            {t(`quotes:list.done.${data.done}`, {
              defaultValue: data.done === "accepted" ? "Quote accepted." : "Quote declined.",
            })}
          </p>
        </Alert>
      ) : null}
      {result && !data.quotes.some((quote) => quote.id === result.id) ? (
        <Alert tone="danger">
          <p>{t(formErrorOf(result) ?? "", { defaultValue: "This change couldn't be made." })}</p>
        </Alert>
      ) : null}
      {data.quotes.length === 0 ? (
        <p className="cart-empty">
          {t("quotes:list.none", {
            defaultValue: "No quote yet. Ask for one from any product page.",
          })}
        </p>
      ) : (
        <ul className="order-cards">
          {data.quotes.map((quote) => (
            <QuoteCard
              key={quote.id}
              quote={quote}
              locale={data.locale}
              error={result?.id === quote.id ? formErrorOf(result) : null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function QuoteCard({ quote, locale, error }: { quote: Quote; locale: string; error: string | null }) {
  const { t } = useTranslation();
  const status = quoteStatusOf(quote);
  const titleId = `quote-${quote.id}`;
  return (
    <li className="order-card quote-card" data-quote-number={quote.quoteNumber} aria-labelledby={titleId}>
      <div>
        <h2 className="order-card__number" id={titleId}>
          {quote.quoteNumber} · {quote.productName}
        </h2>
        <p className="order-card__meta">
          {formatDate(quote.createdAt)} ·{" "}
          {t("quotes:list.quantity", { defaultValue: "{{count}} copies", count: quote.quantity })}
          {quote.deadline
            ? ` · ${t("quotes:list.deadline", {
                defaultValue: "needed by {{date}}",
                date: formatCalendarDate(quote.deadline, locale),
              })}`
            : ""}
        </p>
        <p className="order-card__meta">
          {quote.options.map((option) => `${option.label}: ${option.valueLabel}`).join(" · ")}
        </p>
      </div>
      <span className={`status-badge status-badge--quote-${status}`} data-testid="quote-status">
        {t(`quotes:status.${status}`, { defaultValue: STATUS_DEFAULTS[status] ?? status })}
      </span>
      {quote.answer ? (
        <div className="quote-card__answer">
          <p>
            <strong data-testid="quote-price">
              {formatPrice(quote.answer.price.centAmount, quote.answer.price.currencyCode, locale)}
            </strong>{" "}
            {t("quotes:list.exclVat", { defaultValue: "excl. VAT" })} ·{" "}
            {t("quotes:list.validUntil", {
              defaultValue: "valid until {{date}}",
              date: formatCalendarDate(quote.answer.validUntil, locale),
            })}
          </p>
          {quote.answer.note ? <p className="order-card__meta">{quote.answer.note}</p> : null}
          <QuoteActions quote={quote} />
          {error ? (
            <FieldError announce>{t(error, { defaultValue: "This change couldn't be made." })}</FieldError>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function QuoteActions({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  if (quote.expired) return null;
  const named = { number: quote.quoteNumber };
  if (quote.status === "answered")
    return (
      <Form method="post" className="quote-card__actions">
        <input type="hidden" name="id" value={quote.id} />
        <button type="submit" name="intent" value="accept" className="button button--primary">
          {t("quotes:list.accept", { defaultValue: "Accept quote {{number}}", ...named })}
        </button>
        <button type="submit" name="intent" value="decline" className="button button--link">
          {t("quotes:list.decline", { defaultValue: "Decline quote {{number}}", ...named })}
        </button>
      </Form>
    );
  if (quote.status === "accepted")
    return (
      <Form method="post" className="quote-card__actions">
        <input type="hidden" name="id" value={quote.id} />
        <button type="submit" name="intent" value="addToCart" className="button button--primary">
          {t("quotes:list.addToCart", { defaultValue: "Add quote {{number}} to my basket", ...named })}
        </button>
      </Form>
    );
  return null;
}
