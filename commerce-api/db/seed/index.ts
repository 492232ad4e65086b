import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema";
import { seedAccountExtras, seedSecondPaymentReference, syncDefaultLinks } from "./account-extras";
import { seedAccounts, seedStaffDesk } from "./accounts";
import { seedCarriers } from "./carriers";
import { addMissingPromocodes, seedCatalogue } from "./catalogue";
import { addMissingContent, refreshSeedPages, seedContent } from "./content";
import { seedDelivery, seedShippingRates } from "./delivery";
import { seedDesignTemplates } from "./design-templates";
import { seedLegacyOrders } from "./legacy-orders";
import { seedLegalPages } from "./legal-pages";
import { seedMailSettings } from "./mail-settings";
import { seedPrintAreas } from "./print-areas";
import { seedProofProducts } from "./proof-products";
import { seedSearchKeywords } from "./search-keywords";
import { seedSellerIdentity } from "./seller-identity";
import { seedWalletsAndLinks } from "./wallets";

/**
 * Demo data, in named steps. Each step runs once per database, in its own transaction, recorded
 * in seed_runs: a fresh data dir gets everything on first start, and an existing one gets only
 * the steps added since (a later issue appends e.g. "002-demo-catalogue").
 */
interface SeedStep {
  name: string;
  run: (trx: Transaction<Database>, now: Date) => Promise<void>;
}

export const seedSteps: readonly SeedStep[] = [
  { name: "001-demo-content", run: seedContent },
  { name: "002-demo-accounts", run: seedAccounts },
  { name: "003-demo-catalogue", run: seedCatalogue },
  { name: "004-demo-delivery", run: seedDelivery },
  { name: "005-demo-wallets-and-order-links", run: seedWalletsAndLinks },
  { name: "006-demo-account-extras", run: seedAccountExtras },
  { name: "007-payment-and-upload-links", run: syncDefaultLinks },
  {
    name: "008-demo-legacy-orders",
    run: async (trx) => {
      await seedLegacyOrders(trx);
      await syncDefaultLinks(trx);
    },
  },
  { name: "009-demo-second-payment-reference", run: seedSecondPaymentReference },
  { name: "010-search-keywords", run: seedSearchKeywords },
  {
    name: "011-landing-pages-banner-targets-and-price-grid",
    run: async (trx, now) => {
      await addMissingContent(trx, now);
      await syncDefaultLinks(trx);
    },
  },
  { name: "012-custom-quote-links", run: syncDefaultLinks },
  // The newsletter screens replace the unsubscribe content page, which only claimed to unsubscribe.
  {
    name: "013-newsletter-screens",
    run: async (trx) => {
      await syncDefaultLinks(trx);
      await trx.deleteFrom("pages").where("key", "=", "newsletter-unsubscribe").execute();
    },
  },
  { name: "014-welcome-screen", run: syncDefaultLinks },
  { name: "015-upload-detail-screen", run: syncDefaultLinks },
  // The Black Friday page promised a discount nothing applied: it now names a real code.
  {
    name: "016-black-friday-code",
    run: async (trx, now) => {
      await addMissingPromocodes(trx, now);
      await refreshSeedPages(trx, now, ["landing-black-friday"]);
    },
  },
  // Shipping becomes a priced part of the cart (issue 17 §4): the banner's free delivery is now real.
  { name: "017-shipping-rates", run: seedShippingRates },
  // Online design (issue 14): the template browser's templates per tenant and format.
  {
    name: "018-design-templates",
    run: async (trx) => {
      await seedDesignTemplates(trx);
      await syncDefaultLinks(trx);
    },
  },
  // Staff scopes (issue 19): a production desk that may only read and move orders.
  { name: "019-staff-desk", run: seedStaffDesk },
  // Mail delivery (issue 36 §1): absolute links need the shop's origin, and each shop has its sender.
  { name: "020-mail-settings", run: seedMailSettings },
  // Legal notice, privacy policy and "My data" (issue 36 §7); no rating without reviews behind it.
  { name: "021-legal-pages-and-data-rights", run: seedLegalPages },
  // Carrier tracking (issue 36 §6): staff choose the carrier, customers get its tracking page.
  { name: "022-carriers", run: seedCarriers },
  // Invoices (issue 36 §3): each shop's legal identity, printed on its invoices.
  { name: "023-seller-identity", run: seedSellerIdentity },
  // Proofs (issue 36 §4): a product may ask for one before production, not only design-service lines.
  { name: "024-proof-products", run: seedProofProducts },
  // The Black Friday page gets its yearly window like the other seasonal pages (issue 38 §4).
  {
    name: "026-black-friday-window",
    run: (trx, now) => refreshSeedPages(trx, now, ["landing-black-friday"]),
  },
  // Files for products with no format (pens) are measured inside their imprint area (issue 36 §5, ADR 087).
  { name: "027-print-areas", run: seedPrintAreas },
];

/** Runs the steps not yet recorded; returns the names of those it ran. */
export async function runSeeds(db: Kysely<Database>, now: Date): Promise<string[]> {
  const ran: string[] = [];
  for (const step of seedSteps) {
    const didRun = await db.transaction().execute(async (trx) => {
      // Claim the step first: the claim is the transaction's first write, so a second process
      // starting at the same time waits for this one to commit and then finds the step taken.
      const claim = await trx
        .insertInto("seed_runs")
        .values({ name: step.name, ran_at: now.toISOString() })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .executeTakeFirst();
      if (!claim.numInsertedOrUpdatedRows) return false;
      await step.run(trx, now);
      return true;
    });
    if (didRun) ran.push(step.name);
  }
  return ran;
}
