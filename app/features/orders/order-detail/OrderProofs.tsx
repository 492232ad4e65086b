import { Form } from "react-router";
import type { Order, Proof } from "#contract/orders/order.schemas";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { TextAreaField } from "~/ui/TextField";

const STATES: Record<string, string> = {
  awaiting_decision: "Awaiting your answer",
  approved: "Approved: this is what we print",
  changes_requested: "You asked for changes",
  superseded: "Replaced by a newer version",
  outdated: "No longer valid: you replaced the file it was made from",
};

export const PROOF_FILE_PATH = "/account/proof";

/** The newest proof waiting for the customer: approve it, or say what to change (JS on and off). */
function ProofDecision({ order, proof, action }: { order: Order; proof: Proof; action: string }) {
  const { t } = useTranslation();
  return (
    <div className="order-proof__decision">
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="approveProof" />
        <input type="hidden" name="orderId" value={order.id} />
        <input type="hidden" name="proofId" value={proof.id} />
        <button type="submit" className="button button--primary">
          {t("orders:proof.approve", { defaultValue: "Approve this proof: print it" })}
        </button>
      </Form>
      <Form method="post" action={action} className="order-proof__changes">
        <input type="hidden" name="intent" value="requestProofChanges" />
        <input type="hidden" name="orderId" value={order.id} />
        <input type="hidden" name="proofId" value={proof.id} />
        <TextAreaField
          id={`proof-comment-${proof.id}`}
          name="comment"
          required
          minLength={3}
          maxLength={1000}
          rows={3}
          label={t("orders:proof.comment", { defaultValue: "What should our designers change?" })}
        />
        <button type="submit" className="button button--secondary">
          {t("orders:proof.requestChanges", { defaultValue: "Ask for changes" })}
        </button>
      </Form>
    </div>
  );
}

/** Each design-service line's proofs, newest last; the newest, if awaiting, takes the customer's answer. */
export function OrderProofs({ order, action }: { order: Order; action: string }) {
  const { t } = useTranslation();
  const lines = order.lineItems.filter((line) => order.proofs.some((proof) => proof.lineItemId === line.id));
  // A product that asks for a proof says so before the first version arrives.
  const coming = order.lineItems.filter((line) => line.proofRequired && !lines.includes(line));
  if (lines.length === 0 && coming.length === 0) return null;
  return (
    <section className="checkout__section order-proofs" aria-labelledby="order-proofs-title">
      <h2 id="order-proofs-title">{t("orders:proof.title", { defaultValue: "Your proofs" })}</h2>
      {coming.map((line) => (
        <p key={line.id} data-testid="order-proof-coming">
          {t("orders:proof.coming", {
            defaultValue:
              "{{product}}: we send you a proof to approve before printing; nothing is printed without your approval.",
            product: line.jobName ? `${line.mcpProdName} · ${line.jobName}` : line.mcpProdName,
          })}
        </p>
      ))}
      {lines.map((line) => {
        const proofs = order.proofs.filter((proof) => proof.lineItemId === line.id);
        const newest = proofs.at(-1);
        return (
          <div key={line.id} className="order-proof" data-testid="order-proof">
            <h3>{line.jobName ? `${line.mcpProdName} · ${line.jobName}` : line.mcpProdName}</h3>
            <ol className="order-proof__versions">
              {proofs.map((proof) => (
                <li key={proof.id}>
                  <a href={`${PROOF_FILE_PATH}?${new URLSearchParams({ id: order.id, proof: proof.id })}`}>
                    {t("orders:proof.version", {
                      defaultValue: "Version {{version}}",
                      version: proof.version,
                    })}
                  </a>{" "}
                  · {formatDate(proof.uploadedAt)} ·{" "}
                  <strong data-testid="order-proof-state">
                    {t(`orders:proof.state.${proof.status}`, { defaultValue: STATES[proof.status] ?? "" })}
                  </strong>
                  {proof.comment ? <q className="order-proof__comment">{proof.comment}</q> : null}
                </li>
              ))}
            </ol>
            {newest?.status === "awaiting_decision" &&
            newest.fileType !== "pdf" &&
            newest.fileType !== "tiff" ? (
              <img
                className="order-proof__preview"
                src={`${PROOF_FILE_PATH}?${new URLSearchParams({ id: order.id, proof: newest.id })}`}
                alt={t("orders:proof.previewAlt", {
                  defaultValue: "Proof, version {{version}}",
                  version: newest.version,
                })}
              />
            ) : null}
            {newest?.status === "outdated" ? (
              <p data-testid="order-proof-outdated">
                {t("orders:proof.newNeeded", {
                  defaultValue:
                    "You replaced the file after this proof: we are preparing a new proof of your new file. Nothing is printed before you approve it.",
                })}
              </p>
            ) : null}
            {newest?.status === "awaiting_decision" ? (
              <ProofDecision order={order} proof={newest} action={action} />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
