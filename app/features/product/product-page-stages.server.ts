import type { LossLeaderInfo, ProductConfiguration } from "#contract/product/product.schemas";
import type { RequestedSelection } from "#contract/product/selection-params";
import type { RequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import {
  byTopic,
  fetchConfiguration,
  fetchInstruction,
  fetchLossLeader,
  recheckPromocode,
  validateSelection,
} from "./product-api.server";
import type { TopicError } from "./product-errors";
import { LOSS_LEADER_PARAM } from "./product-modes";
import type { ProductPageData, ProductPageSource, PromocodeWarning } from "./product-page.types";

/**
 * The first stages of the product page flow (spec §4 steps 1–3): the calls that need no
 * configuration start at once, the configuration (or the loss leader's offer) is read, and the asked
 * attributes are validated beside the promo recheck and the instructions. Each returns its part of
 * the page data (and why, when it can't); the loader composes them and alone changes the session.
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

type Offer = LossLeaderInfo["lossLeader"];

/** What the configuration stage found: the product (and a loss leader's offer), or why there is none. */
export type ConfigurationStage =
  | {
      ok: true;
      configuration: ProductConfiguration;
      offer: Offer | null;
      /** On a loss leader page the offer names the product and is the page's mode. */
      page: Pick<ProductPageData, "productKey" | "mode" | "lossLeader"> | null;
    }
  | { ok: false; part: Pick<ProductPageData, "maintenance" | "status">; error: TopicError };

/** The product's configuration, from the offer on a loss leader page; why not, if there is none. */
export async function loadConfiguration(
  state: RequestState,
  url: URL,
  source: ProductPageSource,
): Promise<ConfigurationStage> {
  if (!source.lossLeaderPage) {
    try {
      const configuration = await fetchConfiguration(state.api, source.productKey);
      return { ok: true, configuration, offer: null, page: null };
    } catch (error) {
      logMaintenance(source.productKey, error);
      return {
        ok: false,
        part: { maintenance: true, status: null },
        error: { topic: "init-product", message: "No data retrieved from product configuration." },
      };
    }
  }
  const key = url.searchParams.get(LOSS_LEADER_PARAM)?.trim() ?? "";
  const found = key
    ? await byTopic("init-product", () => fetchLossLeader(state.api, key))
    : { ok: false as const, error: { topic: "init-product" as const, message: NO_LOSS_LEADER_KEY } };
  if (!found.ok) {
    const error = key ? { topic: "init-product" as const, message: LOSS_LEADER_FETCH_FAILED } : found.error;
    return { ok: false, part: { maintenance: false, status: key ? 404 : 400 }, error };
  }
  const offer = found.value.lossLeader;
  return {
    ok: true,
    configuration: found.value.product,
    offer,
    page: {
      productKey: found.value.product.productKey,
      mode: { kind: "lossLeader", param: LOSS_LEADER_PARAM, key: offer.key },
      lossLeader: {
        key: offer.key,
        title: offer.title,
        description: offer.description,
        endsAt: offer.endsAt,
      },
    },
  };
}

/** What validation adds to the page: the instructions, the checked options and what went wrong. */
export type ValidationPart = Pick<
  ProductPageData,
  "instruction" | "adjustments" | "availableOptions" | "attributeIssues"
> & { promocodeWarning: PromocodeWarning | null; errors: TopicError[] };

/**
 * Validation of the asked attributes, with the promo recheck and instructions that ran beside
 * the configuration. A code that no longer holds is to be forgotten (`forgetPromocode`: the loader
 * changes the session, and the page says so once); a recheck that couldn't run keeps the code.
 */
export async function validateWithSideCalls(
  state: RequestState,
  configuration: ProductConfiguration,
  requested: RequestedSelection,
  side: SideCalls,
) {
  const [validation, promoCheck, instruction] = await Promise.all([
    byTopic("validate-product", () =>
      validateSelection(state.api, configuration, askedAttributes(configuration, requested)),
    ),
    side.promo,
    side.instruction,
  ]);
  const part: ValidationPart = {
    instruction: instruction?.ok ? instructionView(instruction.value) : null,
    promocodeWarning: null,
    adjustments: [],
    availableOptions: null,
    attributeIssues: [],
    errors: [],
  };
  let promocode = state.session.promocode;
  const recheckFailed = promoCheck !== null && !promoCheck.ok && promoCheck.error.unavailable === true;
  const forgetPromocode =
    promocode !== null &&
    promoCheck !== null &&
    !recheckFailed &&
    (!promoCheck.ok || !promoCheck.value.isValid);
  if (forgetPromocode && promoCheck) {
    // The code was withdrawn or expired since it was applied: say so once and forget it.
    const detail = promoCheck.ok ? promoCheck.value.reason : promoCheck.error.message;
    part.promocodeWarning = { reason: "no_longer_valid", detail };
    promocode = null;
  }
  if (!validation.ok) {
    part.errors.push(validation.error);
    return {
      resolved: configuration.productCustomization.selectedAttributes,
      promocode,
      forgetPromocode,
      part,
    };
  }
  part.adjustments = validation.value.adjustments;
  part.availableOptions = validation.value.availableOptions;
  part.attributeIssues = validation.value.errors.map(({ path, message }) => ({ path, message }));
  return { resolved: validation.value.resolvedAttributes, promocode, forgetPromocode, part };
}

/** The attributes to validate: the product's defaults, then the asked ones it has (utm_*, gclid … are not). */
export function askedAttributes(configuration: ProductConfiguration, requested: RequestedSelection) {
  const featureNames = new Set(configuration.features.map((feature) => feature.name));
  const asked = Object.fromEntries(
    Object.entries(requested.attributes).filter(([name]) => featureNames.has(name)),
  );
  return { ...configuration.productCustomization.selectedAttributes, ...asked };
}

type InstructionAnswer = Awaited<ReturnType<typeof fetchInstruction>>;

function instructionView(answer: InstructionAnswer): ProductPageData["instruction"] {
  return { title: answer.title, items: answer.items, fileUrl: answer.instructionFileUrl };
}
