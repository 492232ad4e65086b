import { useState } from "react";
import { useNavigate } from "react-router";
import { formatFileSize } from "~/i18n/formatters";
import { useLocale, useTranslation } from "~/i18n/use-translation";
import { FieldError } from "~/ui/Field";

type Props = {
  orderId: string;
  lineItemId: string;
  setIndex: number;
  label: string;
  maxBytes: number;
  /** The server's refusal for this slot, after a post without JS. */
  error: string | null;
};

/**
 * One print file slot. Without JS it is a plain multipart form posted to the upload route (303 back).
 * With JS the same form goes through XMLHttpRequest so the payer sees the upload's progress; the
 * server's answer page is read back for its message, so both paths show the same texts.
 */
export function ArtworkUploader({ orderId, lineItemId, setIndex, label, maxBytes, error }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const slot = `${lineItemId}:${setIndex}`;
  const { progress, clientError, submit } = useProgressUpload(slot, maxBytes);
  const inputId = `artwork-${lineItemId}-${setIndex}`;
  const message = clientError ?? (error ? t(error, { defaultValue: "This file couldn't be saved." }) : null);
  return (
    <form method="post" encType="multipart/form-data" className="artwork-uploader" onSubmit={submit}>
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="lineItemId" value={lineItemId} />
      <input type="hidden" name="setIndex" value={setIndex} />
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        type="file"
        name="file"
        accept="application/pdf,image/png,image/jpeg,image/tiff,.pdf,.png,.jpg,.jpeg,.tif,.tiff"
        required
        aria-describedby={`${inputId}-hint${message ? ` ${inputId}-error` : ""}`}
      />
      <p className="field__hint" id={`${inputId}-hint`}>
        {t("uploads:hint", {
          defaultValue: "PDF, PNG, JPEG or TIFF, up to {{size}}.",
          size: formatFileSize(maxBytes, locale),
        })}
      </p>
      {progress !== null ? (
        <progress
          className="artwork-uploader__progress"
          max={100}
          value={progress}
          aria-label={t("uploads:progress", { defaultValue: "Upload progress" })}
        >
          {progress}%
        </progress>
      ) : null}
      {message ? (
        <FieldError id={`${inputId}-error`} announce data-upload-error={slot}>
          {message}
        </FieldError>
      ) : null}
      <button
        type="submit"
        className="button button--secondary"
        aria-disabled={progress !== null || undefined}
      >
        {progress !== null
          ? t("uploads:sending", { defaultValue: "Sending… {{percent}} %", percent: progress })
          : t("uploads:send", { defaultValue: "Send this file" })}
      </button>
    </form>
  );
}

/**
 * With JS, the slot's form goes through XMLHttpRequest for its progress; a refusal is read from the
 * server's answer page (the slot's `data-upload-error`) so both paths show the same texts.
 */
function useProgressUpload(slot: string, maxBytes: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (typeof XMLHttpRequest === "undefined" || !file) return;
    event.preventDefault();
    if (file.size > maxBytes) {
      setClientError(t("uploads:error.tooLarge", { defaultValue: "This file is too large." }));
      return;
    }
    setClientError(null);
    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable)
        setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
    };
    request.onerror = () => {
      setProgress(null);
      setClientError(
        t("uploads:error.interrupted", { defaultValue: "The upload was interrupted; nothing was saved." }),
      );
    };
    request.onload = () => {
      setProgress(null);
      if (request.status < 400) {
        const target = new URL(request.responseURL || form.action);
        navigate(`${target.pathname}${target.search}`, { replace: true });
        return;
      }
      const page = new DOMParser().parseFromString(request.responseText, "text/html");
      const text = page.querySelector(`[data-upload-error="${CSS.escape(slot)}"]`)?.textContent;
      setClientError(text ?? t("uploads:error.invalid", { defaultValue: "This file couldn't be saved." }));
    };
    request.send(new FormData(form));
  }

  return { progress, clientError, submit };
}
