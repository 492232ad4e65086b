import { Form } from "react-router";
import type { Artwork } from "#contract/orders/artwork.schemas";
import { PRINT_DPI } from "#contract/orders/order-constants";
import { isLowResolution } from "#contract/orders/print-resolution";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";

/**
 * A file too small for the size its item prints (issue 36 §5, ADR 081): never accepted silently. It
 * says its measured dpi and asks for a choice — print it as it is (a real post, JS on or off, recorded
 * with who and when) or send another file (the uploader below). Once chosen, it says so.
 */
export function PrintChoice(props: { orderId: string; file: Artwork; open: boolean; set: number }) {
  const { orderId, file, open, set } = props;
  const { t } = useTranslation();
  if (file.status !== "accepted" || !isLowResolution(file.printDpi)) return null;
  if (file.printAsIsAt)
    return (
      <p className="upload-slot__as-is" data-testid="print-as-is">
        {t("uploads:lowResolution.chosen", {
          defaultValue: "You chose to print this file as it is, at {{dpi}} dpi ({{date}}).",
          dpi: file.printDpi,
          date: formatDate(file.printAsIsAt),
        })}
      </p>
    );
  return (
    <div className="upload-slot__choice" data-testid="print-choice">
      <Alert tone="warning">
        <p>
          {file.contentType === "application/pdf"
            ? t("uploads:lowResolution.noticePdf", {
                defaultValue:
                  "An image in this PDF has {{dpi}} dpi at the size of its page; a sharp print needs {{needed}} dpi, so it may print blurred. Print it as it is, or send another file.",
                dpi: file.printDpi,
                needed: PRINT_DPI,
              })
            : t("uploads:lowResolution.notice", {
                defaultValue:
                  "This image has {{dpi}} dpi at the size it prints; a sharp print needs {{needed}} dpi, so it may print blurred. Print it as it is, or send another file.",
                dpi: file.printDpi,
                needed: PRINT_DPI,
              })}
        </p>
      </Alert>
      {open ? (
        <Form method="post" className="upload-slot__as-is-form">
          <input type="hidden" name="intent" value="printAsIs" />
          <input type="hidden" name="lineItemId" value={file.lineItemId} />
          <input type="hidden" name="setIndex" value={set} />
          <input type="hidden" name="fileId" value={file.id} />
          <input type="hidden" name="orderId" value={orderId} />
          <button type="submit" className="button button--secondary">
            {t("uploads:lowResolution.printAsIs", { defaultValue: "Print it as it is" })}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
