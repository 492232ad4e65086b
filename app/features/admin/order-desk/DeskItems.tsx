import { Form } from "react-router";
import type { StaffOrder } from "#contract/orders/order.schemas";
import { isLowResolution } from "#contract/orders/print-resolution";
import { deskFileHref, PrintFileDownload } from "~/features/orders/PrintFileDownload";
import { PrintFileThumbnails } from "~/features/orders/PrintFileThumbnails";
import { formatDate, formatFileSize } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";

type Line = StaffOrder["lineItems"][number];

const PROOF_STATES: Record<string, string> = {
  awaiting_decision: "sent, awaiting the customer's decision",
  approved: "approved",
  changes_requested: "changes requested",
  superseded: "replaced by a newer version",
  outdated: "no longer valid: the customer replaced the file since",
};

const BLOCKERS: Record<string, string> = {
  file_missing: "no checked print file yet",
  proof_not_approved: "proof not approved yet",
  low_resolution:
    "low-resolution file ({{dpi}} dpi): the customer hasn't yet chosen to print it as it is or to send another",
};

type DeskFile = StaffOrder["files"][number];

/** The desk's thumbnail of a page of one of the order's print files (ADR 081). */
const deskThumbnailSrc = (orderNumber: string) => (fileId: string, page: number) =>
  `/admin/orders/artwork-thumbnail?${new URLSearchParams({ number: orderNumber, file: fileId, page: String(page) })}`;

/** What production needs to know of a file beyond its check: a low resolution, and the customer's choice. */
function FileResolution({ file }: { file: DeskFile }) {
  const { t } = useTranslation();
  if (file.status !== "accepted" || !isLowResolution(file.printDpi)) return null;
  return (
    <strong data-testid="staff-file-resolution">
      {" · "}
      {file.printAsIsAt
        ? t("admin:orders.file.printAsIs", {
            defaultValue: "printed as is at {{dpi}} dpi, accepted by the customer on {{date}}",
            dpi: file.printDpi,
            date: formatDate(file.printAsIsAt),
          })
        : t("admin:orders.file.lowResolution", {
            defaultValue: "low resolution: {{dpi}} dpi at the printed size",
            dpi: file.printDpi,
          })}
    </strong>
  );
}

/** One design-service line's proof versions, newest last, each with the customer's decision. */
function ProofHistory({ order, line, locale }: { order: StaffOrder; line: Line; locale: string }) {
  const { t } = useTranslation();
  const proofs = order.proofs.filter((proof) => proof.lineItemId === line.id);
  if (proofs.length === 0)
    return <p>{t("admin:orders.proof.none", { defaultValue: "No proof sent yet." })}</p>;
  return (
    <ol className="staff-order__proofs" data-testid="staff-proofs">
      {proofs.map((proof) => (
        <li key={proof.id}>
          {t("admin:orders.proof.version", { defaultValue: "Version {{version}}", version: proof.version })} ·{" "}
          <a
            href={`/admin/orders/proof?${new URLSearchParams({ number: order.orderNumber, proof: proof.id })}`}
          >
            {proof.fileName}
          </a>{" "}
          · {formatFileSize(proof.sizeBytes, locale)} · {formatDate(proof.uploadedAt)} ·{" "}
          <strong>
            {t(`admin:orders.proof.state.${proof.status}`, {
              defaultValue: PROOF_STATES[proof.status] ?? "",
            })}
          </strong>
          {proof.decidedAt ? ` · ${formatDate(proof.decidedAt)}` : ""}
          {proof.outdatedAt ? ` · ${formatDate(proof.outdatedAt)}` : ""}
          {proof.comment ? <q className="staff-order__comment">{proof.comment}</q> : null}
        </li>
      ))}
    </ol>
  );
}

/** Staff send a proof (PDF or image): a plain multipart post, JS on or off. */
function ProofUpload({ order, line }: { order: StaffOrder; line: Line }) {
  const { t } = useTranslation();
  const id = `proof-${line.id}`;
  return (
    <Form method="post" encType="multipart/form-data" className="staff-order__proof-form">
      <input type="hidden" name="intent" value="proof" />
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
      <input type="hidden" name="lineItemId" value={line.id} />
      <label htmlFor={id}>
        {t("admin:orders.proof.file", { defaultValue: "Proof (PDF, PNG, JPEG or TIFF)" })}
      </label>
      <input
        id={id}
        type="file"
        name="file"
        required
        accept="application/pdf,image/png,image/jpeg,image/tiff"
      />
      <button type="submit" className="button button--secondary">
        {t("admin:orders.proof.send", { defaultValue: "Send the proof to the customer" })}
      </button>
    </Form>
  );
}

/** Each item with what production needs of it: its print files, or its proof and the customer's decision. */
export function DeskItems({ order, locale }: { order: StaffOrder; locale: string }) {
  const { t } = useTranslation();
  const open = ["awaiting_payment", "awaiting_artwork", "file_check"].includes(order.status);
  return (
    <ul className="staff-order__items" data-testid="staff-order-items">
      {order.lineItems.map((line) => {
        const files = order.files.filter((file) => file.lineItemId === line.id);
        const blocker = order.productionBlockers.find((candidate) => candidate.lineItemId === line.id);
        // Design-service lines and products that ask for one are printed after an approved proof.
        const needsProof = line.merchantInfo.selectedUploadType === "hds" || line.proofRequired;
        const approved = order.proofs.some((p) => p.lineItemId === line.id && p.status === "approved");
        return (
          <li key={line.id} className="staff-order__item">
            <h3>
              {line.quantity} × {line.mcpProdName}
              {line.jobName ? ` · ${line.jobName}` : ""}
            </h3>
            {blocker ? (
              <p className="staff-order__blocker" data-testid="staff-blocker">
                {t(`admin:orders.blocker.${blocker.reason}`, {
                  defaultValue: BLOCKERS[blocker.reason],
                  dpi: blocker.dpi,
                })}
              </p>
            ) : null}
            {files.length > 0 ? (
              <ul className="staff-order__files" data-testid="staff-order-files">
                {files.map((file) => (
                  <li key={file.id}>
                    {file.fileName} · {file.contentType} · {formatFileSize(file.sizeBytes, locale)} ·{" "}
                    {t(`admin:orders.file.${file.status}`, { defaultValue: file.status })}
                    <FileResolution file={file} />{" "}
                    <PrintFileDownload
                      href={deskFileHref(order.orderNumber, file.id)}
                      fileName={file.fileName}
                    />
                    <PrintFileThumbnails file={file} src={deskThumbnailSrc(order.orderNumber)} />
                  </li>
                ))}
              </ul>
            ) : null}
            {needsProof ? <ProofHistory order={order} line={line} locale={locale} /> : null}
            {needsProof && open && !approved ? <ProofUpload order={order} line={line} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
