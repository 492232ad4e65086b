import { Form, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useShell } from "~/features/layout/fallback-shell";
import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { FROM_MY_DESIGNS_PARAM, SEARCH_ID_PARAM } from "../../../../contract/product/selection-params";
import { quantitiesToQuote } from "../configurator-model";
import type { ProductActionData } from "../product-actions.types";
import { stalePricesOf } from "../product-errors";
import { PRICE_ANCHOR, SHOWN_PRICE_FIELD } from "../product-form-fields";
import type { ProductView } from "../product-page.types";
import { useConfigurator } from "../use-configurator";
import { ArtworkOptions } from "./ArtworkOptions";
import { ConfiguratorMessages } from "./ConfiguratorMessages";
import { DeliveryCards } from "./DeliveryCards";
import { FeatureFields } from "./FeatureFields";
import { PriceBar } from "./PriceBar";
import { PromocodeField, ShareConfiguration, SideForms, usePromocodePending } from "./PromocodeAndShare";
import { QuantityGrid } from "./QuantityGrid";
import { RecapPanel } from "./RecapPanel";

export type ConfiguratorProps = {
  product: ProductView;
  added: boolean;
  actionData: ProductActionData | null;
};

/** The product configurator: a real GET form (JS off), enhanced into a live-quoting island (JS on). */
export function Configurator({ product, added, actionData }: ConfiguratorProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const promoPending = usePromocodePending();
  const island = useConfigurator(product);
  const quotePath = useShell().shell?.links.quoteRequest ?? null;
  const { view, selection } = island;
  const configuration = view.configuration;
  if (!configuration || !selection) return null;

  // Anything on its way blocks add to cart; each part shows only its own pending state (spec §4).
  const loading = island.busy || promoPending;
  const topic = island.loading;
  // A promo code being applied moves the grid's prices and the total, nothing else.
  const quantitiesLoading = topic.quantities || promoPending;
  const recapLoading = topic.recap || promoPending;
  const addingToCart =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "addToCart";
  const cartError = actionData?.intent === "addToCart" ? actionData : null;
  const vat = selection.vat;
  const here = `${view.path}${view.search}`;
  const modeParam = view.mode.kind === "new" ? null : view.mode.param;
  const modeValue = modeParam ? new URLSearchParams(view.search).get(modeParam) : null;
  const fromMyDesigns = new URLSearchParams(view.search).get(FROM_MY_DESIGNS_PARAM) === "1";
  const searchId = new URLSearchParams(view.search).get(SEARCH_ID_PARAM);
  const selectedDate = view.deliveries?.dates.find((date) => date.deliveryKey === selection.priority);
  const editing = view.mode.kind === "editCartItem" || view.mode.kind === "editOrderItem";
  // An edit link whose item can't be opened must not save anything (as a new line or elsewhere).
  const editTargetMissing = editing && view.errors.some((error) => error.topic === "init-product");

  return (
    <div className="configurator-wrap">
      <Form
        method="get"
        action={view.path}
        className={`configurator${loading ? " is-loading" : ""}`}
        onChange={island.onChange}
        preventScrollReset
        replace
        aria-describedby="configurator-status"
      >
        {modeParam && modeValue !== null ? <input type="hidden" name={modeParam} value={modeValue} /> : null}
        {fromMyDesigns ? <input type="hidden" name={FROM_MY_DESIGNS_PARAM} value="1" /> : null}
        {searchId ? <input type="hidden" name={SEARCH_ID_PARAM} value={searchId} /> : null}
        <ConfiguratorMessages view={view} added={added} />
        <FeatureFields
          features={configuration.features}
          attributes={selection.attributes}
          availableOptions={view.availableOptions}
          incompatibilities={configuration.incompatibilities}
          loading={topic.configuration}
        />
        <QuantityGrid
          configuration={configuration}
          rows={view.rows}
          quantities={quantitiesToQuote(configuration, selection)}
          quantity={selection.quantity}
          ownQuantity={selection.ownQuantity}
          priority={selection.priority}
          vat={vat}
          currency={view.currency}
          locale={view.locale}
          loading={quantitiesLoading}
          onUseOwnQuantity={(form) => island.requote(form, { useOwnQuantity: "1" }, "useOwnQuantity")}
        />
        <DeliveryCards
          configuration={configuration}
          rows={view.rows}
          quantity={selection.quantity}
          priority={selection.priority}
          available={view.availablePriorities}
          deliveries={view.deliveries}
          vat={vat}
          currency={view.currency}
          locale={view.locale}
          loading={topic.deliveries}
        />
        <ArtworkOptions
          configuration={configuration}
          selection={selection}
          services={view.services}
          vat={vat}
          currency={view.currency}
          locale={view.locale}
          design={view.design}
          designLinks={view.designLinks}
          artworkCheck={view.artworkCheck}
          loading={topic.fileCheck}
        />
        {view.inventory ? (
          <p className={`stock-note${view.inventory.hasInventory ? "" : " stock-note--out"}`}>
            {view.inventory.hasInventory
              ? t("product:stock.available", { defaultValue: "In stock" })
              : t("product:stock.unavailable", { defaultValue: "Not enough stock for this quantity" })}
          </p>
        ) : null}
        {hydrated ? null : (
          <button
            type="submit"
            className="button button--secondary configurator__update"
            // Back at the price after the reload, not at the top of the page (issue 17 §1).
            formAction={`${view.path}#${PRICE_ANCHOR}`}
          >
            {t("product:form.update", { defaultValue: "Update price" })}
          </button>
        )}
        <RecapPanel
          recap={view.recap}
          productName={configuration.productName}
          quantity={selection.quantity}
          vat={vat}
          promocode={view.promocode.code}
          locale={view.locale}
          loading={recapLoading}
        />
        <PromocodeField
          code={view.promocode.code}
          actionData={actionData}
          // Without JS the answer is a new page: back at the price and the code's message (issue 38 §2).
          action={hydrated ? here : `${here}#${PRICE_ANCHOR}`}
        />
        {cartError ? (
          <Alert tone="danger">
            <p>{t(cartError.cartError, { defaultValue: "This item couldn't be added to your basket." })}</p>
            {cartError.detail ? <p className="field__hint">{cartError.detail}</p> : null}
          </Alert>
        ) : null}
        {editing && view.edited === false ? (
          <p className="field__hint">{t("product:edit.unchanged", { defaultValue: "No changes yet." })}</p>
        ) : null}
        {view.recap ? <input type="hidden" name={SHOWN_PRICE_FIELD} value={view.recap.totalExclTax} /> : null}
        <PriceBar
          recap={view.recap}
          vat={vat}
          locale={view.locale}
          arrivalDate={selectedDate?.arrivalDate ?? null}
          loading={recapLoading}
          notUpdated={view.recap === null ? null : stalePricesOf(view.errors)}
        >
          <button
            type="submit"
            className="button button--primary button--large configurator__add"
            formMethod="post"
            formAction={here}
            name="intent"
            value="addToCart"
            disabled={!view.recap || view.crawler || editTargetMissing}
            // While a new price is on its way the button waits for it: the shopper adds what they saw.
            aria-disabled={addingToCart || loading || undefined}
            onClick={(event) => {
              if (addingToCart || loading) event.preventDefault();
            }}
          >
            {addingToCart
              ? t("product:cart.adding", { defaultValue: "Adding…" })
              : view.mode.kind === "editOrderItem"
                ? t("product:edit.saveOrder", { defaultValue: "Save the change to my order" })
                : editing
                  ? t("product:cart.update", { defaultValue: "Update basket item" })
                  : t("product:cart.add", { defaultValue: "Add to basket" })}
          </button>
        </PriceBar>
        {quotePath ? (
          // Submits this very form, so the request screen opens with the configuration on screen.
          <button
            type="submit"
            className="button button--link configurator__quote"
            formMethod="get"
            formAction={quotePath}
            formNoValidate
            name="product"
            value={view.productKey}
            data-testid="request-quote"
          >
            {t("quotes:link", { defaultValue: "Request a custom quote" })}
          </button>
        ) : null}
        <ShareConfiguration actionData={actionData} saveAction={here} />
        <p id="configurator-status" role="status" className="visually-hidden">
          {island.announce && view.recap
            ? t("product:status.updated", {
                defaultValue: "Price updated: {{price}}. {{delivery}}",
                price: formatPrice(
                  vat === "incl" ? view.recap.totalInclTax : view.recap.totalExclTax,
                  view.recap.currency,
                  view.locale,
                ),
                delivery: selectedDate ? formatCalendarDate(selectedDate.arrivalDate, view.locale) : "",
              })
            : ""}
        </p>
      </Form>
      <SideForms action={here} />
    </div>
  );
}
