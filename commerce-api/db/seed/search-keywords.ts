import type { Transaction } from "kysely";
import type { Database } from "../schema";

/**
 * Seed step "010-search-keywords": each tenant's synonyms for its search documents (ADR 022), the
 * words shoppers type that the copy doesn't use ("business card" on the French shop, "biro").
 */
export const searchKeywordSeeds: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fr: {
    "product:business-cards":
      "carte de visite, cartes de visite, carte pro, carte professionnelle, business card, business cards",
    "product:flyers": "flyer, tract, tracts, prospectus, leaflet",
    "product:folded-leaflets": "dépliant, plaquette, brochure pliée, leaflet",
    "product:posters": "affiche, poster, posters",
    "product:roll-labels": "étiquette, étiquettes adhésives, autocollant, autocollants, sticker, stickers",
    "product:pens": "stylo, stylo bille, objet publicitaire, goodies",
  },
  en: {
    "product:business-cards": "business card, visiting card, calling card, carte de visite, cartes de visite",
    "product:flyers": "flyer, handout, handbill, leaflet",
    "product:folded-leaflets": "folded leaflet, brochure, pamphlet",
    "product:posters": "poster, wall print",
    "product:roll-labels": "label, sticker, stickers, étiquette",
    "product:pens": "pen, ballpoint, biro, promotional pen, branded pen",
  },
};

export async function seedSearchKeywords(trx: Transaction<Database>): Promise<void> {
  const tenants = await trx.selectFrom("tenants").select("key").execute();
  for (const { key } of tenants) {
    const rows = Object.entries(searchKeywordSeeds[key] ?? {}).map(([documentKey, keywords]) => ({
      tenant_key: key,
      document_key: documentKey,
      keywords,
    }));
    if (rows.length > 0) await trx.insertInto("search_keywords").values(rows).execute();
  }
}
