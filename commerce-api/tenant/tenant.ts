import type { ShippingTable } from "../cart/shipping";
import type { Carrier } from "../orders/tracking.rules";

/** A tenant (one site domain) as the API works with it. */
export interface Tenant {
  key: string;
  name: string;
  indexable: boolean;
  defaultIso2: string;
  defaultZipcode: string;
  baseLocale: string;
  locale: string;
  flag: string;
  /** Default currency; always the first of `currencies`. */
  currency: string;
  currencies: string[];
  /** File check price per currency, minor units. */
  fileCheckPrice: Record<string, number>;
  /** Carriage per currency (migration 025). */
  shipping: Record<string, ShippingTable>;
  trackingContainerId: string | null;
  supportEmail: string;
  supportPhone: string;
  reviews: { rating: number; count: number; source: string } | null;
  loqateKey: string | null;
  /** Public origin for absolute links in mails; null on a shop not configured for mail yet (ADR 069). */
  publicOrigin: string | null;
  /** The shop's own sender (`Name <address>`), else MAIL_FROM applies (ADR 069). */
  mailFrom: string | null;
  /** Carriers staff ship with, each with its tracking page's URL template (migration 035). */
  carriers: Carrier[];
}
