import type { RequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import type { LossLeaderInfo, ProductConfiguration } from "../../../contract/product/product.schemas";
import type { RequestedSelection } from "../../../contract/product/selection-params";
import {
  byTopic,
  fetchConfiguration,
  fetchInstruction,
  fetchLossLeader,
  recheckPromocode,
  validateSelection,
} from "./product-api.server";
import { LOSS_LEADER_PARAM } from "./product-modes";
import type { ProductPageData, ProductPageSource } from "./product-page.types";

/**
 * The first stages of the product page flow (spec §4 steps 1–3): the calls that need no
 * configuration start at once, the configuration (or the loss leader's offer) is read, and the asked
 * attributes are validated beside the promo recheck and the instructions. Each fills in its part of
 * the page data and says why when it can't.
 */

export const NO_LOSS_LEADER_KEY = "No loss leader key found";
export const LOSS_LEADER_FETCH_FAILED = "Attempt to fetch the product was not successfully";

function logMaintenance(productKey: string, error: unknown) {
  logger.error(
    {
      at: new Date().toISOString(),
      productKey,
      detail: error instanceof Error ? error.message : String(error),
    },
    "product configuration unavailable",
  );
}

type SideCalls = ReturnType<typeof startSideCalls>;

/** The stored promo recheck and the instructions need no configuration: they run beside it. */
export function startSideCalls(state: RequestState, source: ProductPageSource) {
  const { api, isBot: crawler } = state;
  const stored = state.session.promocode;
  const currency = state.session.activeCurrency;
  const promo = stored
    ? byTopic("promocodeToggle", () =>
        // The code itself (dates, currency); whether it fits this product is the quote's answer.
        recheckPromocode(api, { id: stored.id, currency }),
      )
    : Promise.resolve(null);
  const instruction = crawler
    ? Promise.resolve(null)
    : byTopic("init-product", () => fetchInstruction(api, source.pageId));
  // An early return must not leave a rejected promise unobserved.
  void promo.catch(() => {});
  void instruction.catch(() => {});
  return { promo, instruction };
}

/** The product's configuration, from the offer on a loss leader page; null (data says why) if none. */
export async function loadConfiguration(
  state: RequestState,
  url: URL,
  source: ProductPageSource,
  data: ProductPageData,
): Promise<{ configuration: ProductConfiguration; offer: LossLeaderInfo["lossLeader"] | null } | null> {
  if (!source.lossLeaderPage) {
    try {
      return { configuration: await fetchConfiguration(state.api, source.productKey), offer: null };
    } catch (error) {
      logMaintenance(source.productKey, error);
      data.maintenance = true;
      data.errors.push({ topic: "init-product", message: "No data retrieved from product configuration." });
      return null;
    }
  }
  const key = url.searchParams.get(LOSS_LEADER_PARAM)?.trim() ?? "";
  const found = key
    ? await byTopic("init-product", () => fetchLossLeader(state.api, key))
    : { ok: false as const, error: { topic: "init-product" as const, message: NO_LOSS_LEADER_KEY } };
  if (!found.ok) {
    data.errors.push(key ? { topic: "init-product", message: LOSS_LEADER_FETCH_FAILED } : found.error);
    data.status = key ? 404 : 400;
    return null;
  }
  const offer = found.value.lossLeader;
  data.productKey = found.value.product.productKey;
  data.mode = { kind: "lossLeader", param: LOSS_LEADER_PARAM, key: offer.key };
  data.lossLeader = {
    key: offer.key,
    title: offer.title,
    description: offer.description,
    endsAt: offer.endsAt,
  };
  return { configuration: found.value.product, offer };
}

/**
 * Validation of the asked attributes, with the promo recheck and instructions that ran beside
 * the configuration. A code that no longer holds is forgotten (the session changes here, and the
 * page says so once); a recheck that couldn't run keeps the code.
 */
export async function validateWithSideCalls(
  state: RequestState,
  configuration: ProductConfiguration,
  requested: RequestedSelection,
  side: SideCalls,
  data: ProductPageData,
) {
  // Only the product's own features are attributes: tracking params (utm_*, gclid …) are ignored.
  const featureNames = new Set(configuration.features.map((feature) => feature.name));
  const asked = Object.fromEntries(
    Object.entries(requested.attributes).filter(([name]) => featureNames.has(name)),
  );
  const attributes = { ...configuration.productCustomization.selectedAttributes, ...asked };
  const [validation, promoCheck, instruction] = await Promise.all([
    byTopic("validate-product", () => validateSelection(state.api, configuration, attributes)),
    side.promo,
    side.instruction,
  ]);
  if (instruction?.ok)
    data.instruction = {
      title: instruction.value.title,
      items: instruction.value.items,
      fileUrl: instruction.value.instructionFileUrl,
    };

  let promocode = state.session.promocode;
  const recheckFailed = promoCheck !== null && !promoCheck.ok && promoCheck.error.unavailable === true;
  if (promocode && promoCheck && !recheckFailed && (!promoCheck.ok || !promoCheck.value.isValid)) {
    // The code was withdrawn or expired since it was applied: say so once and forget it.
    const detail = promoCheck.ok ? promoCheck.value.reason : promoCheck.error.message;
    data.promocode.warning = { reason: "no_longer_valid", detail };
    state.session.promocode = null;
    promocode = null;
  }

  if (!validation.ok) {
    data.errors.push(validation.error);
    return { resolved: configuration.productCustomization.selectedAttributes, promocode };
  }
  data.adjustments = validation.value.adjustments;
  data.availableOptions = validation.value.availableOptions;
  data.attributeIssues = validation.value.errors.map(({ path, message }) => ({ path, message }));
  return { resolved: validation.value.resolvedAttributes, promocode };
}
