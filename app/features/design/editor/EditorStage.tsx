import { type KeyboardEvent, useLayoutEffect, useRef } from "react";
import type { Scene, SceneLayer } from "#contract/design/scene.schemas";
import { useTranslation } from "~/i18n/use-translation";
import type { EditorAction } from "./editor-state";
import { SceneCanvas } from "./SceneCanvas";

/**
 * The page being edited, as an application region: it takes the arrow keys (move), Delete and
 * Ctrl+Z itself. A zoom step scrolls the selected layer back into the middle of the view (issue 38
 * §5): zooming from the top-left corner used to push it out of sight. With nothing selected the card
 * itself is kept in the middle: the view used to stay at its top-left corner and the card drifted away.
 */
export function EditorStage({
  scene,
  page,
  selected,
  zoom,
  flagged,
  dispatch,
  imageUrl,
}: {
  scene: Scene;
  page: number;
  selected: SceneLayer | null;
  zoom: number;
  flagged: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
  imageUrl: (id: string) => string;
}) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a zoom step moves the view
  useLayoutEffect(() => {
    const view = stage.current;
    const target = selectedId
      ? view?.querySelector(`[data-layer="${CSS.escape(selectedId)}"]`)
      : view?.querySelector("svg");
    if (!view || !target) return;
    const area = view.getBoundingClientRect();
    const layer = target.getBoundingClientRect();
    // Against the scroll box's inside (its client area), not its border box.
    view.scrollLeft += layer.left + layer.width / 2 - (area.left + view.clientLeft + view.clientWidth / 2);
    view.scrollTop += layer.top + layer.height / 2 - (area.top + view.clientTop + view.clientHeight / 2);
  }, [zoom]);

  const onKey = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === "z") {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? "redo" : "undo" });
      return;
    }
    if (!selected) return;
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      dispatch({ type: "nudge", id: selected.id, dx: delta[0], dy: delta[1] });
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      dispatch({ type: "remove", id: selected.id });
    }
  };

  return (
    <div
      ref={stage}
      role="application"
      className="design-editor__stage"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region must take focus to take those keys
      tabIndex={0}
      onKeyDown={onKey}
      aria-label={t("designEditor:editor.stage", {
        defaultValue: "Page: select a layer, move it with the arrow keys",
      })}
    >
      <SceneCanvas
        scene={scene}
        page={page}
        selectedId={selectedId}
        zoom={zoom}
        flagged={flagged}
        dispatch={dispatch}
        imageUrl={imageUrl}
        label={t("designEditor:preview", { defaultValue: "Preview" })}
      />
    </div>
  );
}
