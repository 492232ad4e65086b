import { Form, Link } from "react-router";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import type { loadMyDesigns } from "./my-designs.server";

/** The customer's online designs, each with its preview, its links and a way to delete it. */

type OnlineDesign = Awaited<ReturnType<typeof loadMyDesigns>>["onlineDesigns"][number];

export function OnlineDesigns({ designs }: { designs: OnlineDesign[] }) {
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
export function DeleteButton({
  intent,
  id,
  name,
}: {
  intent: "delete" | "deleteOnline";
  id: string;
  name: string;
}) {
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
