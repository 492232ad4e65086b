import { useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PARAM, type VatDisplay } from "#contract/product/selection-params";
import { formatNumber, formatPrice, formatUnitPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import type { PriceCell, PricedRow, ProductViewConfiguration } from "../product-page.types";
import { pricedKeyParts } from "./priced-key";

const keepControlled = () => {};

export type QuantityGridProps = {
  configuration: ProductViewConfiguration;
  rows: PricedRow[];
  /** Crawlers get no quote: the quantities are listed without prices. */
  quantities: number[];
  quantity: number;
  ownQuantity: number | null;
  priority: string;
  vat: VatDisplay;
  currency: string;
  locale: string;
  loading: boolean;
  onUseOwnQuantity: (form: HTMLFormElement) => void;
  /** Names the configuration's content (ADR 060), for the markup cache's key; null: the configuration itself. */
  configurationTag: string | null;
};

function amount(option: PriceCell | undefined, vat: VatDisplay) {
  if (!option) return null;
  return vat === "incl" ? option.amountCentInclTax : option.amountCentExclTax;
}

/** Quantity × delivery prices (spec §2 quantity grid); a quantity is chosen with its row's radio. */
export function QuantityGrid(props: QuantityGridProps) {
  const { configuration, rows } = props;
  const { t } = useTranslation();
  const priorities = rows.length > 0 ? configuration.productCustomization.selectedPriorityModel.list : [];
  const model = configuration.productCustomization.selectedQuantityModel;
  const listed = rows.length > 0 ? rows.map((row) => row.quantity) : props.quantities;
  return (
    <fieldset className="configurator__section quantity-grid" aria-busy={props.loading || undefined}>
      <legend className="configurator__legend">
        {t("product:quantity.legend", { defaultValue: "Quantity" })}
      </legend>
      <CachedElement
        as="div"
        className="quantity-grid__scroll"
        name="quantity-table"
        keyParts={() => pricedKeyParts(props, rows, listed, props.quantity)}
      >
        <QuantityTable {...props} listed={listed} priorities={priorities} />
      </CachedElement>
      {model.mode !== "list" ? <OwnQuantity {...props} model={model} /> : null}
    </fieldset>
  );
}

type Priorities = ProductViewConfiguration["productCustomization"]["selectedPriorityModel"]["list"];

/** The table itself: pure (the same markup for the same props and translations), built only when not cached. */
function QuantityTable(props: QuantityGridProps & { listed: number[]; priorities: Priorities }) {
  const { rows, priority, listed, priorities } = props;
  const { t } = useTranslation();
  return (
    <table className="quantity-grid__table">
      <thead>
        <tr>
          <th scope="col">{t("product:quantity.column", { defaultValue: "Copies" })}</th>
          {priorities.map((entry) => (
            <th
              key={entry.key}
              scope="col"
              className={entry.key === priority ? "is-current-priority" : undefined}
            >
              {t(`product:priority.${entry.key}`, { defaultValue: entry.label })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {listed.map((value) => (
          <QuantityRow
            key={value}
            {...props}
            value={value}
            row={rows.find((candidate) => candidate.quantity === value)}
            priorities={priorities}
          />
        ))}
      </tbody>
    </table>
  );
}

/** One quantity: its radio, its unit price at the chosen delivery, and its price per delivery speed. */
function QuantityRow(
  props: QuantityGridProps & { value: number; row: PricedRow | undefined; priorities: Priorities },
) {
  const { value, row, priorities, quantity, priority, vat, currency, locale } = props;
  const { t } = useTranslation();
  const selectedOption = row?.options.find((option) => option.deliveryKey === priority);
  return (
    <tr className={value === quantity ? "is-selected" : undefined}>
      <th scope="row">
        <label className="quantity-grid__choice">
          <input
            type="radio"
            name={PARAM.quantity}
            value={value}
            checked={value === quantity}
            onChange={keepControlled}
          />
          <span>{formatNumber(value, locale)}</span>
        </label>
        {selectedOption ? (
          <span className="quantity-grid__unit">
            {t("product:quantity.unit", {
              defaultValue: "{{price}} / unit",
              price: formatUnitPrice(
                vat === "incl" ? selectedOption.unitAmountInclTax : selectedOption.unitAmountExclTax,
                currency,
                locale,
              ),
            })}
          </span>
        ) : null}
      </th>
      {priorities.map((entry) => {
        const cents = amount(
          row?.options.find((option) => option.deliveryKey === entry.key),
          vat,
        );
        return (
          <td key={entry.key} className={entry.key === priority ? "is-current-priority" : undefined}>
            {cents === null ? "—" : formatPrice(cents, currency, locale)}
          </td>
        );
      })}
    </tr>
  );
}

type QuantityModel = ProductViewConfiguration["productCustomization"]["selectedQuantityModel"];

/** A quantity of the shopper's own: a number field (and a slider where a range fits, JS only). */
function OwnQuantity(props: QuantityGridProps & { model: QuantityModel }) {
  const { model, locale } = props;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const ownRef = useRef<HTMLInputElement>(null);
  return (
    <div className="quantity-grid__own">
      <label className="field__label" htmlFor="own-quantity">
        {t("product:quantity.own", { defaultValue: "Your own quantity" })}
      </label>
      {model.mode === "range" && hydrated ? (
        // A slider where a range fits (JS only: without JS the number field does the job).
        <input
          type="range"
          className="quantity-grid__slider"
          min={model.min}
          max={model.max}
          step={model.increment}
          defaultValue={props.ownQuantity ?? props.quantity}
          aria-label={t("product:quantity.slider", { defaultValue: "Choose a quantity" })}
          aria-describedby="own-quantity-hint"
          onInput={(event) => {
            if (ownRef.current) ownRef.current.value = event.currentTarget.value;
          }}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (ownRef.current) ownRef.current.value = event.currentTarget.value;
            if (form) props.onUseOwnQuantity(form);
          }}
        />
      ) : null}
      <div className="quantity-grid__own-row">
        <input
          ref={ownRef}
          id="own-quantity"
          className="field__input"
          type="number"
          inputMode="numeric"
          name={PARAM.ownQuantity}
          min={model.min}
          max={model.max}
          step={model.increment}
          defaultValue={props.ownQuantity ?? ""}
          aria-describedby="own-quantity-hint"
        />
        <button
          type="submit"
          className="button button--secondary"
          name={PARAM.useOwnQuantity}
          value="1"
          onClick={(event) => {
            const form = event.currentTarget.form;
            if (!form) return;
            event.preventDefault();
            props.onUseOwnQuantity(form);
          }}
        >
          {t("product:quantity.useOwn", { defaultValue: "Use" })}
        </button>
      </div>
      <p className="field__hint" id="own-quantity-hint">
        {t("product:quantity.ownHint", {
          defaultValue: "From {{min}} to {{max}}, in steps of {{step}}.",
          min: formatNumber(model.min, locale),
          max: formatNumber(model.max, locale),
          step: formatNumber(model.increment, locale),
        })}
      </p>
    </div>
  );
}
