import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../schema";

/** Seed step 008 (issue 6): orders imported from the shop's previous system for two demo customers. */

interface LegacyLine {
  product: string;
  description: string;
  quantity: number;
  taxedCent: number;
}
interface LegacySeed {
  number: string;
  placedAt: string;
  status: string;
  invoice: string | null;
  vatRate: number;
  lines: LegacyLine[];
}

const legacy: Record<string, { tenant: string; currency: string; orders: LegacySeed[] }> = {
  "marie.dupont@example.com": {
    tenant: "fr",
    currency: "EUR",
    orders: [
      {
        number: "CMD-2024-18342",
        placedAt: "2024-09-12T09:41:00.000Z",
        status: "Livrée",
        invoice: "FA-2024-18342",
        vatRate: 20,
        lines: [
          {
            product: "Cartes de visite",
            description: "85 × 55 mm, couché mat 350 g, recto verso",
            quantity: 500,
            taxedCent: 3588,
          },
          {
            product: "Flyers A5",
            description: "Couché brillant 135 g, recto",
            quantity: 1000,
            taxedCent: 6480,
          },
        ],
      },
      {
        number: "CMD-2023-09117",
        placedAt: "2023-03-02T15:10:00.000Z",
        status: "Livrée",
        invoice: "FA-2023-09117",
        vatRate: 20,
        lines: [{ product: "Affiches A2", description: "Satiné 170 g", quantity: 25, taxedCent: 8940 }],
      },
      {
        number: "CMD-2022-04410",
        placedAt: "2022-11-28T08:05:00.000Z",
        status: "Annulée",
        invoice: null,
        vatRate: 20,
        lines: [
          {
            product: "Étiquettes en rouleau",
            description: "Ø 50 mm, papier blanc",
            quantity: 1000,
            taxedCent: 11520,
          },
        ],
      },
    ],
  },
  "oliver.smith@example.com": {
    tenant: "en",
    currency: "GBP",
    orders: [
      {
        number: "ORD-2024-07731",
        placedAt: "2024-06-18T10:20:00.000Z",
        status: "Dispatched",
        invoice: "INV-2024-07731",
        vatRate: 20,
        lines: [
          {
            product: "Business cards",
            description: "85 × 55 mm, silk 400 gsm, double-sided",
            quantity: 250,
            taxedCent: 2994,
          },
        ],
      },
      {
        number: "ORD-2023-02290",
        placedAt: "2023-01-09T13:45:00.000Z",
        status: "Dispatched",
        invoice: "INV-2023-02290",
        vatRate: 20,
        lines: [
          {
            product: "Folded leaflets",
            description: "A4 to A5, gloss 150 gsm",
            quantity: 500,
            taxedCent: 13680,
          },
          { product: "Posters A3", description: "Satin 170 gsm", quantity: 50, taxedCent: 7188 },
        ],
      },
    ],
  },
};

export async function seedLegacyOrders(trx: Transaction<Database>): Promise<void> {
  for (const [email, { tenant, currency, orders }] of Object.entries(legacy)) {
    const customer = await trx
      .selectFrom("customers")
      .select("id")
      .where("email", "=", email)
      .where("tenant_key", "=", tenant)
      .executeTakeFirst();
    if (!customer) continue;
    for (const order of orders) {
      const taxed = order.lines.reduce((sum, line) => sum + line.taxedCent, 0);
      await trx
        .insertInto("legacy_orders")
        .values({
          id: randomUUID(),
          tenant_key: tenant,
          customer_id: customer.id,
          legacy_number: order.number,
          placed_at: order.placedAt,
          status_label: order.status,
          currency_code: currency,
          taxed_cent: taxed,
          total_cent: Math.round((taxed * 100) / (100 + order.vatRate)),
          invoice_reference: order.invoice,
          lines_json: JSON.stringify(order.lines),
        })
        .execute();
    }
  }
}
