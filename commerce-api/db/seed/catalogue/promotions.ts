import { daysFrom } from "../types";

/** Demo promo codes and loss leaders per tenant; dates relative to the seed time. */

export interface PromocodeSeed {
  code: string;
  currency: string | null;
  type: "percent" | "fixed";
  /** Percent: basis points; fixed: minor units. */
  value: number;
  minimum: number;
  startsInDays: number | null;
  endsInDays: number | null;
  productKeys?: string[];
}

export const promocodeSeeds: Record<string, PromocodeSeed[]> = {
  fr: [
    {
      code: "BLACKFRIDAY",
      currency: null,
      type: "percent",
      value: 3000,
      minimum: 0,
      startsInDays: -1,
      endsInDays: 30,
    },
    {
      code: "BIENVENUE10",
      currency: null,
      type: "percent",
      value: 1000,
      minimum: 0,
      startsInDays: -30,
      endsInDays: 365,
    },
    {
      code: "MOINS15",
      currency: "EUR",
      type: "fixed",
      value: 1500,
      minimum: 10000,
      startsInDays: -30,
      endsInDays: 365,
    },
    {
      code: "CARTES20",
      currency: null,
      type: "percent",
      value: 2000,
      minimum: 0,
      startsInDays: -10,
      endsInDays: 60,
      productKeys: ["business-cards"],
    },
    {
      code: "ETE2023",
      currency: null,
      type: "percent",
      value: 1500,
      minimum: 0,
      startsInDays: -400,
      endsInDays: -300,
    },
    {
      code: "NOEL",
      currency: null,
      type: "percent",
      value: 2000,
      minimum: 0,
      startsInDays: 30,
      endsInDays: 60,
    },
  ],
  en: [
    {
      code: "BLACKFRIDAY",
      currency: null,
      type: "percent",
      value: 3000,
      minimum: 0,
      startsInDays: -1,
      endsInDays: 30,
    },
    {
      code: "WELCOME10",
      currency: null,
      type: "percent",
      value: 1000,
      minimum: 0,
      startsInDays: -30,
      endsInDays: 365,
    },
    {
      code: "SAVE15",
      currency: "GBP",
      type: "fixed",
      value: 1500,
      minimum: 10000,
      startsInDays: -30,
      endsInDays: 365,
    },
    {
      code: "SAVE15EUR",
      currency: "EUR",
      type: "fixed",
      value: 1500,
      minimum: 10000,
      startsInDays: -30,
      endsInDays: 365,
    },
    {
      code: "SUMMER2023",
      currency: null,
      type: "percent",
      value: 1500,
      minimum: 0,
      startsInDays: -400,
      endsInDays: -300,
    },
    {
      code: "XMAS",
      currency: null,
      type: "percent",
      value: 2000,
      minimum: 0,
      startsInDays: 30,
      endsInDays: 60,
    },
  ],
};

export interface LossLeaderSeed {
  key: string;
  productKey: string;
  title: string;
  description: string;
  config: { selectedAttributes: Record<string, string>; quantity: number; priority: string };
  promocode: string;
  endsInDays: number;
}

export const lossLeaderSeeds: Record<string, LossLeaderSeed[]> = {
  fr: [
    {
      key: "cartes-decouverte",
      productKey: "business-cards",
      title: "250 cartes de visite à prix découverte",
      description: "Vos premières cartes de visite avec 20 % de remise.",
      config: {
        selectedAttributes: { format: "85x55", paper: "coated-350", sides: "4-4" },
        quantity: 250,
        priority: "standard",
      },
      promocode: "CARTES20",
      endsInDays: 60,
    },
  ],
  en: [
    {
      key: "starter-cards",
      productKey: "business-cards",
      title: "250 business cards at a starter price",
      description: "Your first business cards with 10% off.",
      config: {
        selectedAttributes: { format: "85x55", paper: "coated-350", sides: "4-4" },
        quantity: 250,
        priority: "standard",
      },
      promocode: "WELCOME10",
      endsInDays: 60,
    },
  ],
};

export const inventorySeeds = (now: Date) => [
  {
    mcp_sku: "PRS-PEN-BALL",
    immediate_quantity: 2400,
    future_availability: JSON.stringify([
      { date: daysFrom(now, 14).slice(0, 10), quantity: 3000 },
      { date: daysFrom(now, 35).slice(0, 10), quantity: 1500 },
    ]),
  },
];

export const relativeDate = (now: Date, days: number | null): string | null =>
  days === null ? null : daysFrom(now, days);
