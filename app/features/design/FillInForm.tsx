import { lazy, Suspense, useEffect, useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { DESIGN_LIMITS } from "#contract/design/limits";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { TextAreaField, TextField } from "~/ui/TextField";
import type { DesignScreenData, FillInView } from "./design-screen.server";
import type { DesignActionData } from "./design-screen-action.server";
import { slotField } from "./fill-in";

/** The full editor is its own chunk, fetched when the shopper opens it (issue 14: ≤ 120 KB gzip). */
const DesignEditor = lazy(() => import("./editor/DesignEditor"));
const designImageUrl = (id: string) => `/design/image?${new URLSearchParams({ id })}`;

const ACCEPTED_PICTURES = "image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg";

type FillData = Extract<DesignScreenData, { step: "fill" }> & FillInView;
type FillInProps = { data: FillData; action: string; result: DesignActionData | undefined };
type ErrorFor = (field: string) => string | undefined;

/**
 * A template's fields beside its preview, posted without JS; with JS the full editor can take over
 * (at once for a blank page, which has nothing to fill in).
 */
export function FillInForm({ data, action, result }: FillInProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const blank = data.fields.length === 0 && !data.logo;
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (blank && hydrated) setEditing(true);
  }, [blank, hydrated]);
  const title = (
    <h1>{t("designEditor:fillTitle", { name: data.name, defaultValue: "Customise “{{name}}”" })}</h1>
  );
  if (editing)
    return (
      <>
        {title}
        <FullEditor data={data} name={result?.values?.name ?? data.name} />
      </>
    );
  return (
    <>
      {title}
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
        <FillInFields data={data} action={action} result={result} />
        <DesignPreview previews={result?.previews ?? data.previews} />
      </div>
    </>
  );
}

function FullEditor({ data, name }: { data: FillData; name: string }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status">{t("designEditor:editor.loading", { defaultValue: "Opening the editor…" })}</p>
      }
    >
      <DesignEditor
        scene={data.scene}
        name={name}
        designId={data.source.kind === "design" ? data.source.id : null}
        templateId={data.source.kind === "template" ? data.source.id : null}
        apiUrl={data.apiUrl}
        imageUrl={designImageUrl}
      />
    </Suspense>
  );
}

/** The form without JS: the design's name, its text slots and its picture, previewed or saved. */
function FillInFields({ data, action, result }: FillInProps) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const value = result?.errors[field];
    if (!value) return undefined;
    const [key = "", detail] = value.split("|");
    return t(key, { detail, defaultValue: detail ?? "Please check this field." });
  };
  const values = result?.values;
  return (
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
        <LogoField imageId={result?.logoImageId ?? data.logo.imageId ?? null} error={error} />
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
  );
}

/** The template's picture slot; a picture already placed is kept (by id) when no new file is sent. */
function LogoField({ imageId, error }: { imageId: string | null; error: ErrorFor }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="logo"
        type="file"
        accept={ACCEPTED_PICTURES}
        label={t("designEditor:logo", {
          defaultValue: "Logo or picture (PNG, JPEG or SVG, up to 25 MB)",
        })}
        hint={imageId ? t("designEditor:logoKept", { defaultValue: "Your picture is placed." }) : undefined}
        error={error("logo")}
      />
      <input type="hidden" name="logoImageId" value={imageId ?? ""} />
    </>
  );
}

function DesignPreview({ previews }: { previews: string[] }) {
  const { t } = useTranslation();
  return (
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
  );
}
