import { Link } from "react-router";
import { loadMyDesigns, myDesignsAction } from "~/features/account/my-designs.server";
import { DeleteButton, OnlineDesigns } from "~/features/account/OnlineDesigns";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { getRequestState } from "~/server/context.server";
import { formErrorOf } from "~/server/form-errors";
import { screenMeta } from "~/shell/screen-meta";
import { Alert } from "~/ui/Alert";
import type { Route } from "./+types/my-designs";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { ...(await loadMyDesigns(context, url)), links: { ...shop.links } };
}

export function action({ context, request, url }: Route.ActionArgs) {
  return myDesignsAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "designs:title", defaultValue: "My designs" });

export default function MyDesignsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { designs, done } = loaderData;
  return (
    <div className="account-main my-designs">
      <h1>{t("designs:title", { defaultValue: "My designs" })}</h1>
      {done === "saved" ? (
        <Alert tone="success">
          <p>{t("designs:saved", { defaultValue: "Saved to your designs." })}</p>
        </Alert>
      ) : null}
      {done === "shared" || done === "unshared" ? (
        <Alert tone="success">
          <p>
            {done === "shared"
              ? t("designEditor:sharedDone", {
                  defaultValue: "The design is shared: its link opens it for anyone.",
                })
              : t("designEditor:unsharedDone", { defaultValue: "The design is no longer shared." })}
          </p>
        </Alert>
      ) : null}
      {done === "deleted" ? (
        <Alert tone="success">
          <p>{t("designs:deleted", { defaultValue: "The design was deleted." })}</p>
        </Alert>
      ) : null}
      {formErrorOf(actionData) ? (
        <Alert tone="danger">
          <p>{t(formErrorOf(actionData) ?? "", { defaultValue: "This design couldn't be deleted." })}</p>
        </Alert>
      ) : null}
      {designs.length === 0 ? (
        <p>
          {t("designs:none", {
            defaultValue: "No saved designs yet. On a product page, use “Save to my designs”.",
          })}
        </p>
      ) : (
        <ul className="cart-lines">
          {designs.map((design) => (
            <li key={design.id} className="cart-line my-design">
              <div className="cart-line__body">
                <h2 className="cart-line__name">{design.name}</h2>
                <p className="cart-line__facts">
                  {design.productName} · {formatDate(design.createdAt)}
                </p>
                <div className="cart-line__actions">
                  <Link to={design.openPath}>
                    {t("designs:open", { defaultValue: "Open in the configurator" })}
                  </Link>
                  <DeleteButton intent="delete" id={design.id} name={design.name} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <OnlineDesigns designs={loaderData.onlineDesigns} />
    </div>
  );
}

/** Designs made with the online designer (issue 14): preview, order, edit, delete. */
