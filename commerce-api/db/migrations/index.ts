import type { Migration, MigrationProvider } from "kysely";
import * as initialContent from "./001-initial-content";
import * as accounts from "./002-accounts";
import * as catalogue from "./003.1-catalogue";
import * as addresses from "./003-addresses";
import * as delivery from "./004-delivery";
import * as passwordResets from "./005-password-resets";
import * as orders from "./006-orders";
import * as walletTransactions from "./007-wallet-transactions";
import * as orderDrafts from "./008-order-drafts";
import * as accountExtras from "./009-account-extras";
import * as paymentIntents from "./010-payment-intents";
import * as artwork from "./011-artwork";
import * as legacyOrders from "./012-legacy-orders";
import * as orderTracking from "./013-order-tracking";
import * as savedDesigns from "./014-saved-designs";
import * as lineBriefs from "./015-line-briefs";
import * as orderIdempotency from "./016-order-idempotency";
import * as searchIndex from "./017-search-index";
import * as customQuotes from "./019-custom-quotes";
import * as companyBanners from "./020-company-banners";
import * as newsletter from "./021-newsletter";
import * as mediaLibrary from "./022-media-library";
import * as welcomeCodes from "./023-welcome-codes";
import * as artworkMeasures from "./024-artwork-measures";
import * as shippingRates from "./025-shipping-rates";
import * as designs from "./026-designs";
import * as staffScopes from "./027-staff-scopes";
import * as abuseLimits from "./028-abuse-limits";
import * as lookupIndexes from "./029-lookup-indexes";
import * as designImagesVisitorIndex from "./030-design-images-visitor-index";
import * as cartCustomerIndex from "./031-cart-customer-index";
import * as loginAttemptsAndSignInLinks from "./032-login-attempts-and-sign-in-links";
import * as mailOutbox from "./033-mail-outbox";
import * as invoices from "./034-invoices";
import * as orderMails from "./035-order-mails";
import * as lineProofs from "./036-line-proofs";
import * as refreshReuseGrace from "./037-refresh-reuse-grace";
import * as accountErasure from "./039-account-erasure";
import * as challengeFailures from "./042-challenge-failures";
import * as printChoiceAndOutdatedProofs from "./043-print-choice-and-outdated-proofs";

/**
 * Every migration, imported statically: the API is bundled by Vite into the server build and into
 * build/commerce-api, so a FileMigrationProvider (directory scan at runtime) would find nothing.
 * Add a new file as NNN-name.ts and register it here; names sort in execution order (plain string
 * order, in which "003-…" < "003.1-…" < "004-…").
 */
export const migrations: Record<string, Migration> = {
  "001-initial-content": initialContent,
  "002-accounts": accounts,
  "003-addresses": addresses,
  "003.1-catalogue": catalogue,
  "004-delivery": delivery,
  "005-password-resets": passwordResets,
  "006-orders": orders,
  "007-wallet-transactions": walletTransactions,
  "008-order-drafts": orderDrafts,
  "009-account-extras": accountExtras,
  "010-payment-intents": paymentIntents,
  "011-artwork": artwork,
  "012-legacy-orders": legacyOrders,
  "013-order-tracking": orderTracking,
  "014-saved-designs": savedDesigns,
  "015-line-briefs": lineBriefs,
  "016-order-idempotency": orderIdempotency,
  "017-search-index": searchIndex,
  "019-custom-quotes": customQuotes,
  "020-company-banners": companyBanners,
  "021-newsletter": newsletter,
  "022-media-library": mediaLibrary,
  "023-welcome-codes": welcomeCodes,
  "024-artwork-measures": artworkMeasures,
  "025-shipping-rates": shippingRates,
  "026-designs": designs,
  "027-staff-scopes": staffScopes,
  "028-abuse-limits": abuseLimits,
  "029-lookup-indexes": lookupIndexes,
  "030-design-images-visitor-index": designImagesVisitorIndex,
  "031-cart-customer-index": cartCustomerIndex,
  "032-login-attempts-and-sign-in-links": loginAttemptsAndSignInLinks,
  "033-mail-outbox": mailOutbox,
  "034-invoices": invoices,
  "035-order-mails": orderMails,
  "036-line-proofs": lineProofs,
  "037-refresh-reuse-grace": refreshReuseGrace,
  "039-account-erasure": accountErasure,
  "042-challenge-failures": challengeFailures,
  "043-print-choice-and-outdated-proofs": printChoiceAndOutdatedProofs,
};

/**
 * Migrations renamed after they shipped, old name → new name. Kysely knows a migration only by its
 * name, so a database that ran one under its old name must have its row renamed before migrating
 * (migrateToLatest does it), or the migration would run again. 003-catalogue shared its number with
 * 003-addresses; 003.1 keeps today's order (addresses first) without renumbering 004 and later.
 */
export const renamedMigrations: Readonly<Record<string, string>> = {
  "003-catalogue": "003.1-catalogue",
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
