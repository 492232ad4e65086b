import { Form, Link, useSubmit } from "react-router";
import type { ProductActionData } from "~/features/product/product-actions.types";
import type { ProductView, ViewFeature } from "~/features/product/product-page.types";
import { formatNumber, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import { cellValue, PRODUCT_PARAM } from "./price-grid-cell";

export type PriceGridPageProps = {
  product: ProductView;
  /** The product page's title and path. */
  title: string;
  productPath: string;
  actionData: ProductActionData | undefined;
};

const optionLabel = (feature: ViewFeature, option: string) =>
  feature.customSelections.dictionaryTranslations.options[option]?.voice ?? option;

/**
 * The price grid (spec §2 product-ppag): the options as compact selects (a GET form: it works
 * without JS, and with JS a change re-submits it), then every quantity × delivery price in one
 * table, each a submit button of one POST form that adds that cell to the cart.
 */
export function PriceGridPage({ product, title, productPath, actionData }: PriceGridPageProps) {
  const { t } = useTranslation();
  const { configuration, selection } = product;
  const error = formErrorOf(actionData);
  return (
    <section className="section price-grid" data-product-key={product.productKey}>
      <div className="container">
        <p className="price-grid__eyebrow">{t("ppag:heading", { defaultValue: "Price grid" })}</p>
        <h1 className="page-header__title">{title}</h1>
        <p className="price-grid__intro">{t("ppag:intro", { defaultValue: "" })}</p>
        <p>
          <Link to={`${productPath}${product.search}`} className="price-grid__back">
            {t("ppag:backToProduct", { defaultValue: "Configure in detail" })}
          </Link>
        </p>
        {error ? (
          <Alert tone="danger">
            <p>{t(error, { defaultValue: "This item couldn't be added to your basket." })}</p>
          </Alert>
        ) : null}
        {configuration && selection ? (
          <>
            <OptionsForm product={product} productPath={productPath} />
            <PriceTable product={product} />
          </>
        ) : (
          <Alert tone="info">
            <p>
              {t("product:maintenance.title", { defaultValue: "Online ordering is paused for this product" })}
            </p>
          </Alert>
        )}
      </div>
    </section>
  );
}

function OptionsForm({ product, productPath }: { product: ProductView; productPath: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { configuration, selection } = product;
  if (!configuration || !selection) return null;
  const features = [...configuration.features].sort(
    (a, b) => a.customSelections.sortIndex - b.customSelections.sortIndex,
  );
  return (
    <Form
      method="get"
      className="price-grid__options"
      aria-label={t("ppag:options", { defaultValue: "Options" })}
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <input type="hidden" name={PRODUCT_PARAM} value={productPath} />
      {features.map((feature) => {
        const value = selection.attributes[feature.name] ?? feature.selected;
        if (feature.customSelections.hidden)
          return <input key={feature.name} type="hidden" name={feature.name} value={value} />;
        const id = `grid-${feature.name}`;
        return (
          <div className="field price-grid__option" key={feature.name}>
            <label className="field__label" htmlFor={id}>
              {feature.customSelections.dictionaryTranslations.voice}
            </label>
            <select id={id} name={feature.name} defaultValue={value} key={value} className="field__select">
              {feature.availableOptions.map((option) => (
                <option key={option} value={option}>
                  {optionLabel(feature, option)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <button type="submit" className="button button--secondary price-grid__update">
        {t("ppag:update", { defaultValue: "Update prices" })}
      </button>
    </Form>
  );
}

function PriceTable({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const { configuration, selection, rows, currency, locale } = product;
  if (!configuration || !selection) return null;
  if (rows.length === 0) return <p className="field__hint">{t("ppag:noPrices", { defaultValue: "" })}</p>;
  const priorities = configuration.productCustomization.selectedPriorityModel.list;
  const vat = selection.vat;
  const delivery = (key: string, label: string) => t(`product:priority.${key}`, { defaultValue: label });
  return (
    <Form method="post" className="price-grid__form" preventScrollReset>
      <input type="hidden" name="intent" value="addToCart" />
      {Object.entries(selection.attributes).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="price-grid__scroll">
        <table className="price-grid__table">
          <caption>
            {t("ppag:caption", {
              defaultValue: "Prices by quantity and production speed, {{vat}}",
              vat: vat === "incl" ? t("ppag:inclTax") : t("ppag:exclTax"),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("ppag:quantity", { defaultValue: "Quantity" })}</th>
              {priorities.map((entry) => (
                <th scope="col" key={entry.key}>
                  {delivery(entry.key, entry.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.quantity}>
                <th scope="row">{formatNumber(row.quantity, locale)}</th>
                {priorities.map((entry) => {
                  const option = row.options.find((candidate) => candidate.deliveryKey === entry.key);
                  if (!option)
                    return (
                      <td key={entry.key} className="price-grid__none">
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t("ppag:unavailable")}</span>
                      </td>
                    );
                  const price = formatPrice(
                    vat === "incl" ? option.amountCentInclTax : option.amountCentExclTax,
                    currency,
                    locale,
                  );
                  return (
                    <td key={entry.key}>
                      <button
                        type="submit"
                        name="cell"
                        value={cellValue({ quantity: row.quantity, priority: entry.key })}
                        className="price-grid__cell"
                        aria-label={t("ppag:addCell", {
                          quantity: formatNumber(row.quantity, locale),
                          delivery: delivery(entry.key, entry.label),
                          price,
                        })}
                      >
                        {price}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Form>
  );
}
