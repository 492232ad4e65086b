import { Link } from "react-router";
import { formatDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import type { Wallet } from "./wallet.server";

/** The wallet: credit and every movement that explains it (spec §2 wallet history). */
export function WalletPage({
  wallet,
  locale,
  orderDetailPath,
}: {
  wallet: Wallet;
  locale: string;
  orderDetailPath: string | null;
}) {
  const { t } = useTranslation();
  const money = (cents: number, currency: string) => formatPrice(cents, currency, locale);
  if (!wallet.hasWallet) {
    return (
      <div className="account-main">
        <h1>{t("account:wallet.title", { defaultValue: "Wallet" })}</h1>
        <p>
          {t("account:wallet.none", {
            defaultValue: "Your account has no wallet. Premium resellers get one.",
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="account-main wallet-page">
      <h1>{t("account:wallet.title", { defaultValue: "Wallet" })}</h1>
      <section className="account-card account-card--premium">
        <p className="account-wallet__credit" data-testid="wallet-credit">
          {money(wallet.credit.centAmount, wallet.credit.currencyCode)}
        </p>
        <p>{t("account:wallet.text", { defaultValue: "Available credit, usable at checkout." })}</p>
      </section>
      <h2>{t("account:wallet.history", { defaultValue: "History" })}</h2>
      {wallet.history.length === 0 ? (
        <p>{t("account:wallet.empty", { defaultValue: "No movement yet." })}</p>
      ) : (
        <table className="wallet-history">
          <thead>
            <tr>
              <th scope="col">{t("account:wallet.date", { defaultValue: "Date" })}</th>
              <th scope="col">{t("account:wallet.label", { defaultValue: "Movement" })}</th>
              <th scope="col" className="wallet-history__amount">
                {t("account:wallet.amount", { defaultValue: "Amount" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {wallet.history.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDate(entry.createdAt)}</td>
                <td>
                  {entry.kind === "payment" && entry.orderId && orderDetailPath ? (
                    <Link to={`${orderDetailPath}?${new URLSearchParams({ id: entry.orderId })}`}>
                      {t("account:wallet.payment", { defaultValue: "Order {{number}}", number: entry.label })}
                    </Link>
                  ) : (
                    t(`account:wallet.kind.${entry.kind}`, { defaultValue: entry.kind })
                  )}
                </td>
                <td
                  className={`wallet-history__amount${entry.amount.centAmount < 0 ? " is-debit" : " is-credit"}`}
                >
                  {entry.amount.centAmount > 0 ? "+" : "−"}
                  {money(Math.abs(entry.amount.centAmount), entry.amount.currencyCode)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
