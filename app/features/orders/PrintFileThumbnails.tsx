import { useTranslation } from "~/i18n/use-translation";

/** The owner's address of a page picture (the same relay for every pictured file, ADR 081/087). */
export const ownerThumbnailSrc = (orderId: string) => (fileId: string, page: number) =>
  `/account/artwork-thumbnail?${new URLSearchParams({ id: orderId, file: fileId, page: String(page) })}`;

export interface ThumbnailFile {
  id: string;
  fileName?: string;
  thumbnailPages: number;
}

/**
 * The print PDF made from an online design, as pictures of its pages (issue 36 §5, ADR 081): what
 * will print, not only its file name. `src` builds the owner's or the desk's thumbnail address.
 */
export function PrintFileThumbnails({
  file,
  src,
}: {
  file: ThumbnailFile;
  src: (fileId: string, page: number) => string;
}) {
  const { t } = useTranslation();
  if (file.thumbnailPages < 1) return null;
  const pages = Array.from({ length: file.thumbnailPages }, (_, page) => page);
  return (
    <figure className="print-file-thumbnails" data-testid="print-file-thumbnails">
      <div className="print-file-thumbnails__pages">
        {pages.map((page) => (
          <img
            key={page}
            src={src(file.id, page)}
            width={160}
            loading="lazy"
            alt={t("orders:printFile.pageAlt", {
              defaultValue: "Print file {{file}}, page {{page}} of {{pages}}",
              file: file.fileName ?? "",
              page: page + 1,
              pages: file.thumbnailPages,
            })}
          />
        ))}
      </div>
      <figcaption>
        {t("orders:printFile.caption", {
          defaultValue: "The print file: {{file}}",
          file: file.fileName ?? "",
        })}
      </figcaption>
    </figure>
  );
}
