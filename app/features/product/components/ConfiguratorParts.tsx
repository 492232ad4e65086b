import { FROM_MY_DESIGNS_PARAM, SEARCH_ID_PARAM } from "#contract/product/selection-params";
import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import type { ProductActionData } from "../product-actions.types";
import type { ProductView } from "../product-page.types";

/** The configurator's smaller parts: carried parameters, stock, errors, the quote link, the spoken price. */

/** The address parameters the page was opened with that the GET form must carry on (mode, origin, search). */
export function CarriedParams({ view }: { view: ProductView }) {
  const params = new URLSearchParams(view.search);
  const modeParam = view.mode.kind === "new" ? null : view.mode.param;
  const modeValue = modeParam ? params.get(modeParam) : null;
  const searchId = params.get(SEARCH_ID_PARAM);
  return (
    <>
      {modeParam && modeValue !== null ? <input type="hidden" name={modeParam} value={modeValue} /> : null}
      {params.get(FROM_MY_DESIGNS_PARAM) === "1" ? (
        <input type="hidden" name={FROM_MY_DESIGNS_PARAM} value="1" />
      ) : null}
      {searchId ? <input type="hidden" name={SEARCH_ID_PARAM} value={searchId} /> : null}
    </>
  );
}

export function StockNote({ hasInventory }: { hasInventory: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={`stock-note${hasInventory ? "" : " stock-note--out"}`}>
      {hasInventory
        ? t("product:stock.available", { defaultValue: "In stock" })
        : t("product:stock.unavailable", { defaultValue: "Not enough stock for this quantity" })}
    </p>
  );
}

/** The whole form's refusal (a line not added, the page unavailable), with the API's words if any. */
export function CartError({ refusal }: { refusal: ProductActionData | null }) {
  const { t } = useTranslation();
  const error = formErrorOf(refusal);
  if (!error) return null;
  return (
    <Alert tone="danger">
      <p>{t(error, { defaultValue: "This item couldn't be added to your basket." })}</p>
      {refusal?.detail ? <p className="field__hint">{refusal.detail}</p> : null}
    </Alert>
  );
}

/** Submits the configurator itself, so the request screen opens with the configuration on screen. */
export function QuoteRequestButton({ quotePath, productKey }: { quotePath: string; productKey: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--link configurator__quote"
      formMethod="get"
      formAction={quotePath}
      formNoValidate
      name="product"
      value={productKey}
      data-testid="request-quote"
    >
      {t("quotes:link", { defaultValue: "Request a custom quote" })}
    </button>
  );
}

/** What a screen reader hears after a re-quote: the new price and delivery date. */
export function PriceStatus(props: {
  view: ProductView;
  vat: "incl" | "excl";
  announce: boolean;
  arrivalDate: string | null;
}) {
  const { t } = useTranslation();
  const { recap, locale } = props.view;
  return (
    <p id="configurator-status" role="status" className="visually-hidden">
      {props.announce && recap
        ? t("product:status.updated", {
            defaultValue: "Price updated: {{price}}. {{delivery}}",
            price: formatPrice(
              props.vat === "incl" ? recap.totalInclTax : recap.totalExclTax,
              recap.currency,
              locale,
            ),
            delivery: props.arrivalDate ? formatCalendarDate(props.arrivalDate, locale) : "",
          })
        : ""}
    </p>
  );
}
