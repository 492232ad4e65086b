import { Form, Link } from "react-router";
import { awaitsPrintChoice } from "#contract/orders/print-resolution";
import { formatDate, formatFileSize } from "~/i18n/formatters";
import { useLocale, useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import { TextAreaField } from "~/ui/TextField";
import { ArtworkUploader } from "./ArtworkUploader";
import { PrintChoice } from "./PrintChoice";
import type { OrderArtwork, UploadActionData } from "./upload.server";

type Props = {
  order: OrderArtwork;
  maxBytes: number;
  done: string | null;
  orderPath: string | null;
  /** The upload detail screen (one file or brief), when the shop has one. */
  detailPath?: string | null;
  result: UploadActionData | undefined;
};

const OPEN = ["awaiting_payment", "awaiting_artwork", "file_check"];

/** The upload screen: each line's sets with the file it has (name, size, type, check) and a slot to send one. */
export function UploadPage({ order, maxBytes, done, orderPath, detailPath = null, result }: Props) {
  const { t } = useTranslation();
  const detailOf: DetailOf = (query) =>
    detailPath ? `${detailPath}?${new URLSearchParams({ id: order.id, ...query })}` : null;
  const open = OPEN.includes(order.status);
  return (
    <div className="account-main upload-page">
      {orderPath ? (
        <p>
          <Link to={orderPath}>
            ←{" "}
            {t("uploads:backToOrder", {
              defaultValue: "Back to order {{number}}",
              number: order.orderNumber,
            })}
          </Link>
        </p>
      ) : null}
      <h1>
        {t("uploads:title", { defaultValue: "Print files for order {{number}}", number: order.orderNumber })}
      </h1>
      <UploadNotices done={done} result={result} open={open} />
      <ul className="upload-lines">
        {order.lineItems.map((line) => (
          <UploadLine
            key={line.id}
            order={order}
            line={line}
            open={open}
            maxBytes={maxBytes}
            result={result}
            detailOf={detailOf}
          />
        ))}
      </ul>
    </div>
  );
}

type DetailOf = (query: Record<string, string>) => string | null;
type Line = OrderArtwork["lineItems"][number];
type ArtworkFile = OrderArtwork["artwork"][number];

const DONE_TEXTS: Record<string, [key: string, fallback: string]> = {
  uploaded: ["uploads:done.uploaded", "Your file was received."],
  brief: ["uploads:done.brief", "Your brief was sent to our designers."],
  reset: ["uploads:done.reset", "The item's files were removed: send new ones."],
  lowResolution: [
    "uploads:done.lowResolution",
    "Your file was received, but it is too small for the size it prints: choose below.",
  ],
  printAsIs: ["uploads:done.printAsIs", "Noted: this file will be printed as it is."],
};

/** What the last post did, what went wrong with the form, and whether files can still change. */
function UploadNotices({
  done,
  result,
  open,
}: {
  done: string | null;
  result: UploadActionData | undefined;
  open: boolean;
}) {
  const { t } = useTranslation();
  const doneText = done ? DONE_TEXTS[done] : undefined;
  return (
    <>
      {doneText ? (
        <Alert tone="success">
          <p>{t(doneText[0], { defaultValue: doneText[1] })}</p>
        </Alert>
      ) : null}
      {formErrorOf(result) ? (
        <Alert tone="danger">
          <p>{t(formErrorOf(result) ?? "", { defaultValue: "This request couldn't be handled." })}</p>
        </Alert>
      ) : null}
      {!open ? (
        <Alert tone="info">
          <p>
            {t("uploads:error.locked", {
              defaultValue: "Production has started: files can no longer be changed.",
            })}
          </p>
        </Alert>
      ) : null}
    </>
  );
}

/** One line: its brief (design service) or one slot per set, and a way to start its files again. */
function UploadLine(props: {
  order: OrderArtwork;
  line: Line;
  open: boolean;
  maxBytes: number;
  result: UploadActionData | undefined;
  detailOf: DetailOf;
}) {
  const { order, line, open, result, detailOf } = props;
  const { t } = useTranslation();
  const designService = line.merchantInfo.selectedUploadType === "hds";
  const files = order.artwork.filter((file) => file.lineItemId === line.id);
  const briefLink = detailOf({ brief: line.id });
  return (
    <li className="cart-line upload-line">
      <div className="cart-line__body">
        <h2 className="cart-line__name">{line.mcpProdName}</h2>
        {line.jobName ? <p className="cart-line__job">{line.jobName}</p> : null}
        {designService && briefLink && order.briefs.some((brief) => brief.lineItemId === line.id) ? (
          <p>
            <Link to={briefLink}>{t("uploads:detail.briefLink", { defaultValue: "See the brief" })}</Link>
          </p>
        ) : null}
        {designService ? (
          <BriefForm
            orderId={order.id}
            lineItemId={line.id}
            saved={order.briefs.find((brief) => brief.lineItemId === line.id)?.brief ?? ""}
            open={open}
            result={result}
          />
        ) : (
          Array.from({ length: line.multiArtworkSetsNumber }, (_, set) => set).map((set) => (
            <FileSlot
              key={set}
              {...props}
              set={set}
              file={files.find((candidate) => candidate.setIndex === set)}
            />
          ))
        )}
        {open && files.length > 0 ? (
          <Form method="post" className="upload-line__reset">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="lineItemId" value={line.id} />
            <button type="submit" className="button button--link">
              {t("uploads:reset", { defaultValue: "Remove this item's files and start again" })}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

/** One set's file: what was received, the check's refusal, and the uploader while a file can still come. */
function FileSlot(props: {
  order: OrderArtwork;
  line: Line;
  set: number;
  file: ArtworkFile | undefined;
  open: boolean;
  maxBytes: number;
  result: UploadActionData | undefined;
  detailOf: DetailOf;
}) {
  const { order, line, set, file, open, result, detailOf } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const label =
    line.multiArtworkSetsNumber > 1
      ? t("uploads:setLabel", { defaultValue: "File for set {{set}}", set: set + 1 })
      : t("uploads:fileLabel", { defaultValue: "Print file" });
  const fileLink = file ? detailOf({ file: file.id }) : null;
  return (
    <div className="upload-slot" data-testid={`slot-${line.id}-${set}`}>
      {file ? (
        <dl className="account-facts upload-slot__file">
          <dt>{label}</dt>
          <dd>
            {file.fileName} · {formatFileSize(file.sizeBytes, locale)} · {file.contentType} ·{" "}
            {formatDate(file.uploadedAt)}
            {fileLink ? (
              <>
                {" "}
                ·{" "}
                <Link to={fileLink}>
                  {t("uploads:detail.link", { defaultValue: "Details of {{file}}", file: file.fileName })}
                </Link>
              </>
            ) : null}
          </dd>
        </dl>
      ) : null}
      {file?.status === "rejected" ? (
        <Alert tone="warning">
          <p>
            {t(`uploads:rejected.${file.rejectionReason ?? "other"}`, {
              defaultValue: "Our file check sent this file back: please send a better one.",
            })}
          </p>
        </Alert>
      ) : null}
      {file ? <PrintChoice orderId={order.id} file={file} open={open} set={set} /> : null}
      {open && (!file || file.status === "rejected" || awaitsPrintChoice(file)) ? (
        <ArtworkUploader
          orderId={order.id}
          lineItemId={line.id}
          setIndex={set}
          label={file ? t("uploads:replace", { defaultValue: "Send a new file" }) : label}
          maxBytes={props.maxBytes}
          error={result?.errors[`${line.id}:${set}`] ?? null}
        />
      ) : null}
    </div>
  );
}

/** A design-service line: the brief our designers work from, instead of a print file. */
function BriefForm({
  orderId,
  lineItemId,
  saved,
  open,
  result,
}: {
  orderId: string;
  lineItemId: string;
  saved: string;
  open: boolean;
  result: UploadActionData | undefined;
}) {
  const { t } = useTranslation();
  const slot = `brief:${lineItemId}`;
  const error = result?.errors[slot];
  return (
    <Form method="post" className="artwork-uploader">
      <input type="hidden" name="intent" value="brief" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="lineItemId" value={lineItemId} />
      <TextAreaField
        id={`brief-${lineItemId}`}
        name="brief"
        label={t("uploads:briefLabel", { defaultValue: "Your brief for our designers" })}
        hint={t("uploads:briefHint", {
          defaultValue:
            "Texts, colours, logo, the mood you want: our designers send you a proof within two working days.",
        })}
        rows={5}
        maxLength={2000}
        defaultValue={result?.values?.[slot] ?? saved}
        readOnly={!open}
        error={error ? t(error, { defaultValue: "This brief couldn't be saved." }) : undefined}
        announce
      />
      {open ? (
        <button type="submit" className="button button--secondary">
          {t("uploads:briefSave", { defaultValue: "Send the brief" })}
        </button>
      ) : null}
    </Form>
  );
}
