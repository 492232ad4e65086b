import { type PointerEvent as ReactPointerEvent, type RefObject, useRef } from "react";
import type { SceneLayer } from "../../../../contract/design/scene.schemas";
import type { EditorAction } from "./editor-state";

/**
 * Move, resize and rotate by pointer (issue 14): mouse, pen and touch alike. A gesture's first
 * change opens an undo step; the next ones merge into it.
 */
type Drag = {
  kind: "move" | "resize" | "rotate";
  startX: number;
  startY: number;
  layer: SceneLayer;
  moved: boolean;
};

const r = (value: number) => Math.round(value * 10) / 10;

/** The change one pointer position makes to the layer held since the gesture started. */
function dragPatch(active: Drag, at: { x: number; y: number }): Partial<SceneLayer> {
  const { layer } = active;
  const dx = at.x - active.startX;
  const dy = at.y - active.startY;
  if (active.kind === "move") return { x: r(layer.x + dx), y: r(layer.y + dy) };
  if (active.kind === "resize")
    return { width: r(Math.max(1, layer.width + dx)), height: r(Math.max(1, layer.height + dy)) };
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  const angle = (Math.atan2(at.y - cy, at.x - cx) * 180) / Math.PI + 90;
  const snapped = Math.round(angle / 5) * 5;
  return { rotation: ((snapped + 540) % 360) - 180 };
}

export function useCanvasDrag(
  svg: RefObject<SVGSVGElement | null>,
  dispatch: (action: EditorAction) => void,
) {
  const drag = useRef<Drag | null>(null);

  /** A pointer position in scene millimetres. */
  const toMm = (event: { clientX: number; clientY: number }) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const start = (kind: Drag["kind"], layer: SceneLayer) => (event: ReactPointerEvent) => {
    event.stopPropagation();
    event.preventDefault();
    dispatch({ type: "select", id: layer.id });
    const at = toMm(event);
    drag.current = { kind, startX: at.x, startY: at.y, layer, moved: false };
    svg.current?.setPointerCapture(event.pointerId);
  };

  const move = (event: ReactPointerEvent) => {
    const active = drag.current;
    if (!active) return;
    const merge = active.moved;
    active.moved = true;
    dispatch({ type: "update", id: active.layer.id, patch: dragPatch(active, toMm(event)), merge });
  };

  const end = () => {
    drag.current = null;
  };

  return { start, move, end };
}
