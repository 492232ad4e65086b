import type { Order } from "#contract/orders/order.schemas";
import { PostalAddress } from "~/features/account/PostalAddress";
import { useTranslation } from "~/i18n/use-translation";

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where the order goes and who is invoiced, as they were when it was placed. */
export function OrderAddresses({ order, locale }: { order: Order; locale: string }) {
  const { t } = useTranslation();
  const entries = [
    ["shipping", order.shippingAddress, t("orders:address.shipping", { defaultValue: "Delivery address" })],
    ["billing", order.billingAddress, t("orders:address.billing", { defaultValue: "Billing address" })],
  ] as const;
  if (entries.every(([, address]) => !address)) return null;
  return (
    <section className="order-addresses" aria-labelledby="order-addresses-title">
      <h2 id="order-addresses-title">{t("orders:address.title", { defaultValue: "Addresses" })}</h2>
      <div className="order-addresses__grid">
        {entries.map(([key, address, title]) =>
          address ? (
            <div key={key} className="order-addresses__card" data-testid={`order-address-${key}`}>
              <h3>{title}</h3>
              <PostalAddress address={address} countryName={regionName(address.country, locale)} />
            </div>
          ) : null,
        )}
      </div>
    </section>
  );
}
