import { useTranslation } from "~/i18n/use-translation";
import type { CartLineView } from "./cart-lines";

type LinePictureProps = Pick<CartLineView, "designPreview" | "designName" | "thumbnail">;

/**
 * A cart or order line's picture: the online design's preview, cut at the trim as it will print and
 * named after the design (issue 38 §5), or the product's thumbnail.
 */
export function LinePicture({ line }: { line: LinePictureProps }) {
  const { t } = useTranslation();
  if (line.designPreview)
    return (
      <img
        className="cart-line__image cart-line__image--design"
        src={line.designPreview}
        alt={
          line.designName
            ? t("cart:line.designPreviewNamed", {
                name: line.designName,
                defaultValue: "Preview of your design {{name}}",
              })
            : t("cart:line.designPreview", { defaultValue: "Preview of your design" })
        }
        width={96}
        height={64}
        data-testid="line-design-preview"
      />
    );
  if (line.thumbnail)
    return <img className="cart-line__image" src={line.thumbnail} alt="" width={96} height={72} />;
  return null;
}

/** "Your design “Cartes Léa”" under a line's product name. */
export function LineDesignName({ name }: { name: string | null }) {
  const { t } = useTranslation();
  if (!name) return null;
  return (
    <p className="cart-line__job" data-testid="line-design-name">
      {t("cart:line.designName", { name, defaultValue: "Your design “{{name}}”" })}
    </p>
  );
}
