import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { lastDayOf, WelcomeCodeCard } from "./WelcomeCodeCard";
import type { WelcomePageData } from "./welcome.server";

/** After registration (spec §2 welcome, welcome promo code and offers): the code, where to go next, the offers. */
export function WelcomePage({ data }: { data: WelcomePageData }) {
  const { t } = useTranslation();
  const { welcome, next, personalArea, locale } = data;
  return (
    <div className="container welcome">
      <h1>
        {welcome
          ? t("welcome:title", { defaultValue: "Welcome, {{name}}!", name: welcome.firstName })
          : t("welcome:metaTitle", { defaultValue: "Welcome" })}
      </h1>
      <p className="welcome__lead">
        {t("welcome:lead", { defaultValue: "Your account is ready. Here is your welcome gift." })}
      </p>
      {welcome?.code ? (
        <WelcomeCodeCard code={welcome.code} locale={locale} />
      ) : (
        <Alert tone="info">
          <p>
            {t("welcome:code.none", {
              defaultValue: "Your welcome code couldn't be loaded; it stays available in your personal area.",
            })}
          </p>
        </Alert>
      )}
      <div className="welcome__next">
        {next ? (
          <Link to={next} className="button button--primary button--large">
            {t("welcome:continue", { defaultValue: "Carry on where I was" })}
          </Link>
        ) : (
          <Link to="/" className="button button--primary button--large">
            {t("welcome:shop", { defaultValue: "Browse our products" })}
          </Link>
        )}
        <Link to={personalArea} className="button button--secondary">
          {t("welcome:account", { defaultValue: "Go to my account" })}
        </Link>
      </div>
      {welcome && welcome.offers.length > 0 ? (
        <section className="welcome__offers" aria-labelledby="welcome-offers">
          <h2 id="welcome-offers">
            {t("welcome:offers.title", { defaultValue: "Our offers for new customers" })}
          </h2>
          <ul className="welcome-offers">
            {welcome.offers.map((offer) => (
              <li key={offer.path} className="welcome-offer">
                <h3>{offer.title}</h3>
                <p>{offer.description}</p>
                {offer.endsAt ? (
                  <p className="welcome-offer__until">
                    {t("welcome:offers.until", {
                      defaultValue: "Until {{date}}",
                      date: lastDayOf(offer.endsAt, locale),
                    })}
                  </p>
                ) : null}
                <Link to={offer.path} className="button button--secondary">
                  {t("welcome:offers.see", { defaultValue: "See the offer: {{title}}", title: offer.title })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
