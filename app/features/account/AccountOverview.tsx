import type { Customer } from "#contract/account/account.schemas";
import type { WelcomeCode } from "#contract/account/welcome.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Price } from "~/ui/Price";
import { WelcomeCodeCard } from "../welcome/WelcomeCodeCard";

export type AccountOverviewProps = { customer: Customer; welcomeCode?: WelcomeCode | null; locale: string };

/** Personal area main screen: who is signed in, the account type, premium status and wallet. */
export function AccountOverview({ customer, welcomeCode, locale }: AccountOverviewProps) {
  const { t } = useTranslation();
  const company = customer.customerMetadata.user_category === "1";
  return (
    <div className="account-main">
      <h1>{t("account:overview.greeting", { defaultValue: "Hello {{name}}", name: customer.firstName })}</h1>
      <div className="account-grid">
        {welcomeCode ? (
          <div className="account-card account-card--welcome">
            <WelcomeCodeCard code={welcomeCode} locale={locale} />
          </div>
        ) : null}
        <section className="account-card" aria-labelledby="account-profile">
          <h2 id="account-profile">{t("account:overview.profile", { defaultValue: "Your details" })}</h2>
          <dl className="account-facts">
            <dt>{t("account:overview.name", { defaultValue: "Name" })}</dt>
            <dd>
              {customer.firstName} {customer.lastName}
            </dd>
            <dt>{t("account:overview.email", { defaultValue: "Email" })}</dt>
            <dd>{customer.email}</dd>
            <dt>{t("account:overview.type", { defaultValue: "Account" })}</dt>
            <dd>
              {company
                ? t("account:overview.company", { defaultValue: "Business", company: customer.companyName })
                : t("account:overview.private", { defaultValue: "Personal" })}
            </dd>
            {company && customer.vatNumber ? (
              <>
                <dt>{t("account:overview.vat", { defaultValue: "VAT number" })}</dt>
                <dd>{customer.vatNumber}</dd>
              </>
            ) : null}
            <dt>{t("account:overview.newsletter", { defaultValue: "Newsletter" })}</dt>
            <dd>
              {customer.customerMetadata.user_subscriber_status
                ? t("account:overview.subscribed", { defaultValue: "Subscribed" })
                : t("account:overview.notSubscribed", { defaultValue: "Not subscribed" })}
            </dd>
          </dl>
        </section>
        {customer.customerIsPremium ? (
          <section className="account-card account-card--premium" aria-labelledby="account-premium">
            <h2 id="account-premium">{t("account:premium.title", { defaultValue: "Premium reseller" })}</h2>
            <p>
              {t("account:premium.text", {
                defaultValue: "Your reseller prices and services apply to every order.",
              })}
            </p>
          </section>
        ) : null}
        {customer.customerHasWallet ? (
          <section className="account-card" aria-labelledby="account-wallet">
            <h2 id="account-wallet">{t("account:wallet.title", { defaultValue: "Wallet" })}</h2>
            <p className="account-wallet__credit">
              <Price
                centAmount={customer.customerWalletCredit.centAmount}
                currency={customer.customerWalletCredit.currencyCode}
                locale={locale}
              />
            </p>
            <p>{t("account:wallet.text", { defaultValue: "Available credit, usable at checkout." })}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
