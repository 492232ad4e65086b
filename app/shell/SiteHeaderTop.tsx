import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import { Icon } from "~/ui/Icon";

export type HeaderTopProps = {
  currency: string;
  currencies: string[];
  currencySwitchAction: string;
  returnTo: string;
};

/** Plain POST form: works without JavaScript; the action redirects back to `returnTo`. */
function CurrencyForm({ currency, currencies, currencySwitchAction, returnTo }: HeaderTopProps) {
  const { t } = useTranslation();
  return (
    <form className="currency-form" method="post" action={currencySwitchAction}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className="currency-form__label" htmlFor="currency-select">
        {t("common:currency.label", { defaultValue: "Currency" })}
      </label>
      <select id="currency-select" className="currency-form__select" name="currency" defaultValue={currency}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <button type="submit" className="currency-form__submit">
        {t("common:currency.switch", { defaultValue: "Change" })}
      </button>
    </form>
  );
}

function HeaderTopContent(props: HeaderTopProps) {
  const { t } = useTranslation();
  return (
    <div className="container site-header__top-inner">
      <p className="site-header__tagline">
        <Icon name="truck" size={16} />
        <span className="site-header__tagline-text">
          {t("header:tagline", { defaultValue: "Professional printing, delivered fast" })}
        </span>
      </p>
      {props.currencies.length > 1 ? (
        <CurrencyForm {...props} />
      ) : (
        <p className="currency-form">
          <span className="currency-form__label">
            {t("common:currency.label", { defaultValue: "Currency" })}
          </span>
          <span className="currency-form__value">{props.currency}</span>
        </p>
      )}
    </div>
  );
}

/** The tagline and the currency: the same on every page of a shop in one currency (ADR 057). */
export function HeaderTop(props: HeaderTopProps) {
  return (
    <CachedElement
      as="div"
      className="site-header__top"
      name="header-top"
      keyParts={() => [
        props.currency,
        props.currencies,
        // Only a shop with a choice of currencies has the form that returns to this page.
        props.currencies.length > 1 ? `${props.currencySwitchAction} ${props.returnTo}` : "",
      ]}
    >
      <HeaderTopContent {...props} />
    </CachedElement>
  );
}
