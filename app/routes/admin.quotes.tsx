import { Form } from "react-router";
import { QUOTE_STATUSES } from "#contract/quotes/quote-constants";
import { loadStaffQuotes, type StaffQuote, staffQuoteAction } from "~/features/admin/staff-quotes.server";
import { quoteStatusOf } from "~/features/quotes/QuotesPage";
import { formatCalendarDate, formatDate, formatFileSize, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { screenMeta } from "~/shell/screen-meta";
import { Alert } from "~/ui/Alert";
import { SelectField, TextField } from "~/ui/TextField";
import type { Route } from "./+types/admin.quotes";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadStaffQuotes(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return staffQuoteAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "admin:quotes.title", defaultValue: "Quote desk" });

/** Staff quote desk (issue 16): the shop's requests, each answered with a price excl. VAT and a date. */
export default function StaffQuotesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { quotes, locale } = loaderData;
  return (
    <div className="container staff-orders staff-quotes">
      <h1>{t("admin:quotes.title", { defaultValue: "Quote desk" })}</h1>
      <Form method="get" className="orders-filter" role="search">
        <SelectField
          id="staff-quote-status"
          name="status"
          label={t("admin:quotes.filter", { defaultValue: "Show" })}
          defaultValue={loaderData.status}
          options={[
            ...QUOTE_STATUSES.map((status) => ({
              value: status,
              label: t(`quotes:status.${status}`, { defaultValue: status }),
            })),
            { value: "all", label: t("admin:quotes.all", { defaultValue: "All" }) },
          ]}
        />
        <button type="submit" className="button button--secondary">
          {t("admin:quotes.apply", { defaultValue: "Show" })}
        </button>
      </Form>
      {loaderData.answered ? (
        <Alert tone="success">
          <p>
            {t("admin:quotes.answered", {
              defaultValue: "Answer to {{number}} sent.",
              number: loaderData.answered,
            })}
          </p>
        </Alert>
      ) : null}
      {quotes.length === 0 ? (
        <p className="cart-empty">{t("admin:quotes.none", { defaultValue: "No request here." })}</p>
      ) : (
        <ul className="order-cards">
          {quotes.map((quote) => (
            <StaffQuoteCard
              key={quote.id}
              quote={quote}
              locale={locale}
              result={actionData?.id === quote.id ? actionData : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type CardProps = {
  quote: StaffQuote;
  locale: string;
  result: { errors: Partial<Record<string, string>>; values: Record<string, string> } | undefined;
};

function StaffQuoteCard({ quote, locale, result }: CardProps) {
  const { t } = useTranslation();
  const status = quoteStatusOf(quote);
  const error = (field: string) => {
    const key = result?.errors[field];
    return key ? t(key, { defaultValue: "Please check this field." }) : undefined;
  };
  const answerable = quote.status === "new" || quote.status === "answered";
  const titleId = `staff-quote-${quote.id}`;
  return (
    <li className="order-card quote-card" data-quote-number={quote.quoteNumber} aria-labelledby={titleId}>
      <div>
        <h2 className="order-card__number" id={titleId}>
          {quote.quoteNumber} · {quote.productName}
        </h2>
        <p className="order-card__meta">
          {quote.customer.name} ({quote.customer.email}) · {formatDate(quote.createdAt)} · {quote.quantity} ·{" "}
          {quote.country}
          {quote.deadline ? ` · ${formatCalendarDate(quote.deadline, locale)}` : ""}
        </p>
        <p className="order-card__meta">
          {quote.options.map((option) => `${option.label}: ${option.valueLabel}`).join(" · ")}
        </p>
        <p className="quote-card__message">{quote.message}</p>
        {quote.attachment ? (
          <p className="order-card__meta">
            <a href={`/admin/quotes/attachment?${new URLSearchParams({ id: quote.id })}`} download>
              {quote.attachment.name}
            </a>{" "}
            ({quote.attachment.type.toUpperCase()}, {formatFileSize(quote.attachment.sizeBytes, locale)})
          </p>
        ) : null}
      </div>
      <span className={`status-badge status-badge--quote-${status}`}>
        {t(`quotes:status.${status}`, { defaultValue: status })}
      </span>
      {quote.answer ? (
        <p className="quote-card__answer">
          {formatPrice(quote.answer.price.centAmount, quote.answer.price.currencyCode, locale)}{" "}
          {t("quotes:list.exclVat", { defaultValue: "excl. VAT" })} ·{" "}
          {formatCalendarDate(quote.answer.validUntil, locale)}
        </p>
      ) : null}
      {answerable ? (
        <Form method="post" className="quote-card__answer staff-quote__form" noValidate>
          {result?.errors.form ? (
            <p className="field__error" role="alert">
              {error("form")}
            </p>
          ) : null}
          <input type="hidden" name="id" value={quote.id} />
          <div className="form-row">
            <TextField
              id={`price-${quote.id}`}
              name="price"
              inputMode="decimal"
              required
              label={t("admin:quotes.price", {
                defaultValue: "Price excl. VAT ({{currency}})",
                currency: quote.currencyCode,
              })}
              defaultValue={
                result?.values.price ?? (quote.answer ? (quote.answer.price.centAmount / 100).toFixed(2) : "")
              }
              error={error("price")}
            />
            <TextField
              id={`valid-${quote.id}`}
              name="validUntil"
              type="date"
              required
              label={t("admin:quotes.validUntil", { defaultValue: "Valid until" })}
              defaultValue={result?.values.validUntil ?? quote.answer?.validUntil ?? ""}
              error={error("validUntil")}
            />
          </div>
          <TextField
            id={`note-${quote.id}`}
            name="note"
            maxLength={500}
            label={t("admin:quotes.note", { defaultValue: "Note to the customer (optional)" })}
            defaultValue={result?.values.note ?? quote.answer?.note ?? ""}
            error={error("note")}
          />
          <button type="submit" className="button button--primary">
            {quote.answer
              ? t("admin:quotes.update", {
                  defaultValue: "Correct the answer to {{number}}",
                  number: quote.quoteNumber,
                })
              : t("admin:quotes.send", { defaultValue: "Answer {{number}}", number: quote.quoteNumber })}
          </button>
        </Form>
      ) : null}
    </li>
  );
}
