import { Form } from "react-router";
import { AGENT_DURATIONS } from "~/features/admin/agent-durations";
import { loadStaffAgent, staffAgentAction } from "~/features/admin/staff-agent.server";
import { formatDateTime } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { screenMeta } from "~/shell/screen-meta";
import { Alert } from "~/ui/Alert";
import { SubmitButton } from "~/ui/SubmitButton";
import type { Route } from "./+types/admin.agent";

export function loader({ context, request, url }: Route.LoaderArgs) {
  return loadStaffAgent(context, request, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return staffAgentAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "admin:agent.title", defaultValue: "Staff access on this browser" });

const DURATION_DEFAULTS: Record<keyof typeof AGENT_DURATIONS, string> = {
  shift: "For this shift (8 hours)",
  week: "For a week",
  month: "For 30 days",
};

/** Staff mark their own browser as staff with the signed agent cookie, or take the mark off. */
export default function StaffAgentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { current, done, email, locale } = loaderData;
  return (
    <div className="container form-card">
      <h1>{t("admin:agent.title", { defaultValue: "Staff access on this browser" })}</h1>
      <p className="field__hint">
        {t("admin:agent.intro", {
          defaultValue:
            "The agent cookie marks this browser as staff, even away from the office network: staff screens and debug mode become available. It is signed, issued to you, and ends on its own.",
        })}
      </p>
      {done === "issued" || done === "revoked" ? (
        <Alert tone="success">
          <p>
            {t(`admin:agent.done.${done}`, {
              defaultValue:
                done === "issued"
                  ? "This browser is marked as staff."
                  : "This browser is no longer marked as staff.",
            })}
          </p>
        </Alert>
      ) : null}
      {formErrorOf(actionData) ? (
        <Alert tone="danger">
          <p>
            {t(formErrorOf(actionData) ?? "", { defaultValue: "Choose how long this browser stays marked." })}
          </p>
        </Alert>
      ) : null}
      <p data-testid="agent-status">
        {current
          ? t("admin:agent.active", {
              defaultValue: "Marked as staff for {{email}} until {{date}}.",
              email: current.agent,
              date: formatDateTime(current.expiresAt, locale),
            })
          : t("admin:agent.inactive", { defaultValue: "This browser is not marked as staff." })}
      </p>
      <Form method="post" className="form-stack">
        <input type="hidden" name="intent" value="issue" />
        <fieldset className="choice-group">
          <legend className="field__label">
            {t("admin:agent.duration", { defaultValue: "Mark this browser as staff ({{email}})", email })}
          </legend>
          <div className="choice-group__options choice-group__options--stacked">
            {Object.keys(AGENT_DURATIONS).map((key, index) => (
              <label key={key} className="choice choice--wide">
                <input type="radio" name="duration" value={key} defaultChecked={index === 0} />
                <span>
                  {t(`admin:agent.durations.${key}`, {
                    defaultValue: DURATION_DEFAULTS[key as keyof typeof AGENT_DURATIONS],
                  })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton pendingLabel={t("admin:agent.pending", { defaultValue: "Saving…" })}>
          {t("admin:agent.issue", { defaultValue: "Mark this browser as staff" })}
        </SubmitButton>
      </Form>
      {current ? (
        <Form method="post" className="form-stack">
          <input type="hidden" name="intent" value="revoke" />
          <button type="submit" className="button button--secondary">
            {t("admin:agent.revoke", { defaultValue: "Stop marking this browser" })}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
