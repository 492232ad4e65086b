import { Link } from "react-router";
import type { Artwork } from "#contract/orders/artwork.schemas";
import { PRINT_DPI } from "#contract/orders/order-constants";
import { formatDate, formatFileSize } from "~/i18n/formatters";
import { useLocale, useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { ownerFileHref, PrintFileDownload } from "./PrintFileDownload";
import { ownerThumbnailSrc, PrintFileThumbnails } from "./PrintFileThumbnails";
import { fileVerdict, sharpPrintSizeMm } from "./upload-detail";
import type { UploadDetailData } from "./upload-detail.server";

const FORMAT_NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/tiff": "TIFF",
};
const formatName = (contentType: string) => FORMAT_NAMES[contentType] ?? contentType;

/** Spec §2 "upload detail (two versions)": one print file, or one design-service brief. */
export function UploadDetailPage({ data }: { data: UploadDetailData }) {
  const { t } = useTranslation();
  const { detail, order, uploadPath } = data;
  return (
    <div className="account-main upload-detail">
      {detail.kind === "file" ? <FileDetail data={data} file={detail.file} /> : <BriefDetail data={data} />}
      {uploadPath ? (
        <p>
          <Link to={uploadPath}>
            {t("uploads:detail.backToFiles", {
              defaultValue: "Back to the files of order {{number}}",
              number: order.orderNumber,
            })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function FileDetail({ data, file }: { data: UploadDetailData; file: Artwork }) {
  const { t } = useTranslation();
  if (data.detail.kind !== "file") return null;
  const { previewUrl, fileCheckBought, sets } = data.detail;
  const eyebrow =
    sets > 1
      ? t("uploads:detail.setEyebrow", {
          defaultValue: "File for set {{set}} · {{product}}",
          set: file.setIndex + 1,
          product: data.line.name,
        })
      : t("uploads:detail.fileEyebrow", {
          defaultValue: "Print file · {{product}}",
          product: data.line.name,
        });
  return (
    <>
      <p className="upload-detail__eyebrow">{eyebrow}</p>
      <h1 className="upload-detail__title">{file.fileName}</h1>
      <div className="upload-detail__grid">
        <div className="upload-detail__preview">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t("uploads:detail.preview", { defaultValue: "Preview of {{file}}", file: file.fileName })}
              width={file.widthPx ?? undefined}
              height={file.heightPx ?? undefined}
              decoding="async"
            />
          ) : file.thumbnailPages > 0 ? (
            // PDF and TIFF: pictures of the first pages, drawn when the file arrived (ADR 087).
            <PrintFileThumbnails file={file} src={ownerThumbnailSrc(data.order.id)} />
          ) : (
            <p>
              {t("uploads:detail.noPreview", {
                defaultValue: "No preview in the browser for {{format}} files.",
                format: formatName(file.contentType),
              })}
            </p>
          )}
        </div>
        <FileFacts file={file} />
      </div>
      <p>
        <PrintFileDownload href={ownerFileHref(data.order.id, file.id)} fileName={file.fileName} />
      </p>
      <FileVerdictSection data={data} file={file} fileCheckBought={fileCheckBought} />
    </>
  );
}

function FileFacts({ file }: { file: Artwork }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const measured = file.widthPx !== null || file.pageWidthMm !== null;
  const sharp =
    file.widthPx !== null && file.heightPx !== null ? sharpPrintSizeMm(file.widthPx, file.heightPx) : null;
  return (
    <section aria-labelledby="upload-detail-facts">
      <h2 id="upload-detail-facts">{t("uploads:detail.facts", { defaultValue: "The file" })}</h2>
      <dl className="account-facts">
        <dt>{t("uploads:detail.format", { defaultValue: "Format" })}</dt>
        <dd>{formatName(file.contentType)}</dd>
        <dt>{t("uploads:detail.size", { defaultValue: "Size" })}</dt>
        <dd>{formatFileSize(file.sizeBytes, locale)}</dd>
        <dt>{t("uploads:detail.uploaded", { defaultValue: "Sent on" })}</dt>
        <dd>{formatDate(file.uploadedAt)}</dd>
        {file.pageWidthMm !== null && file.pageHeightMm !== null ? (
          <>
            <dt>{t("uploads:detail.page", { defaultValue: "Page size" })}</dt>
            <dd>
              {t("uploads:detail.pageValue", {
                defaultValue: "{{width}} × {{height}} mm",
                width: file.pageWidthMm,
                height: file.pageHeightMm,
              })}
            </dd>
          </>
        ) : null}
        {file.widthPx !== null && file.heightPx !== null ? (
          <>
            <dt>{t("uploads:detail.pixels", { defaultValue: "Dimensions" })}</dt>
            <dd>
              {t("uploads:detail.pixelsValue", {
                defaultValue: "{{width}} × {{height}} pixels",
                width: file.widthPx,
                height: file.heightPx,
              })}
            </dd>
            <dt>{t("uploads:detail.dpi", { defaultValue: "Stated resolution" })}</dt>
            <dd>
              {file.dpi
                ? t("uploads:detail.dpiValue", { defaultValue: "{{dpi}} dpi", dpi: file.dpi })
                : t("uploads:detail.dpiNone", { defaultValue: "Not stated in the file" })}
            </dd>
          </>
        ) : null}
        {sharp ? (
          <>
            <dt>{t("uploads:detail.sharp", { defaultValue: "Prints sharply up to" })}</dt>
            <dd>
              {t("uploads:detail.sharpValue", {
                defaultValue: "{{width}} × {{height}} mm (at 300 dpi)",
                width: sharp.widthMm,
                height: sharp.heightMm,
              })}
            </dd>
          </>
        ) : null}
        {!measured && file.contentType !== "application/pdf" ? (
          <>
            <dt>{t("uploads:detail.pixels", { defaultValue: "Dimensions" })}</dt>
            <dd>{t("uploads:detail.notMeasured", { defaultValue: "Not measured" })}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function FileVerdictSection({
  data,
  file,
  fileCheckBought,
}: {
  data: UploadDetailData;
  file: Artwork;
  fileCheckBought: boolean;
}) {
  const { t } = useTranslation();
  const verdict = fileVerdict(file, fileCheckBought);
  const rejected = ["lowResolution", "rejected", "awaitingChoice"].includes(verdict.kind);
  const verdictText =
    verdict.kind === "lowResolution" && verdict.shortSidePx !== null
      ? t("uploads:detail.verdict.lowResolution", {
          defaultValue: "Sent back: the short side is {{short}} pixels; at least {{minimum}} are needed.",
          short: verdict.shortSidePx,
          minimum: verdict.minimumPx,
        })
      : verdict.kind === "lowResolution"
        ? t("uploads:detail.verdict.lowResolutionUnknown", { defaultValue: "Sent back: resolution too low." })
        : t(`uploads:detail.verdict.${verdict.kind}`, {
            defaultValue: "",
            dpi: "dpi" in verdict ? verdict.dpi : undefined,
            needed: PRINT_DPI,
          });
  return (
    <section aria-labelledby="upload-detail-check" className="upload-detail__check">
      <h2 id="upload-detail-check">{t("uploads:detail.check", { defaultValue: "Check and next step" })}</h2>
      <Alert tone={rejected ? "warning" : verdict.kind === "checked" ? "success" : "info"}>
        <p>{verdictText}</p>
        {data.open ? <p>{t(`uploads:detail.nextStep.${verdict.kind}`, { defaultValue: "" })}</p> : null}
      </Alert>
      {!data.open ? (
        <p>{t("uploads:detail.locked", { defaultValue: "Production has started." })}</p>
      ) : rejected && data.uploadPath ? (
        <Link to={data.uploadPath} className="button button--primary">
          {verdict.kind === "awaitingChoice"
            ? t("uploads:lowResolution.choose", { defaultValue: "Choose" })
            : t("uploads:detail.replace", { defaultValue: "Send a new file" })}
        </Link>
      ) : null}
    </section>
  );
}

function BriefDetail({ data }: { data: UploadDetailData }) {
  const { t } = useTranslation();
  if (data.detail.kind !== "brief") return null;
  const { brief } = data.detail;
  const editPath = data.uploadPath ? `${data.uploadPath}#brief-${data.line.id}` : null;
  return (
    <>
      <h1 className="upload-detail__title">
        {t("uploads:detail.briefTitle", {
          defaultValue: "Design brief · {{product}}",
          product: data.line.name,
        })}
      </h1>
      {data.line.jobName ? <p className="cart-line__job">{data.line.jobName}</p> : null}
      {brief ? (
        <>
          <blockquote className="upload-detail__brief">{brief.text}</blockquote>
          <p className="order-card__meta">
            {t("uploads:detail.briefSaved", {
              defaultValue: "Sent on {{date}}",
              date: formatDate(brief.updatedAt),
            })}
          </p>
          <Alert tone="info">
            <p>
              {t("uploads:detail.briefNext", {
                defaultValue: "Our designers send you a proof within two working days.",
              })}
            </p>
          </Alert>
        </>
      ) : (
        <p>
          {t("uploads:detail.briefNone", { defaultValue: "You haven't sent a brief for this item yet." })}
        </p>
      )}
      {data.open && editPath ? (
        <Link to={editPath} className="button button--secondary">
          {brief
            ? t("uploads:detail.briefEdit", { defaultValue: "Edit the brief" })
            : t("uploads:detail.briefWrite", { defaultValue: "Write the brief" })}
        </Link>
      ) : null}
    </>
  );
}
