import { Link } from "react-router";
import type { Customer } from "#contract/account/account.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";

export type PremiumResellerProps = {
  customer: Customer;
  supportEmail: string;
  walletPath: string | null;
};

const BENEFITS = ["prices", "wallet", "invoice", "support", "whiteLabel"] as const;

/** The premium reseller page (spec §1, §2): what the status gives, and this customer's status and reason. */
export function PremiumReseller({ customer, supportEmail, walletPath }: PremiumResellerProps) {
  const { t } = useTranslation();
  const premium = customer.customerIsPremium;
  const reason = customer.customerPremiumReason;
  return (
    <div className="account-main premium">
      <h1>{t("premium:title", { defaultValue: "Premium reseller" })}</h1>
      <section
        className={premium ? "account-card account-card--premium" : "account-card"}
        aria-labelledby="premium-status"
      >
        <h2 id="premium-status">{t("premium:statusTitle", { defaultValue: "Your status" })}</h2>
        {premium ? (
          <>
            <p className="premium__status">
              <Icon name="check" size={20} />
              {t("premium:active", { defaultValue: "Your account is a premium reseller account." })}
            </p>
            <dl className="account-facts">
              <dt>{t("premium:reason", { defaultValue: "Why" })}</dt>
              <dd>{reason ? t(`premium:reason.${reason}`, { defaultValue: reason }) : "—"}</dd>
              {customer.customerExternalId ? (
                <>
                  <dt>{t("premium:accountNumber", { defaultValue: "Reseller account" })}</dt>
                  <dd>{customer.customerExternalId}</dd>
                </>
              ) : null}
            </dl>
            {customer.customerHasWallet && walletPath ? (
              <p>
                <Link to={walletPath}>{t("premium:seeWallet", { defaultValue: "See your wallet" })}</Link>
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p>
              {t("premium:inactive", {
                defaultValue:
                  "Your account is not a premium reseller account yet. Print shops, agencies and designers who order for their clients can apply by writing to {{email}}.",
                email: supportEmail,
              })}
            </p>
            {supportEmail ? (
              <p>
                <a className="button button--secondary" href={`mailto:${supportEmail}`}>
                  {t("premium:apply", { defaultValue: "Apply by email" })}
                </a>
              </p>
            ) : null}
          </>
        )}
      </section>
      <section className="account-card" aria-labelledby="premium-benefits">
        <h2 id="premium-benefits">
          {t("premium:benefitsTitle", { defaultValue: "What premium status gives" })}
        </h2>
        <ul className="premium__benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <Icon name="check" size={18} />
              <span>{t(`premium:benefit.${benefit}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
