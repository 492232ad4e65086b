import { useTranslation } from "~/i18n/use-translation";
import type { AttachedDesign } from "./design-types";

/**
 * Under "I design it online" on the product page (issue 14): the attached design's preview with
 * "edit" and "another template", or the way to the template browser. Plain links: no JS needed.
 */
export function DesignChoice({
  design,
  links,
}: {
  design: AttachedDesign | null;
  links: { browse: string | null; edit: string | null };
}) {
  const { t } = useTranslation();
  if (design)
    return (
      <div className="design-attached" data-testid="attached-design">
        <span className="design-attached__art">
          <img
            src={design.previewUrl}
            alt={t("designEditor:attachedPreview", {
              name: design.name,
              defaultValue: "Preview of your design {{name}}",
            })}
            width={480}
            height={Math.round(480 * 0.66)}
          />
        </span>
        <div>
          <p className="design-attached__name">
            <strong>
              {t("designEditor:attached", { name: design.name, defaultValue: "Your design “{{name}}”" })}
            </strong>
          </p>
          <p className="design-attached__links">
            {design.editUrl ? (
              <a href={design.editUrl}>{t("designEditor:editDesign", { defaultValue: "Edit the design" })}</a>
            ) : null}
            {links.browse ? (
              <a href={links.browse}>
                {t("designEditor:otherTemplate", { defaultValue: "Choose another template" })}
              </a>
            ) : null}
          </p>
        </div>
      </div>
    );
  if (!links.browse) return null;
  return (
    <div className="design-attached design-attached--empty">
      <p className="field__hint">
        {t("designEditor:chooseHint", {
          defaultValue: "You'll pick a template, add your texts and logo, then come back here to order.",
        })}
      </p>
      <p>
        <a className="button button--secondary" href={links.browse} data-testid="choose-template">
          {t("designEditor:chooseTemplate", { defaultValue: "Choose a template and customise it" })}
        </a>
      </p>
    </div>
  );
}
