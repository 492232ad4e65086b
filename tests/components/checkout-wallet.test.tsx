import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { PaymentFields } from "~/features/cart/checkout/CheckoutFields";
import { formatPrice } from "~/i18n/formatters";
import { createI18n } from "~/i18n/i18n";
import { dictionaries } from "../../commerce-api/db/seed/dictionaries";
import { tags, textOf } from "./page-harness";

/**
 * What a premium reseller reads at checkout about paying from the wallet, with the shops' real
 * words: the balance, what the wallet pays, what stays in it or what is left to pay by transfer,
 * every amount in the shop's currency and locale.
 */

const SHOPS = {
  fr: { locale: "fr-FR", currency: "EUR" },
  en: { locale: "en-GB", currency: "GBP" },
} as const;

function paymentFields(shop: keyof typeof SHOPS, creditCent: number, totalCent: number) {
  const { locale, currency } = SHOPS[shop];
  const i18n = createI18n({ locale, dictionaries: dictionaries[shop] });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PaymentFields
        wallet={{ creditCent, totalCent }}
        currency={currency}
        money={(cents) => formatPrice(cents, currency, locale)}
      />
    </I18nextProvider>,
  );
  const radios = tags(html, "input").filter((field) => field.name === "paymentMethod");
  return {
    text: textOf(html),
    wallet: radios.find((field) => field.value === "wallet"),
    checked: radios.find((field) => "checked" in field)?.value,
  };
}

describe("paying from the wallet at checkout", () => {
  it("says the balance, that it pays the whole order and the balance after, chosen by default", () => {
    const fr = paymentFields("fr", 25_000, 8_988);
    expect(fr.text).toContain("Mon porte-monnaie — solde 250,00 €");
    expect(fr.text).toContain("Il règle toute la commande (89,88 €). Solde après paiement : 160,12 €.");
    expect(fr.checked).toBe("wallet");
    const en = paymentFields("en", 25_000, 8_988);
    expect(en.text).toContain("My wallet — balance £250.00");
    expect(en.text).toContain("It pays the whole order (£89.88). Balance after payment: £160.12.");
  });

  it("says an order of exactly the balance empties the wallet, without a 0.00 'remaining'", () => {
    const fr = paymentFields("fr", 8_988, 8_988);
    expect(fr.text).toContain("Il règle toute la commande (89,88 €) ; votre porte-monnaie sera alors vide.");
    expect(fr.text).not.toContain("0,00 €");
    expect(paymentFields("en", 8_988, 8_988).text).toContain("your wallet will then be empty");
  });

  it("says a short balance pays part and what is left to pay by transfer", () => {
    const fr = paymentFields("fr", 5_000, 8_988);
    expect(fr.text).toContain(
      "Solde insuffisant pour cette commande de 89,88 € : il en règle 50,00 €, et les 39,88 € restants sont à payer par virement",
    );
    const en = paymentFields("en", 5_000, 8_988);
    expect(en.text).toContain(
      "Not enough for this £89.88 order: it pays £50.00, and the remaining £39.88 is to pay by bank transfer",
    );
  });

  it("says an empty wallet can't pay, and doesn't offer it", () => {
    const fr = paymentFields("fr", 0, 8_988);
    expect(fr.text).toContain(
      "Votre porte-monnaie est vide (0,00 €) : il ne peut pas régler cette commande.",
    );
    expect(fr.wallet).toBeUndefined();
    expect(fr.checked).toBe("bank_transfer");
    expect(paymentFields("en", 0, 8_988).text).toContain("Your wallet is empty (£0.00)");
  });
});
