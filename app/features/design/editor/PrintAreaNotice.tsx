import { useTranslation } from "~/i18n/use-translation";
import type { LayerIssue } from "../../../../contract/design/print-area";
import type { Scene } from "../../../../contract/design/scene.schemas";
import type { EditorAction } from "./editor-state";
import { useLayerLabel } from "./use-layer-label";

/**
 * While editing (issue 38 §5): every text or picture that crosses the safe area or the trim, on
 * either side, named by its content. A click takes the shopper to the layer to move it.
 */
export function PrintAreaNotice({
  issues,
  scene,
  dispatch,
}: {
  issues: readonly LayerIssue[];
  scene: Scene;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation();
  const layerLabel = useLayerLabel();
  if (issues.length === 0) return null;
  const twoSides = scene.pages.length > 1;
  return (
    <div className="editor-warning editor-print-area" data-testid="print-area-warning">
      <p>
        {t("designEditor:editor.printArea.title", {
          defaultValue: "Careful: these elements may be cut off when the print is trimmed:",
        })}
      </p>
      <ul>
        {issues.map((issue) => {
          const layer = scene.pages[issue.page]?.layers.find((candidate) => candidate.id === issue.layerId);
          if (!layer) return null;
          const side = t(`designEditor:previewSide_${issue.page}`, {
            defaultValue: issue.page === 0 ? "Front" : "Back",
          });
          return (
            <li key={`${issue.page}-${issue.layerId}`}>
              <button
                type="button"
                className="button button--link"
                onClick={() => {
                  dispatch({ type: "page", page: issue.page });
                  dispatch({ type: "select", id: issue.layerId });
                }}
              >
                {twoSides ? `${side} · ` : ""}
                {t(`designEditor:editor.printArea.${issue.issue}`, {
                  name: layerLabel(layer),
                  defaultValue:
                    issue.issue === "trim"
                      ? "“{{name}}” runs past the trim line (red): that part will be cut off."
                      : "“{{name}}” leaves the safe area (blue dots): it may be cut off.",
                })}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
