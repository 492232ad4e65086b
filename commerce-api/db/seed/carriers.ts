import type { Transaction } from "kysely";
import type { Carrier } from "../../orders/tracking.rules";
import type { Database } from "../schema";

/** The carriers each demo shop ships with and their public tracking pages (issue 36 §6, ADR 073). */
export const DEMO_CARRIERS: Record<string, Carrier[]> = {
  fr: [
    {
      key: "colissimo",
      name: "Colissimo",
      trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code={number}",
    },
    {
      key: "chronopost",
      name: "Chronopost",
      trackingUrl: "https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={number}",
    },
    { key: "dpd", name: "DPD", trackingUrl: "https://trace.dpd.fr/fr/trace/{number}" },
  ],
  en: [
    {
      key: "royal-mail",
      name: "Royal Mail",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/{number}",
    },
    { key: "dpd-uk", name: "DPD", trackingUrl: "https://track.dpd.co.uk/parcels/{number}" },
    {
      key: "parcelforce",
      name: "Parcelforce",
      trackingUrl: "https://www.parcelforce.com/track-trace?trackNumber={number}",
    },
  ],
};

/** Demo shops get their carriers; a list an operator already set is kept. */
export async function seedCarriers(trx: Transaction<Database>): Promise<void> {
  for (const [key, carriers] of Object.entries(DEMO_CARRIERS)) {
    await trx
      .updateTable("tenants")
      .set({ carriers_json: JSON.stringify(carriers) })
      .where("key", "=", key)
      .where("carriers_json", "is", null)
      .execute();
  }
}
