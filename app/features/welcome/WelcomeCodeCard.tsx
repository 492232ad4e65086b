import type { WelcomeCode } from "#contract/account/welcome.schemas";
import { parisClock } from "#contract/delivery/business-days";
import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";

/** The last day an instant-bounded offer works, in the shop's calendar (the end is exclusive). */
export function lastDayOf(endsAt: string, locale: string): string {
  return formatCalendarDate(parisClock(new Date(Date.parse(endsAt) - 1)).date, locale);
}

/** The welcome code as the customer reads it: the code to type, what it gives, until when, or why not. */
export function WelcomeCodeCard({
  code,
  locale,
  headingLevel = 2,
}: {
  code: WelcomeCode;
  locale: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const value =
    code.discountType === "percent"
      ? t("welcome:code.percent", {
          defaultValue: "{{percent}}% off one order",
          percent: code.discountValue / 100,
        })
      : t("welcome:code.fixed", {
          defaultValue: "{{amount}} off one order",
          amount: formatPrice(code.discountValue, code.currencyCode ?? "EUR", locale),
        });
  return (
    <section className="welcome-code" aria-labelledby="welcome-code-title" data-status={code.status}>
      <Heading id="welcome-code-title" className="welcome-code__title">
        {t("welcome:code.title", { defaultValue: "Your welcome code" })}
      </Heading>
      <p className="welcome-code__code" translate="no">
        {code.code}
      </p>
      <p className="welcome-code__value">{value}</p>
      {code.status === "available" ? (
        <>
          <p>
            {t("welcome:code.until", {
              defaultValue: "Valid until {{date}}, once, with this account.",
              date: lastDayOf(code.endsAt, locale),
            })}
          </p>
          <p className="welcome-code__how">
            {t("welcome:code.howTo", {
              defaultValue: "Type it into the “Promo code” field of a product or of your basket.",
            })}
          </p>
        </>
      ) : code.status === "used" ? (
        <p>
          {t("welcome:code.used", {
            defaultValue: "Used for order {{order}}.",
            order: code.usedBy?.orderNumber ?? "",
          })}
        </p>
      ) : (
        <p>
          {t("welcome:code.expired", {
            defaultValue: "This code expired on {{date}}.",
            date: lastDayOf(code.endsAt, locale),
          })}
        </p>
      )}
    </section>
  );
}
