import { PARAM, type VatDisplay } from "#contract/product/selection-params";
import { formatNumber, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import type { Recap, RecapShipping } from "../product-page.types";

const keepControlled = () => {};

export type RecapPanelProps = {
  recap: Recap | null;
  productName: string;
  quantity: number;
  vat: VatDisplay;
  promocode: string | null;
  locale: string;
  loading: boolean;
};

/**
 * What delivering this order costs on top, by the cart's rule (issue 38 §2), and how far the free
 * delivery threshold is: stated next to the price so the basket holds no surprise.
 */
function ShippingLine({
  shipping,
  vat,
  money,
}: {
  shipping: RecapShipping;
  vat: VatDisplay;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const threshold = shipping.freeFromCent === null ? null : money(shipping.freeFromCent);
  return (
    <div className="recap__line recap__line--shipping" data-testid="recap-shipping">
      <dt>{t("product:recap.shipping", { defaultValue: "Delivery of this order" })}</dt>
      <dd>
        {shipping.free
          ? t("product:recap.shippingFree", { defaultValue: "Free" })
          : money(vat === "incl" ? shipping.taxedCentAmount : shipping.centAmount)}
      </dd>
      {threshold ? (
        <dd className="recap__hint">
          {shipping.missingForFreeCent !== null
            ? t("product:recap.freeFrom", {
                defaultValue: "Free delivery from {{threshold}} excl. VAT: {{amount}} excl. VAT to go.",
                threshold,
                amount: money(shipping.missingForFreeCent),
              })
            : t("product:recap.freeReached", {
                defaultValue: "Free delivery from {{threshold}} excl. VAT: you qualify.",
                threshold,
              })}
        </dd>
      ) : null}
    </div>
  );
}

/** Which amount leads, excl. or incl. VAT: a radio of the GET form, so it works without JS too. */
function TaxSwitch({ vat }: { vat: VatDisplay }) {
  const { t } = useTranslation();
  return (
    <fieldset className="tax-switch">
      <legend className="visually-hidden">
        {t("product:recap.taxSwitch", { defaultValue: "Show prices" })}
      </legend>
      {(["excl", "incl"] as const).map((value) => (
        <label key={value} className="tax-switch__option">
          <input
            type="radio"
            name={PARAM.vat}
            value={value}
            checked={vat === value}
            onChange={keepControlled}
          />
          <span>
            {t(`product:recap.${value}`, { defaultValue: value === "excl" ? "excl. VAT" : "incl. VAT" })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Spec §4 step 9: the totals, with the tax switch choosing which amount leads. */
export function RecapPanel(props: RecapPanelProps) {
  const { recap, productName, quantity, vat, promocode, locale, loading } = props;
  return (
    <CachedElement
      as="section"
      className="recap"
      attributes={{ "aria-labelledby": "recap-title", "aria-busy": loading || undefined }}
      name="recap"
      // Every total it shows, as text: a new price is a new key, never the markup of an older one.
      keyParts={() => [recap ? JSON.stringify(recap) : null, productName, quantity, vat, promocode, locale]}
    >
      <RecapContent {...props} />
    </CachedElement>
  );
}

/** The recap's content: pure (the same markup for the same props and translations). */
function RecapContent({ recap, productName, quantity, vat, promocode, locale }: RecapPanelProps) {
  const { t } = useTranslation();
  const money = (cents: number) => (recap ? formatPrice(cents, recap.currency, locale) : "");
  return (
    <>
      <div className="recap__head">
        <h2 className="recap__title" id="recap-title">
          {t("product:recap.title", { defaultValue: "Your price" })}
        </h2>
        <TaxSwitch vat={vat} />
      </div>
      {recap ? (
        <dl className="recap__lines">
          <div className="recap__line">
            <dt>
              {formatNumber(quantity, locale)} × {productName}
            </dt>
            <dd>
              {recap.discountExclTax > 0 ? (
                <s className="recap__original">
                  {money(vat === "incl" ? recap.originalProductInclTax : recap.originalProductExclTax)}
                </s>
              ) : null}{" "}
              {money(vat === "incl" ? recap.productInclTax : recap.productExclTax)}
            </dd>
          </div>
          {recap.services.map((service) => (
            <div className="recap__line" key={service.key}>
              <dt>
                {t(`product:recap.service.${service.kind}`, {
                  defaultValue: service.kind === "fileCheck" ? "File check" : "Design service",
                })}
              </dt>
              <dd>{money(vat === "incl" ? service.centAmountInclTax : service.centAmount)}</dd>
            </div>
          ))}
          {recap.discountExclTax > 0 && promocode ? (
            <div className="recap__line recap__line--discount">
              <dt>{t("product:recap.discount", { defaultValue: "Code {{code}}", code: promocode })}</dt>
              <dd>− {money(recap.discountExclTax)}</dd>
            </div>
          ) : null}
          <div className="recap__line recap__line--subtotal">
            <dt>{t("product:recap.totalExcl", { defaultValue: "Total excl. VAT" })}</dt>
            <dd data-testid="total-excl">{money(recap.totalExclTax)}</dd>
          </div>
          <div className="recap__line">
            <dt>
              {t("product:recap.vat", {
                defaultValue: "VAT ({{rate}} %)",
                rate: formatNumber(recap.vatRate, locale),
              })}
            </dt>
            <dd>{money(recap.vatAmount)}</dd>
          </div>
          <div className="recap__line recap__line--total">
            <dt>{t("product:recap.totalIncl", { defaultValue: "Total incl. VAT" })}</dt>
            <dd data-testid="total-incl">{money(recap.totalInclTax)}</dd>
          </div>
          {recap.shipping ? <ShippingLine shipping={recap.shipping} vat={vat} money={money} /> : null}
        </dl>
      ) : (
        <p className="recap__empty">
          {t("product:recap.unavailable", {
            defaultValue: "Prices appear as soon as this configuration can be quoted.",
          })}
        </p>
      )}
    </>
  );
}
