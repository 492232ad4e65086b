import { lazy, Suspense, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { DESIGN_LIMITS } from "#contract/design/limits";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { TextAreaField, TextField } from "~/ui/TextField";
import type { DesignScreenData, FillInView, TemplateCard } from "./design-screen.server";
import type { DesignActionData } from "./design-screen-action.server";
import { slotField } from "./fill-in";

/** The full editor is its own chunk, fetched when the shopper opens it (issue 14: ≤ 120 KB gzip). */
const DesignEditor = lazy(() => import("./editor/DesignEditor"));
const designImageUrl = (id: string) => `/design/image?${new URLSearchParams({ id })}`;

const ACCEPTED_PICTURES = "image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg";

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

function FillInForm({
  data,
  action,
  result,
}: {
  data: Extract<DesignScreenData, { step: "fill" }> & FillInView;
  action: string;
  result: DesignActionData | undefined;
}) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const value = result?.errors[field];
    if (!value) return undefined;
    const [key = "", detail] = value.split("|");
    return t(key, { detail, defaultValue: detail ?? "Please check this field." });
  };
  const values = result?.values;
  const previews = result?.previews ?? data.previews;
  const logoImageId = result?.logoImageId ?? data.logo?.imageId ?? null;
  const hydrated = useHydrated();
  // A blank page has nothing to fill in: it is made in the full editor.
  const blank = data.fields.length === 0 && !data.logo;
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (blank && hydrated) setEditing(true);
  }, [blank, hydrated]);
  if (editing)
    return (
      <>
        <h1>{t("designEditor:fillTitle", { name: data.name, defaultValue: "Customise “{{name}}”" })}</h1>
        <Suspense
          fallback={
            <p role="status">{t("designEditor:editor.loading", { defaultValue: "Opening the editor…" })}</p>
          }
        >
          <DesignEditor
            scene={data.scene}
            name={values?.name ?? data.name}
            designId={data.source.kind === "design" ? data.source.id : null}
            templateId={data.source.kind === "template" ? data.source.id : null}
            apiUrl={data.apiUrl}
            imageUrl={designImageUrl}
          />
        </Suspense>
      </>
    );
  return (
    <>
      <h1>{t("designEditor:fillTitle", { name: data.name, defaultValue: "Customise “{{name}}”" })}</h1>
      {blank ? (
        <Alert tone="info">
          <p>
            {t("designEditor:blankNeedsJs", {
              defaultValue:
                "A blank page is designed in the full editor, which needs JavaScript. Choose a template to fill in instead.",
            })}
          </p>
        </Alert>
      ) : null}
      {hydrated ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            {t("designEditor:editor.open", { defaultValue: "Open the full editor" })}
          </button>
        </p>
      ) : null}
      <p className="design-screen__intro">
        {t("designEditor:fillIntro", { defaultValue: "Fill in the fields, then update the preview." })}
      </p>
      <div className="design-fill">
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="form-stack account-card design-fill__form"
          noValidate
        >
          {result?.errors.form ? (
            <Alert tone="danger">
              <p>{error("form")}</p>
            </Alert>
          ) : null}
          <TextField
            name="name"
            label={t("designEditor:designName", { defaultValue: "Design name" })}
            defaultValue={values?.name ?? data.name}
            maxLength={80}
            required
            error={error("name")}
          />
          {data.fields.map((field) => {
            const props = {
              name: slotField(field.slot),
              label: t(`designEditor:slot.${field.slot}`, { defaultValue: field.slot }),
              defaultValue: values?.[slotField(field.slot)] ?? field.value,
              maxLength: DESIGN_LIMITS.textChars,
              error: error(slotField(field.slot)),
            };
            return field.multiline ? (
              <TextAreaField key={field.slot} rows={3} {...props} />
            ) : (
              <TextField key={field.slot} {...props} />
            );
          })}
          {data.logo ? (
            <>
              <TextField
                name="logo"
                type="file"
                accept={ACCEPTED_PICTURES}
                label={t("designEditor:logo", {
                  defaultValue: "Logo or picture (PNG, JPEG or SVG, up to 25 MB)",
                })}
                hint={
                  logoImageId
                    ? t("designEditor:logoKept", { defaultValue: "Your picture is placed." })
                    : undefined
                }
                error={error("logo")}
              />
              <input type="hidden" name="logoImageId" value={logoImageId ?? ""} />
            </>
          ) : null}
          <div className="design-fill__actions">
            <button type="submit" name="intent" value="preview" className="button button--secondary">
              {t("designEditor:updatePreview", { defaultValue: "Update preview" })}
            </button>
            <button type="submit" name="intent" value="save" className="button button--primary">
              {t("designEditor:save", { defaultValue: "Save and use this design" })}
            </button>
          </div>
          <p className="field__hint">
            {t("designEditor:jsEditor", { defaultValue: "The full editor needs JavaScript." })}
          </p>
        </Form>
        <section
          className="design-fill__preview"
          aria-label={t("designEditor:preview", { defaultValue: "Preview" })}
          data-testid="design-preview"
        >
          {previews.map((svg, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional (front, back)
            <figure key={index} className="design-page">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn on our server from a validated scene, text escaped */}
              <div className="design-page__art" dangerouslySetInnerHTML={{ __html: svg }} />
              <figcaption>
                {t(`designEditor:previewSide_${index}`, { defaultValue: index === 0 ? "Front" : "Back" })}
              </figcaption>
            </figure>
          ))}
        </section>
      </div>
    </>
  );
}
