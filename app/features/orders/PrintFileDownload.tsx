import { useTranslation } from "~/i18n/use-translation";

/** The owner's download address of one of the order's print files (issue 36 §5). */
export const ownerFileHref = (orderId: string, fileId: string) =>
  `/account/artwork-file?${new URLSearchParams({ id: orderId, file: fileId })}`;

/** The order desk's download address of one of an order's print files. */
export const deskFileHref = (orderNumber: string, fileId: string) =>
  `/admin/orders/artwork-file?${new URLSearchParams({ number: orderNumber, file: fileId })}`;

/** A plain link (not a router Link) to the file, answered as an attachment: it downloads with JS on or off. */
export function PrintFileDownload({ href, fileName }: { href: string; fileName: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} download className="print-file-download" data-testid="print-file-download">
      {t("orders:printFile.download", { defaultValue: "Download {{file}}", file: fileName })}
    </a>
  );
}
