import { useTranslation } from "~/i18n/use-translation";
import { useNewDeployment } from "./deploy-watch";

/** "A new version is available — reload", when the server runs a newer build than this tab (JS only). */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const { version, dismiss } = useNewDeployment();
  if (!version) return null;
  return (
    <div className="deploy-notice" role="status" data-testid="deploy-notice">
      <p>{t("common:deploy.available", { defaultValue: "A new version of the site is available." })}</p>
      <div className="deploy-notice__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t("common:deploy.reload", { defaultValue: "Reload" })}
        </button>
        <button type="button" className="button button--secondary" onClick={dismiss}>
          {t("common:deploy.later", { defaultValue: "Later" })}
        </button>
      </div>
    </div>
  );
}
