import { Form } from "react-router";
import type { NewsletterState } from "#contract/account/newsletter.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import { TextField } from "~/ui/TextField";
import type { NewsletterActionData, UnsubscribeData } from "./newsletter.server";

export type NewsletterView =
  | { step: "form" }
  | { step: "sent" }
  | { step: "confirm"; token: string }
  | { step: "confirmed" };

function Problem({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <Alert tone="danger">
      <p>{t(error, { defaultValue: "This link is not valid. Nothing was changed." })}</p>
    </Alert>
  ) : null;
}

function TokenButton({ token, intent, label }: { token: string; intent: string; label: string }) {
  return (
    <Form method="post" className="newsletter__action">
      <input type="hidden" name="token" value={token} />
      <button type="submit" name="intent" value={intent} className="button button--primary button--large">
        {label}
      </button>
    </Form>
  );
}

/** The newsletter screen: sign up, "check your inbox", confirm from the mail's link, done. */
export function NewsletterPage({ view, result }: { view: NewsletterView; result?: NewsletterActionData }) {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow newsletter">
      <h1>{t("newsletter:title", { defaultValue: "Our newsletter" })}</h1>
      <Problem error={formErrorOf(result) ?? undefined} />
      {view.step === "sent" ? (
        <Alert tone="success">
          <p>
            {t("newsletter:sent", {
              defaultValue: "Check your inbox: we sent you a link to confirm your subscription.",
            })}
          </p>
        </Alert>
      ) : null}
      {view.step === "confirmed" ? (
        <Alert tone="success">
          <p>{t("newsletter:confirmed", { defaultValue: "You're subscribed. Welcome aboard!" })}</p>
        </Alert>
      ) : null}
      {view.step === "confirm" ? (
        <TokenButton
          token={view.token}
          intent="confirm"
          label={t("newsletter:confirm", { defaultValue: "Confirm my subscription" })}
        />
      ) : null}
      {view.step === "form" ? (
        <Form method="post" className="newsletter__form">
          <p>
            {t("newsletter:lead", {
              defaultValue:
                "Offers and print tips about once a month. Unsubscribe in one click from any mail.",
            })}
          </p>
          <TextField
            label={t("newsletter:email", { defaultValue: "Email address" })}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.values?.email ?? ""}
            error={result?.errors.email ? t(result.errors.email) : undefined}
          />
          <button
            type="submit"
            name="intent"
            value="subscribe"
            className="button button--primary button--large"
          >
            {t("newsletter:subscribe", { defaultValue: "Subscribe" })}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** What the signed link's address receives now: said once, when no action has just said it. */
function SubscriptionStatus({ state }: { state: NewsletterState }) {
  const { t } = useTranslation();
  const email = state.email;
  return (
    <p data-testid="newsletter-status">
      {state.status === "subscribed"
        ? t("newsletter:status.subscribed", { defaultValue: "{{email}} receives our newsletter.", email })
        : state.status === "pending"
          ? // Never "receives" before the address was confirmed (issue 38 §4).
            t("newsletter:status.pending", {
              defaultValue:
                "{{email}} hasn't confirmed the subscription yet: no newsletter is sent until the confirmation link is used.",
              email,
            })
          : t("newsletter:status.unsubscribed", {
              defaultValue: "{{email}} doesn't receive our newsletter.",
              email,
            })}
    </p>
  );
}

/** The unsubscribe screen of a mail's signed link: unsubscribe, then one click to come back. */
export function UnsubscribePage({ data, result }: { data: UnsubscribeData; result?: NewsletterActionData }) {
  const { t } = useTranslation();
  const status = data.state?.status ?? null;
  return (
    <div className="container container--narrow newsletter">
      <h1>{t("newsletter:unsubscribe.title", { defaultValue: "Newsletter subscription" })}</h1>
      <Problem error={data.problem ?? formErrorOf(result) ?? undefined} />
      {data.done === "unsubscribe" ? (
        <Alert tone="success">
          <p>
            {t("newsletter:unsubscribe.done", {
              defaultValue: "{{email}} will no longer receive our newsletter.",
              email: data.state?.email,
            })}
          </p>
        </Alert>
      ) : null}
      {data.done === "resubscribe" ? (
        <Alert tone="success">
          <p>
            {t("newsletter:resubscribe.done", {
              defaultValue: "{{email}} is subscribed again.",
              email: data.state?.email,
            })}
          </p>
        </Alert>
      ) : null}
      {data.token && data.state ? (
        <>
          {data.done === "unsubscribe" || data.done === "resubscribe" ? null : (
            <SubscriptionStatus state={data.state} />
          )}
          <TokenButton
            token={data.token}
            intent={status === "unsubscribed" ? "resubscribe" : "unsubscribe"}
            label={
              status === "subscribed"
                ? t("newsletter:unsubscribe.button", { defaultValue: "Unsubscribe" })
                : status === "pending"
                  ? t("newsletter:pending.button", { defaultValue: "Cancel my subscription request" })
                  : t("newsletter:resubscribe.button", { defaultValue: "Subscribe again" })
            }
          />
        </>
      ) : null}
    </div>
  );
}
