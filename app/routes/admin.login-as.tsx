import { Form } from "react-router";
import { loginAsAction } from "~/features/admin/login-as.server";
import { requireStaffScope } from "~/features/admin/staff-scope.server";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { screenMeta } from "~/shell/screen-meta";
import { Alert } from "~/ui/Alert";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { Route } from "./+types/admin.login-as";

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaffScope(context, url, "customers:impersonate");
  return null;
}

export function action({ context, request, url }: Route.ActionArgs) {
  return loginAsAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "admin:loginAs.title", defaultValue: "Log in as a customer" });

export default function LoginAsRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container form-card">
      <h1>{t("admin:loginAs.title", { defaultValue: "Log in as a customer" })}</h1>
      <p className="field__hint">
        {t("admin:loginAs.intro", {
          defaultValue:
            "You will see the shop as this customer for at most an hour. Every page says so, and every request is logged with your name.",
        })}
      </p>
      {formErrorOf(actionData) ? (
        <Alert tone="danger">
          <p>{t(formErrorOf(actionData) ?? "", { defaultValue: "This customer can't be impersonated." })}</p>
        </Alert>
      ) : null}
      <Form method="post" className="form-stack">
        <input type="hidden" name="intent" value="loginAs" />
        <TextField
          label={t("admin:loginAs.email", { defaultValue: "Customer email" })}
          name="email"
          type="email"
          required
          defaultValue={actionData?.values?.email ?? ""}
          autoComplete="off"
        />
        <SubmitButton pendingLabel={t("admin:loginAs.pending", { defaultValue: "Logging in…" })}>
          {t("admin:loginAs.submit", { defaultValue: "Log in as this customer" })}
        </SubmitButton>
      </Form>
    </div>
  );
}
