import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { OrderNextPaths } from "./order-next-steps";

/**
 * The ways on from a placed or paid order: send the print files (the main thing still to do, when
 * due), see the order, keep shopping. `filesFirst` is false when paying is the page's main action.
 */
export function OrderNextLinks({
  paths,
  filesFirst = true,
}: {
  paths: OrderNextPaths;
  filesFirst?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className="order-next" aria-label={t("orders:nextSteps", { defaultValue: "Next steps" })}>
      {paths.uploadPath ? (
        <Link
          className={`button ${filesFirst ? "button--primary" : "button--secondary"}`}
          to={paths.uploadPath}
        >
          {t("uploads:link", { defaultValue: "Send my files" })}
        </Link>
      ) : null}
      {paths.detailPath ? (
        <Link className="button button--secondary" to={paths.detailPath}>
          {t("checkout:result.seeOrder", { defaultValue: "See my order" })}
        </Link>
      ) : null}
      <Link className="button button--secondary" to={paths.homePath}>
        {t("cart:continue", { defaultValue: "Continue shopping" })}
      </Link>
    </nav>
  );
}
