import { Form, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/use-translation";
import { useShell } from "~/shell/fallback-shell";
import { quantitiesToQuote } from "../configurator-model";
import { type ProductAnswer, productRefusal } from "../product-actions.types";
import { stalePricesOf } from "../product-errors";
import { PRICE_ANCHOR, SHOWN_PRICE_FIELD } from "../product-form-fields";
import type { ProductView } from "../product-page.types";
import { useConfigurator } from "../use-configurator";
import { ArtworkOptions } from "./ArtworkOptions";
import { ConfiguratorMessages } from "./ConfiguratorMessages";
import { CarriedParams, CartError, PriceStatus, QuoteRequestButton, StockNote } from "./ConfiguratorParts";
import { DeliveryCards } from "./DeliveryCards";
import { FeatureFields } from "./FeatureFields";
import { PriceBar } from "./PriceBar";
import { PromocodeField, ShareConfiguration, SideForms, usePromocodePending } from "./PromocodeAndShare";
import { QuantityGrid } from "./QuantityGrid";
import { RecapPanel } from "./RecapPanel";

export type ConfiguratorProps = {
  product: ProductView;
  added: boolean;
  actionData: ProductAnswer | null;
};

/** The product configurator: a real GET form (JS off), enhanced into a live-quoting island (JS on). */
export function Configurator({ product, added, actionData }: ConfiguratorProps) {
  const hydrated = useHydrated();
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
  const refusal = productRefusal(actionData);
  const vat = selection.vat;
  const here = `${view.path}${view.search}`;
  const selectedDate = view.deliveries?.dates.find((date) => date.deliveryKey === selection.priority);

  return (
    <div className="configurator-wrap">
      <Form
        method="get"
        action={view.path}
        className={`configurator${loading ? " is-loading" : ""}`}
        onChange={island.onChange}
        data-early-choices={island.formKey}
        preventScrollReset
        replace
        aria-describedby="configurator-status"
      >
        <CarriedParams view={view} />
        <ConfiguratorMessages view={view} added={added} />
        <ConfiguratorChoices view={view} island={island} quantitiesLoading={quantitiesLoading} />
        {view.inventory ? <StockNote hasInventory={view.inventory.hasInventory} /> : null}
        {hydrated ? null : <UpdatePriceButton path={view.path} />}
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
          refusal={refusal}
          // Without JS the answer is a new page: back at the price and the code's message (issue 38 §2).
          action={hydrated ? here : `${here}#${PRICE_ANCHOR}`}
        />
        <CartError refusal={refusal} />
        <EditUnchangedHint view={view} />
        {view.recap ? <input type="hidden" name={SHOWN_PRICE_FIELD} value={view.recap.totalExclTax} /> : null}
        <PriceBar
          recap={view.recap}
          vat={vat}
          locale={view.locale}
          arrivalDate={selectedDate?.arrivalDate ?? null}
          loading={recapLoading}
          notUpdated={view.recap === null ? null : stalePricesOf(view.errors)}
        >
          <AddToCartButton view={view} action={here} loading={loading} />
        </PriceBar>
        {quotePath ? <QuoteRequestButton quotePath={quotePath} productKey={view.productKey} /> : null}
        <ShareConfiguration actionData={actionData} saveAction={here} />
        <PriceStatus
          view={view}
          vat={vat}
          announce={island.announce}
          arrivalDate={selectedDate?.arrivalDate ?? null}
        />
      </Form>
      <SideForms action={here} />
    </div>
  );
}

/** Editing a line: says so while the choices are still the line's own. */
function EditUnchangedHint({ view }: { view: ProductView }) {
  const { t } = useTranslation();
  const editing = view.mode.kind === "editCartItem" || view.mode.kind === "editOrderItem";
  if (!editing || view.edited !== false) return null;
  return <p className="field__hint">{t("product:edit.unchanged", { defaultValue: "No changes yet." })}</p>;
}

/** Without JS, choices are priced by submitting the GET form; the island re-quotes on change instead. */
function UpdatePriceButton({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--secondary configurator__update"
      // Back at the price after the reload, not at the top of the page (issue 17 §1).
      formAction={`${path}#${PRICE_ANCHOR}`}
    >
      {t("product:form.update", { defaultValue: "Update price" })}
    </button>
  );
}

/** Add (or save the edit): waits while a new price is on its way, so the shopper adds what they saw. */
function AddToCartButton({ view, action, loading }: { view: ProductView; action: string; loading: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "addToCart";
  const busy = adding || loading;
  const { kind } = view.mode;
  // An edit link whose item can't be opened must not save anything (as a new line or elsewhere).
  const editTargetMissing =
    (kind === "editCartItem" || kind === "editOrderItem") &&
    view.errors.some((error) => error.topic === "init-product");
  const label = adding
    ? t("product:cart.adding", { defaultValue: "Adding…" })
    : kind === "editOrderItem"
      ? t("product:edit.saveOrder", { defaultValue: "Save the change to my order" })
      : kind === "editCartItem"
        ? t("product:cart.update", { defaultValue: "Update basket item" })
        : t("product:cart.add", { defaultValue: "Add to basket" });
  return (
    <button
      type="submit"
      className="button button--primary button--large configurator__add"
      formMethod="post"
      formAction={action}
      name="intent"
      value="addToCart"
      disabled={!view.recap || view.crawler || editTargetMissing}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {label}
    </button>
  );
}

/** The choices the shopper makes, in the spec's order: options, quantity, delivery, artwork. */
function ConfiguratorChoices({
  view,
  island,
  quantitiesLoading,
}: {
  view: ProductView;
  island: ReturnType<typeof useConfigurator>;
  quantitiesLoading: boolean;
}) {
  const { configuration } = view;
  const { selection } = island;
  if (!configuration || !selection) return null;
  const topic = island.loading;
  const vat = selection.vat;
  return (
    <>
      <FeatureFields
        features={configuration.features}
        attributes={selection.attributes}
        availableOptions={view.availableOptions}
        incompatibilities={configuration.incompatibilities}
        loading={topic.configuration}
        configurationTag={view.configurationTag}
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
        configurationTag={view.configurationTag}
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
        configurationTag={view.configurationTag}
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
        configurationTag={view.configurationTag}
      />
    </>
  );
}
