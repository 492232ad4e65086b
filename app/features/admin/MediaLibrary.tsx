import { useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { MediaItem, MediaTarget } from "#contract/media/media.schemas";
import { formatDate, formatFileSize } from "~/i18n/formatters";
import { useLocale, useTranslation } from "~/i18n/use-translation";
import { Field, FieldError } from "~/ui/Field";
import { TextField } from "~/ui/TextField";
import type { StaffMediaActionData } from "./staff-media.server";

/** One library image: preview, facts, its public URL, where it is used, place and delete. */
export function MediaCard({
  item,
  origin,
  targets,
  result,
}: {
  item: MediaItem;
  origin: string;
  targets: readonly MediaTarget[];
  result: StaffMediaActionData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `media-${item.id}`;
  const error = result?.errors.form ?? result?.errors.target;
  return (
    <li className="media-card" aria-labelledby={titleId} data-media-name={item.name}>
      <img
        className="media-card__preview"
        src={item.url}
        alt=""
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
      />
      <div className="media-card__body">
        <h2 className="media-card__name" id={titleId}>
          {item.fileName}
        </h2>
        <p className="order-card__meta">
          {t("admin:media.facts", {
            defaultValue: "{{width}} × {{height}} px · {{size}} · added {{date}} by {{who}}",
            width: item.width,
            height: item.height,
            size: formatFileSize(item.sizeBytes, locale),
            date: formatDate(item.createdAt),
            who: item.createdBy,
          })}
        </p>
        <PublicUrl id={`url-${item.id}`} url={new URL(item.url, origin).href} />
        <p className="order-card__meta">
          {item.usedBy.length === 0
            ? t("admin:media.unused", { defaultValue: "Not used yet." })
            : t("admin:media.usedBy", {
                defaultValue: "Used by: {{places}}",
                places: item.usedBy.map((use) => use.label).join(", "),
              })}
        </p>
        {error ? (
          <FieldError announce>{t(error, { defaultValue: "This change is not possible." })}</FieldError>
        ) : null}
        <div className="media-card__actions">
          <Form method="post" className="media-card__place">
            <input type="hidden" name="mediaId" value={item.id} />
            <input type="hidden" name="name" value={item.name} />
            <TargetSelect id={`target-${item.id}`} targets={targets} />
            <button type="submit" name="intent" value="place" className="button button--secondary">
              {t("admin:media.place", { defaultValue: "Use this image" })}
            </button>
          </Form>
          {item.usedBy.length === 0 ? (
            // Deleting asks first (issue 38 §5): a disclosure, so it works without JavaScript too.
            <details className="media-card__delete">
              <summary className="button button--secondary">
                {t("admin:media.delete", { defaultValue: "Delete {{file}}", file: item.fileName })}
              </summary>
              <Form method="post" className="media-card__confirm">
                <p>
                  {t("admin:media.deleteConfirm", {
                    defaultValue: "Delete {{file}} for good? Its public address stops working.",
                    file: item.fileName,
                  })}
                </p>
                <input type="hidden" name="mediaId" value={item.id} />
                <input type="hidden" name="name" value={item.name} />
                <button type="submit" name="intent" value="delete" className="button button--danger">
                  {t("admin:media.deleteYes", { defaultValue: "Yes, delete it" })}
                </button>
              </Form>
            </details>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Every place an image can go, grouped by page (then the products), each named by its kind. */
function TargetSelect({ id, targets }: { id: string; targets: readonly MediaTarget[] }) {
  const { t } = useTranslation();
  const groups = new Map<string, MediaTarget[]>();
  for (const target of targets) {
    const group = target.page ?? t("admin:media.products", { defaultValue: "Products" });
    groups.set(group, [...(groups.get(group) ?? []), target]);
  }
  return (
    <Field id={id} label={t("admin:media.target", { defaultValue: "Show it on" })}>
      {(wiring) => (
        <select {...wiring} name="target" className="field__select" required>
          {[...groups].map(([group, members]) => (
            <optgroup key={group} label={group}>
              {members.map((target) => (
                <option key={target.target} value={target.target}>
                  {t(`admin:media.kind.${target.kind}`, { defaultValue: target.kind })} — {target.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The URL in a read-only field (selectable without JS) and, with JS, a copy button. */
function PublicUrl({ id, url }: { id: string; url: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="media-card__url">
      <TextField
        id={id}
        name="url"
        readOnly
        value={url}
        label={t("admin:media.url", { defaultValue: "Public URL" })}
        onFocus={(event) => event.currentTarget.select()}
      />
      {hydrated ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t("admin:media.copy", { defaultValue: "Copy the URL" })}
        </button>
      ) : null}
      <span className="media-card__copied" aria-live="polite">
        {copied ? t("admin:media.copied", { defaultValue: "Copied." }) : ""}
      </span>
    </div>
  );
}

/** The upload form: one PNG or JPEG, typed by its content on the server. */
export function MediaUpload({ maxBytes, error }: { maxBytes: number; error: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Form method="post" encType="multipart/form-data" className="media-upload">
      <TextField
        id="media-file"
        name="file"
        type="file"
        accept="image/png,image/jpeg"
        required
        label={t("admin:media.file", { defaultValue: "Image to add" })}
        hint={t("admin:media.fileHint", {
          defaultValue: "PNG or JPEG, up to {{size}}.",
          size: formatFileSize(maxBytes, locale),
        })}
        error={error ? t(error, { defaultValue: "This file cannot be added." }) : undefined}
      />
      <button type="submit" className="button button--primary">
        {t("admin:media.upload", { defaultValue: "Add to the library" })}
      </button>
    </Form>
  );
}
