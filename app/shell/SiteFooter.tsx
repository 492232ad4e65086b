import type { NavItem } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import { Icon } from "~/ui/Icon";
import { Logo } from "~/ui/Logo";
import { PreloadLink } from "~/ui/PreloadLink";

export type SiteFooterProps = {
  shopName: string;
  footerLinks: NavItem[];
  navigation: NavItem[];
  supportEmail: string;
  supportPhone: string;
  countries: { iso2: string; name: string }[];
  /** Copyright year, computed by the caller (no clock in render). */
  year: number;
  /** The newsletter screen: the footer's sign-up form posts there (double opt-in). */
  newsletterPath: string | null;
};

/** A plain POST form (works without JS) to the newsletter screen, which mails a confirmation link. */
function NewsletterSignup({ action }: { action: string }) {
  const { t } = useTranslation();
  return (
    <form method="post" action={action} className="site-footer__newsletter">
      <h2 className="site-footer__heading" id="footer-newsletter">
        {t("newsletter:footer.title", { defaultValue: "Newsletter" })}
      </h2>
      <p className="site-footer__about">
        {t("newsletter:lead", {
          defaultValue: "Offers and print tips about once a month. Unsubscribe in one click from any mail.",
        })}
      </p>
      <label className="visually-hidden" htmlFor="footer-newsletter-email">
        {t("newsletter:footer.label", { defaultValue: "Email for the newsletter" })}
      </label>
      <div className="site-footer__newsletter-row">
        <input
          id="footer-newsletter-email"
          className="field__input"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={t("newsletter:footer.label", { defaultValue: "Email for the newsletter" })}
        />
        <button type="submit" name="intent" value="subscribe" className="button button--primary">
          {t("newsletter:subscribe", { defaultValue: "Subscribe" })}
        </button>
      </div>
    </form>
  );
}

function LinkList({ title, items }: { title: string; items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="site-footer__col">
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {items.map((item) => (
          <li key={item.path}>
            <PreloadLink to={item.path}>{item.label}</PreloadLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer: the same for every page of a shop, language and screen group, so on the server its
 * markup comes from the process's markup cache once it is there (ADR 057).
 */
export function SiteFooter(props: SiteFooterProps) {
  return (
    <CachedElement
      as="footer"
      className="site-footer"
      name="footer"
      keyParts={() => [
        props.shopName,
        props.footerLinks,
        props.navigation,
        props.supportEmail,
        props.supportPhone,
        props.countries,
        props.year,
        props.newsletterPath,
      ]}
    >
      <FooterContent {...props} />
    </CachedElement>
  );
}

function FooterContent(props: SiteFooterProps) {
  const { shopName, supportEmail, supportPhone, countries, year } = props;
  const { t } = useTranslation();

  return (
    <>
      <TrustList />
      <div className="container site-footer__main">
        <BrandColumn
          shopName={shopName}
          supportEmail={supportEmail}
          supportPhone={supportPhone}
          newsletterPath={props.newsletterPath}
        />
        <LinkList title={t("footer:products.title", { defaultValue: "Products" })} items={props.navigation} />
        <LinkList
          title={t("footer:links.title", { defaultValue: "Information" })}
          items={props.footerLinks}
        />
        {countries.length > 0 ? (
          <div className="site-footer__col">
            <h2 className="site-footer__heading">
              {t("footer:countries.title", { defaultValue: "We deliver to" })}
            </h2>
            <ul className="site-footer__countries">
              {countries.map((country) => (
                <li key={country.iso2}>
                  <Icon name="globe" size={16} />
                  {country.name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {year} {shopName}. {t("footer:rights", { defaultValue: "All rights reserved." })}
        </p>
      </div>
    </>
  );
}

/** Why buy here: payment, delivery and quality promises. */
function TrustList() {
  const { t } = useTranslation();
  return (
    <div className="site-footer__trust">
      <ul className="container trust-list">
        <li className="trust-list__item">
          <Icon name="lock" size={24} />
          <span className="trust-list__text">
            <strong>{t("footer:trust.payment.title", { defaultValue: "Secure payment" })}</strong>
            {t("footer:trust.payment.text", { defaultValue: "Card, PayPal and bank transfer" })}
          </span>
        </li>
        <li className="trust-list__item">
          <Icon name="truck" size={24} />
          <span className="trust-list__text">
            <strong>{t("footer:trust.delivery.title", { defaultValue: "Tracked delivery" })}</strong>
            {t("footer:trust.delivery.text", { defaultValue: "Choose your delivery speed" })}
          </span>
        </li>
        <li className="trust-list__item">
          <Icon name="check" size={24} />
          <span className="trust-list__text">
            <strong>{t("footer:trust.quality.title", { defaultValue: "Quality guaranteed" })}</strong>
            {t("footer:trust.quality.text", { defaultValue: "Reprinted if anything is wrong" })}
          </span>
        </li>
      </ul>
    </div>
  );
}

/** Who the shop is and how to reach it, with the newsletter signup. */
function BrandColumn({
  shopName,
  supportEmail,
  supportPhone,
  newsletterPath,
}: Pick<SiteFooterProps, "shopName" | "supportEmail" | "supportPhone" | "newsletterPath">) {
  const { t } = useTranslation();
  return (
    <div className="site-footer__col site-footer__col--brand">
      <Logo shopName={shopName} className="logo--inverse" />
      <p className="site-footer__about">
        {t("footer:about", {
          defaultValue: "Business cards, flyers, posters and labels, printed with care.",
        })}
      </p>
      <h2 className="site-footer__heading">{t("footer:contact.title", { defaultValue: "Need help?" })}</h2>
      <ul className="site-footer__contact">
        <li>
          <a href={`tel:${supportPhone.replace(/[^\d+]/g, "")}`}>
            <Icon name="phone" size={18} />
            {supportPhone}
          </a>
        </li>
        <li>
          <a href={`mailto:${supportEmail}`}>
            <Icon name="mail" size={18} />
            {supportEmail}
          </a>
        </li>
      </ul>
      <p className="site-footer__hours">
        {t("footer:contact.hours", { defaultValue: "Monday to Friday, 9am–6pm" })}
      </p>
      {newsletterPath ? <NewsletterSignup action={newsletterPath} /> : null}
    </div>
  );
}
