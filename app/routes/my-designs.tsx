import { Form, Link } from "react-router";
import { loadMyDesigns, myDesignsAction } from "~/features/account/my-designs.server";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { getRequestState } from "~/server/context.server";
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
      {actionData?.error ? (
        <Alert tone="danger">
          <p>{t(actionData.error, { defaultValue: "This design couldn't be deleted." })}</p>
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

type OnlineDesign = Route.ComponentProps["loaderData"]["onlineDesigns"][number];

/** Designs made with the online designer (issue 14): preview, order, edit, delete. */
function OnlineDesigns({ designs }: { designs: OnlineDesign[] }) {
  const { t } = useTranslation();
  return (
    <section className="online-designs" aria-labelledby="online-designs-title">
      <h2 id="online-designs-title">
        {t("designEditor:myDesignsTitle", { defaultValue: "My online designs" })}
      </h2>
      {designs.length === 0 ? (
        <p>{t("designEditor:myDesignsNone", { defaultValue: "No online designs yet." })}</p>
      ) : (
        <ul className="cart-lines" data-testid="online-designs">
          {designs.map((design) => (
            <li key={design.id} className="cart-line my-design">
              <img
                className="cart-line__image cart-line__image--design"
                src={design.previewUrl}
                alt={t("designEditor:attachedPreview", {
                  name: design.name,
                  defaultValue: "Preview of {{name}}",
                })}
                width={96}
                height={64}
              />
              <div className="cart-line__body">
                <h3 className="cart-line__name">{design.name}</h3>
                <p className="cart-line__facts">{formatDate(design.updatedAt)}</p>
                {design.shared ? (
                  <p className="cart-line__facts" data-testid="share-link">
                    {t("designEditor:sharedLink", {
                      defaultValue: "Anyone with this link can open and order it:",
                    })}{" "}
                    <a href={design.sharePath}>{design.sharePath}</a>
                  </p>
                ) : null}
                <div className="cart-line__actions">
                  <Link to={design.orderPath}>
                    {t("designEditor:order", { defaultValue: "Order this design" })}
                  </Link>
                  {design.editPath ? (
                    <Link to={design.editPath}>{t("designEditor:edit", { defaultValue: "Edit" })}</Link>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="intent" value={design.shared ? "unshare" : "share"} />
                    <input type="hidden" name="id" value={design.id} />
                    <button type="submit" className="button button--link">
                      {design.shared
                        ? t("designEditor:unshare", { defaultValue: "Stop sharing" })
                        : t("designEditor:share", { defaultValue: "Share by link" })}
                    </button>
                  </Form>
                  <DeleteButton intent="deleteOnline" id={design.id} name={design.name} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Deletes one design (a saved configuration, or an online design) after a plain form post. */
function DeleteButton({ intent, id, name }: { intent: "delete" | "deleteOnline"; id: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="button button--link"
        aria-label={t("designs:deleteNamed", { defaultValue: "Delete {{name}}", name })}
      >
        {t("designs:delete", { defaultValue: "Delete" })}
      </button>
    </Form>
  );
}
