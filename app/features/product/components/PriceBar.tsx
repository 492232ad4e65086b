import type { ReactNode } from "react";
import type { VatDisplay } from "#contract/product/selection-params";
import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import type { StalePrices } from "../product-errors";
import type { Recap } from "../product-page.types";

export type PriceBarProps = {
  recap: Recap | null;
  vat: VatDisplay;
  locale: string;
  /** The chosen delivery's arrival ("YYYY-MM-DD"), when known. */
  arrivalDate: string | null;
  loading: boolean;
  /** The last choice couldn't be priced, and why: the prices shown are the previous choice's. */
  notUpdated?: StalePrices | null;
  /** The add-to-cart button: a real submit button of the configurator form. */
  children: ReactNode;
};

/**
 * The price always in view (issue 17 §2): the total both ways, the delivery date and add to cart,
 * sticky at the bottom of the screen while the shopper is in the configurator. Its height never
 * depends on the figures, so a new price moves nothing on the page.
 */
export function PriceBar({ loading, children, ...shown }: PriceBarProps) {
  const { recap, vat, locale, arrivalDate, notUpdated = null } = shown;
  return (
    <div className="sticky-bar price-bar" data-testid="price-bar" aria-busy={loading || undefined}>
      <CachedElement
        as="p"
        className="price-bar__price"
        name="price-bar"
        // The totals, dates and state it shows, as text: a new price is a new key.
        keyParts={() => [
          recap ? JSON.stringify([recap.totalExclTax, recap.totalInclTax, recap.currency]) : null,
          vat,
          locale,
          arrivalDate,
          notUpdated,
        ]}
      >
        <PriceLine {...shown} />
      </CachedElement>
      {children}
    </div>
  );
}

/** The bar's figures: pure (the same markup for the same props and translations). */
function PriceLine({
  recap,
  vat,
  locale,
  arrivalDate,
  notUpdated = null,
}: Omit<PriceBarProps, "loading" | "children">) {
  const { t } = useTranslation();
  const money = (cents: number) => (recap ? formatPrice(cents, recap.currency, locale) : "");
  const [lead, other] = vat === "incl" ? (["incl", "excl"] as const) : (["excl", "incl"] as const);
  const amount = (which: "incl" | "excl") =>
    recap ? money(which === "incl" ? recap.totalInclTax : recap.totalExclTax) : "–";
  const taxLabel = (which: "incl" | "excl") =>
    t(`product:recap.${which}`, { defaultValue: which === "excl" ? "excl. VAT" : "incl. VAT" });
  return (
    <>
      <span className="price-bar__lead">
        <span className="price-bar__amount">{amount(lead)}</span> {taxLabel(lead)}
      </span>
      <span className="price-bar__other">
        {amount(other)} {taxLabel(other)}
      </span>
      {notUpdated ? (
        // In view wherever the shopper is; the configurator's alert says why.
        <span className="price-bar__delivery price-bar__delivery--not-updated">
          {notUpdated === "offline"
            ? t("product:priceBar.offline", { defaultValue: "Offline" })
            : t("product:priceBar.notUpdated", { defaultValue: "Not updated" })}
        </span>
      ) : (
        <span className="price-bar__delivery">
          {arrivalDate
            ? // A phone's bar has room for "jeu. 3 déc.", not "jeudi 3 décembre" (issue 38 §2).
              (["long", "short"] as const).map((width) => (
                <span key={width} className={`price-bar__date price-bar__date--${width}`}>
                  {t("product:delivery.arrival", {
                    defaultValue: "Delivered {{date}}",
                    date: formatCalendarDate(arrivalDate, locale, width),
                  })}
                </span>
              ))
            : "\u00a0"}
        </span>
      )}
    </>
  );
}
