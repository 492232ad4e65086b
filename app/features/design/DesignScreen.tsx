import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { DesignScreenData, TemplateCard } from "./design-screen.server";
import type { DesignActionData } from "./design-screen-action.server";
import { FillInForm } from "./FillInForm";

/** The design screen (issue 14): template browser, then the fill-in form beside its preview. */
export function DesignScreen({
  data,
  action,
  result,
}: {
  data: DesignScreenData;
  action: string;
  result: DesignActionData | undefined;
}) {
  const { t } = useTranslation();
  const { product } = data;
  return (
    <div className="container design-screen">
      <p className="design-screen__back">
        <Link to={data.step === "fill" ? data.browseHref : product.from}>
          {data.step === "fill"
            ? t("designEditor:backToTemplates", { defaultValue: "← Choose another template" })
            : t("designEditor:backToProduct", { defaultValue: "← Back to the product" })}
        </Link>
      </p>
      {data.step === "browse" ? (
        <TemplateBrowser data={data} />
      ) : (
        <FillInForm data={data} action={action} result={result} />
      )}
    </div>
  );
}

function TemplateBrowser({ data }: { data: Extract<DesignScreenData, { step: "browse" }> }) {
  const { t } = useTranslation();
  const { product } = data;
  return (
    <>
      <h1>
        {t("designEditor:browseTitle", {
          product: product.name,
          defaultValue: "Choose a template for “{{product}}”",
        })}
      </h1>
      <p className="design-screen__intro">
        {t("designEditor:browseIntro", {
          format: `${product.widthMm} × ${product.heightMm}`,
          defaultValue: "{{format}} mm.",
        })}
      </p>
      <nav aria-label={t("designEditor:allCategories", { defaultValue: "All templates" })}>
        <ul className="design-categories">
          <li>
            <Link
              to={data.allHref}
              aria-current={data.categories.every((c) => !c.current) ? "page" : undefined}
            >
              {t("designEditor:allCategories", { defaultValue: "All templates" })}
            </Link>
          </li>
          {data.categories.map((category) => (
            <li key={category.name}>
              <Link to={category.href} aria-current={category.current ? "page" : undefined}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="template-grid" data-testid="template-grid">
        <li>
          <Link to={data.blankHref} className="template-card template-card--blank">
            <span
              aria-hidden="true"
              className="template-card__art template-card__blank"
              style={{ aspectRatio: `${product.widthMm + 4} / ${product.heightMm + 4}` }}
            />
            <span className="template-card__name">
              {t("designEditor:blank", { defaultValue: "Blank page" })}
            </span>
            <span className="template-card__meta">
              {t("designEditor:blankHint", { defaultValue: "Start from scratch in the full editor" })}
            </span>
          </Link>
        </li>
        {data.templates.map((template) => (
          <TemplateItem key={template.id} template={template} />
        ))}
      </ul>
      {data.moreHref ? (
        <p className="design-screen__more">
          <Link to={data.moreHref} className="button button--secondary">
            {t("designEditor:more", { defaultValue: "Show more templates" })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function TemplateItem({ template }: { template: TemplateCard }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={template.href}
        className="template-card"
        aria-label={t("designEditor:choose", { name: template.name, defaultValue: "Customise {{name}}" })}
      >
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn on our server from a validated scene, text escaped */}
        <span className="template-card__art" dangerouslySetInnerHTML={{ __html: template.svg }} />
        <span className="template-card__name">{template.name}</span>
        <span className="template-card__meta">
          {template.category} ·{" "}
          {t("designEditor:pages", {
            count: template.pages,
            defaultValue: template.pages > 1 ? "Front and back" : "Front only",
          })}
        </span>
      </Link>
    </li>
  );
}
