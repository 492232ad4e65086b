import type { SceneLayer } from "../../../../contract/design/scene.schemas";
import type { EditorAction } from "./editor-state";
import { useLayerLabel } from "./use-layer-label";

/** The side's layers, topmost first, each named by its content; a click selects it. */
export function LayerList({
  layers,
  selectedId,
  label,
  dispatch,
}: {
  layers: readonly SceneLayer[];
  selectedId: string | null;
  label: string;
  dispatch: (action: EditorAction) => void;
}) {
  const layerLabel = useLayerLabel();
  return (
    <ol className="design-editor__layers" aria-label={label}>
      {[...layers].reverse().map((layer) => (
        <li key={layer.id}>
          <button
            type="button"
            aria-pressed={layer.id === selectedId}
            onClick={() => dispatch({ type: "select", id: layer.id })}
          >
            {layerLabel(layer)}
          </button>
        </li>
      ))}
    </ol>
  );
}
