import { Form, Link } from "react-router";
import { QUOTE_MESSAGE_MAX } from "#contract/quotes/quote-constants";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { Field } from "~/ui/Field";
import { SubmitButton } from "~/ui/SubmitButton";
import { SelectField, TextAreaField, TextField } from "~/ui/TextField";
import { optionFieldName } from "./quote-links";
import type { QuoteRequestActionData, QuoteRequestData } from "./quotes.server";

export type QuoteRequestPageProps = {
  data: QuoteRequestData;
  action: string;
  result: QuoteRequestActionData | undefined;
};

const ACCEPTED_FILES = "application/pdf,image/png,image/jpeg,image/tiff,.pdf,.png,.jpg,.jpeg,.tif,.tiff";

type Product = NonNullable<QuoteRequestData["product"]>;
type ErrorFor = (field: string) => string | undefined;

/** The custom quote request (issue 16): the configuration from the link, and what only the customer knows. */
export function QuoteRequestPage({ data, action, result }: QuoteRequestPageProps) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const key = result?.errors[field];
    return key ? t(key, { defaultValue: "Please check this field." }) : undefined;
  };
  const { product } = data;
  return (
    <div className="container quote-request">
      <h1>{t("quotes:request.title", { defaultValue: "Request a custom quote" })}</h1>
      <p className="quote-request__intro">
        {t("quotes:request.intro", {
          defaultValue:
            "Tell us what you need: our team answers with a price and a validity date, usually within two working days.",
        })}
      </p>
      {!product ? (
        <NoProductNotice homePath={data.homePath} />
      ) : (
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="form-stack account-card"
          noValidate
        >
          {result?.errors.form ? (
            <Alert tone="danger">
              <p>{error("form")}</p>
            </Alert>
          ) : null}
          <input type="hidden" name="product" value={product.key} />
          <QuotedConfiguration product={product} />
          <ProjectFields data={data} values={result?.values} error={error} />
          <SubmitButton
            action={action}
            pendingLabel={t("quotes:request.sending", { defaultValue: "Sending…" })}
          >
            {t("quotes:request.submit", { defaultValue: "Send my request" })}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}

/** Reached without a product link: the request needs a configuration to quote. */
function NoProductNotice({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      <p>
        {t("quotes:request.noProduct", {
          defaultValue: "Open the product you need and choose “Request a custom quote” there.",
        })}
      </p>
      <p>
        <Link to={homePath}>{t("quotes:request.browse", { defaultValue: "Browse our products" })}</Link>
      </p>
    </Alert>
  );
}

/** The product and options the customer chose, shown and posted back unchanged. */
function QuotedConfiguration({ product }: { product: Product }) {
  return (
    <section aria-labelledby="quote-product">
      <h2 id="quote-product" className="quote-request__product">
        {product.name}
      </h2>
      <dl className="quote-options">
        {product.options.map((option) => (
          <div key={option.name} className="quote-options__row" hidden={option.hidden}>
            <dt>{option.label}</dt>
            <dd>{option.valueLabel}</dd>
            <input type="hidden" name={optionFieldName(option.name)} value={option.value} />
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What only the customer knows: how many, by when, where to, the project and an attachment. */
function ProjectFields({
  data,
  values,
  error,
}: {
  data: QuoteRequestData;
  values: QuoteRequestActionData["values"] | undefined;
  error: ErrorFor;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="form-row">
        <TextField
          id="quote-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          required
          label={t("quotes:field.quantity", { defaultValue: "Quantity" })}
          defaultValue={values?.quantity ?? (data.quantity ? String(data.quantity) : "")}
          error={error("quantity")}
        />
        <TextField
          id="quote-deadline"
          name="deadline"
          type="date"
          min={data.today}
          label={t("quotes:field.deadline", { defaultValue: "Needed by (optional)" })}
          defaultValue={values?.deadline ?? ""}
          error={error("deadline")}
        />
      </div>
      <SelectField
        id="quote-country"
        name="country"
        autoComplete="country"
        label={t("quotes:field.country", { defaultValue: "Delivery country" })}
        defaultValue={values?.country ?? data.defaultCountry}
        options={data.countries.map((country) => ({ value: country.iso2, label: country.name }))}
        error={error("country")}
      />
      <TextAreaField
        id="quote-message"
        name="message"
        rows={6}
        required
        maxLength={QUOTE_MESSAGE_MAX}
        label={t("quotes:field.message", { defaultValue: "Your project" })}
        hint={t("quotes:field.messageHint", {
          defaultValue: "Quantities, finishes, deliveries in several places… anything that matters.",
        })}
        defaultValue={values?.message ?? ""}
        error={error("message")}
      />
      <Field
        id="quote-file"
        label={t("quotes:field.file", { defaultValue: "Attachment (optional)" })}
        hint={t("quotes:field.fileHint", { defaultValue: "PDF, PNG, JPEG or TIFF." })}
        error={error("file")}
      >
        {(control) => (
          <input {...control} type="file" name="file" accept={ACCEPTED_FILES} className="field__input" />
        )}
      </Field>
    </>
  );
}
