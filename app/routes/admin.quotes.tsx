import { Form } from "react-router";
import { QUOTE_STATUSES } from "#contract/quotes/quote-constants";
import { StaffQuoteCard } from "~/features/admin/StaffQuoteCard";
import { loadStaffQuotes, staffQuoteAction } from "~/features/admin/staff-quotes.server";
import { useTranslation } from "~/i18n/use-translation";
import { screenMeta } from "~/shell/screen-meta";
import { Alert } from "~/ui/Alert";
import { SelectField } from "~/ui/TextField";
import type { Route } from "./+types/admin.quotes";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadStaffQuotes(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return staffQuoteAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "admin:quotes.title", defaultValue: "Quote desk" });

/** Staff quote desk (issue 16): the shop's requests, each answered with a price excl. VAT and a date. */
export default function StaffQuotesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { quotes, locale } = loaderData;
  return (
    <div className="container staff-orders staff-quotes">
      <h1>{t("admin:quotes.title", { defaultValue: "Quote desk" })}</h1>
      <Form method="get" className="orders-filter" role="search">
        <SelectField
          id="staff-quote-status"
          name="status"
          label={t("admin:quotes.filter", { defaultValue: "Show" })}
          defaultValue={loaderData.status}
          options={[
            ...QUOTE_STATUSES.map((status) => ({
              value: status,
              label: t(`quotes:status.${status}`, { defaultValue: status }),
            })),
            { value: "all", label: t("admin:quotes.all", { defaultValue: "All" }) },
          ]}
        />
        <button type="submit" className="button button--secondary">
          {t("admin:quotes.apply", { defaultValue: "Show" })}
        </button>
      </Form>
      {loaderData.answered ? (
        <Alert tone="success">
          <p>
            {t("admin:quotes.answered", {
              defaultValue: "Answer to {{number}} sent.",
              number: loaderData.answered,
            })}
          </p>
        </Alert>
      ) : null}
      {quotes.length === 0 ? (
        <p className="cart-empty">{t("admin:quotes.none", { defaultValue: "No request here." })}</p>
      ) : (
        <ul className="order-cards">
          {quotes.map((quote) => (
            <StaffQuoteCard
              key={quote.id}
              quote={quote}
              locale={locale}
              result={actionData?.id === quote.id ? actionData : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
