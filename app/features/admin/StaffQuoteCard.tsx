import { Form } from "react-router";
import type { StaffQuote } from "~/features/admin/staff-quotes.server";
import { quoteStatusOf } from "~/features/quotes/QuotesPage";
import { formatCalendarDate, formatDate, formatFileSize, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { FieldError } from "~/ui/Field";
import { TextField } from "~/ui/TextField";

/** One quote request on the staff desk: what was asked, the files, and the form that answers it. */

type CardProps = {
  quote: StaffQuote;
  locale: string;
  result: { errors: Partial<Record<string, string>>; values: Record<string, string> } | undefined;
};

export function StaffQuoteCard({ quote, locale, result }: CardProps) {
  const { t } = useTranslation();
  const status = quoteStatusOf(quote);
  const answerable = quote.status === "new" || quote.status === "answered";
  const titleId = `staff-quote-${quote.id}`;
  return (
    <li className="order-card quote-card" data-quote-number={quote.quoteNumber} aria-labelledby={titleId}>
      <QuoteRequestDetails quote={quote} locale={locale} titleId={titleId} />
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
      {answerable ? <QuoteAnswerForm quote={quote} result={result} /> : null}
    </li>
  );
}

/** What the customer asked: who, when, how many, the configuration, the message and the attachment. */
function QuoteRequestDetails({ quote, locale, titleId }: Omit<CardProps, "result"> & { titleId: string }) {
  return (
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
  );
}

/** The staff's answer: a price and a validity date, prefilled with the current answer to correct it. */
function QuoteAnswerForm({ quote, result }: Omit<CardProps, "locale">) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const key = result?.errors[field];
    return key ? t(key, { defaultValue: "Please check this field." }) : undefined;
  };
  return (
    <Form method="post" className="quote-card__answer staff-quote__form" noValidate>
      {result?.errors.form ? <FieldError announce>{error("form")}</FieldError> : null}
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
  );
}
