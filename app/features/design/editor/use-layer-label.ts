import { useTranslation } from "~/i18n/use-translation";
import type { SceneLayer } from "../../../../contract/design/scene.schemas";
import { layerName } from "./layer-names";

/** A layer's name in the shop's language: the text itself, "Logo", or its kind. */
export function useLayerLabel() {
  const { t } = useTranslation();
  return (layer: SceneLayer): string => {
    const name = layerName(layer);
    if (name.kind === "text") return name.text || "…";
    if (name.kind === "logo") return t("designEditor:editor.kind.logo", { defaultValue: "Logo" });
    return t(`designEditor:editor.kind.${name.kind}`, { defaultValue: name.kind });
  };
}
