import { Form } from "react-router";
import { MAIL_STATUSES } from "#contract/mail/mail-statuses";
import { loadStaffMails, type StaffMail, staffMailAction } from "~/features/admin/staff-mails.server";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { screenMeta } from "~/shell/screen-meta";
import { Alert } from "~/ui/Alert";
import { SelectField } from "~/ui/TextField";
import type { Route } from "./+types/admin.mails";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadStaffMails(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return staffMailAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "admin:mails.title", defaultValue: "Mails" });

/** Staff mail screen (issue 36 §1): queued, sent and failed mails; a failed one can be sent again. */
export default function StaffMailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mails } = loaderData;
  return (
    <div className="container staff-orders staff-mails">
      <h1>{t("admin:mails.title", { defaultValue: "Mails" })}</h1>
      <Form method="get" className="orders-filter" role="search">
        <SelectField
          id="staff-mail-status"
          name="status"
          label={t("admin:mails.filter", { defaultValue: "Show" })}
          defaultValue={loaderData.status}
          options={[
            { value: "all", label: t("admin:mails.all", { defaultValue: "All" }) },
            ...MAIL_STATUSES.map((status) => ({
              value: status,
              label: t(`admin:mails.status.${status}`, { defaultValue: status }),
            })),
          ]}
        />
        <button type="submit" className="button button--secondary">
          {t("admin:mails.apply", { defaultValue: "Show" })}
        </button>
      </Form>
      {loaderData.resent ? (
        <Alert tone="success">
          <p>{t("admin:mails.resent", { defaultValue: "The mail is queued again." })}</p>
        </Alert>
      ) : null}
      {formErrorOf(actionData) ? (
        <Alert tone="danger">
          <p>{t(formErrorOf(actionData) ?? "", { defaultValue: "This mail can't be sent again." })}</p>
        </Alert>
      ) : null}
      {mails.length === 0 ? (
        <p className="cart-empty">{t("admin:mails.none", { defaultValue: "No mail here." })}</p>
      ) : (
        <ul className="order-cards">
          {mails.map((mail) => (
            <StaffMailCard key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </div>
  );
}

function StaffMailCard({ mail }: { mail: StaffMail }) {
  const { t } = useTranslation();
  const titleId = `staff-mail-${mail.id}`;
  return (
    <li className="order-card" data-mail-id={mail.id} aria-labelledby={titleId}>
      <div>
        <h2 className="order-card__number" id={titleId}>
          {mail.subject}
        </h2>
        <p className="order-card__meta">
          {mail.recipient} · {formatDate(mail.createdAt)} ·{" "}
          {t("admin:mails.attempts", { defaultValue: "Attempts: {{count}}", count: mail.attempts })}
          {mail.status === "queued" && mail.attempts > 0
            ? ` · ${t("admin:mails.nextAttempt", { defaultValue: "next try {{date}}", date: formatDate(mail.nextAttemptAt) })}`
            : ""}
        </p>
        {mail.lastError ? (
          <p className="order-card__meta">
            {t("admin:mails.lastError", { defaultValue: "Last error: {{error}}", error: mail.lastError })}
          </p>
        ) : null}
      </div>
      <span className={`status-badge status-badge--mail-${mail.status}`}>
        {t(`admin:mails.status.${mail.status}`, { defaultValue: mail.status })}
      </span>
      {mail.status === "failed" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="id" value={mail.id} />
          <button type="submit" className="button button--secondary">
            {t("admin:mails.resend", { defaultValue: "Send again" })}
          </button>
        </Form>
      ) : null}
    </li>
  );
}
