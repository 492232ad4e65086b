import { type RefObject, useEffect, useRef, useState } from "react";
import type { Scene, SceneLayer } from "../../../../contract/design/scene.schemas";
import { SAFE_MARGIN_MM } from "../../../../contract/design/scene-svg";
import type { EditorAction } from "./editor-state";
import { LayerShape } from "./LayerShapes";
import { useCanvasDrag } from "./use-canvas-drag";

/**
 * The editor's page (issue 14): the same drawing as the preview and the PDF (shared text setting),
 * as live SVG in millimetres, with the selected layer's frame and its move, resize and rotate handles.
 * Layers that would print cut (issue 38 §5) get a warning frame.
 */
const rotateAttr = (layer: SceneLayer) =>
  layer.rotation
    ? `rotate(${layer.rotation} ${layer.x + layer.width / 2} ${layer.y + layer.height / 2})`
    : undefined;

/** A fingertip: handles are at least this big on screen whatever the zoom (WCAG 2.5.8, issue 38 §5). */
export const HANDLE_MIN_PX = 24;

/** Millimetres per screen pixel of the drawn page, followed as the page is resized or zoomed. */
function useMmPerPx(svg: RefObject<SVGSVGElement | null>, viewWidthMm: number): number | null {
  const [mmPerPx, setMmPerPx] = useState<number | null>(null);
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      setMmPerPx(width > 0 ? viewWidthMm / width : null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg, viewWidthMm]);
  return mmPerPx;
}

export function SceneCanvas({
  scene,
  page,
  selectedId,
  zoom,
  flagged,
  dispatch,
  imageUrl,
  label,
}: {
  scene: Scene;
  page: number;
  selectedId: string | null;
  zoom: number;
  flagged: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
  imageUrl: (id: string) => string;
  label: string;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const { start, move, end } = useCanvasDrag(svg, dispatch);
  const { widthMm: w, heightMm: h, bleedMm: b } = scene.format;
  const mmPerPx = useMmPerPx(svg, w + 2 * b);
  const current = scene.pages[page];
  if (!current) return null;
  const selected = current.layers.find((layer) => layer.id === selectedId) ?? null;
  const handle = Math.max(Math.max(w, h) / 40, (mmPerPx ?? 0) * HANDLE_MIN_PX);
  return (
    <svg
      ref={svg}
      className="design-canvas"
      viewBox={`${-b} ${-b} ${w + 2 * b} ${h + 2 * b}`}
      style={{ width: `${zoom * 100}%` }}
      role="img"
      aria-label={label}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerDown={() => dispatch({ type: "select", id: null })}
    >
      <rect x={-b} y={-b} width={w + 2 * b} height={h + 2 * b} fill={current.background} />
      {current.layers.map((layer) => (
        <g
          key={layer.id}
          transform={rotateAttr(layer)}
          onPointerDown={start("move", layer)}
          data-layer={layer.id}
          style={{ cursor: "move" }}
        >
          <LayerShape layer={layer} imageUrl={imageUrl} />
          {/* An invisible hit area: thin text and lines are easy to grab. */}
          <rect x={layer.x} y={layer.y} width={layer.width} height={layer.height} fill="transparent" />
          {flagged.has(layer.id) ? <WarningFrame layer={layer} /> : null}
        </g>
      ))}
      <PrintGuides w={w} h={h} />
      {selected ? <SelectionFrame layer={selected} handle={handle} top={-b} start={start} /> : null}
    </svg>
  );
}

/**
 * The selected layer's frame, resize handle (bottom right) and rotate handle: above the layer, or
 * below it when the page's top edge (`top`, the bleed's) would cut the handle off.
 */
function SelectionFrame({
  layer,
  handle,
  top,
  start,
}: {
  layer: SceneLayer;
  handle: number;
  top: number;
  start: ReturnType<typeof useCanvasDrag>["start"];
}) {
  const above = layer.y - handle * 1.5;
  const rotateY = above - handle / 2 < top ? layer.y + layer.height + handle * 1.5 : above;
  return (
    <g transform={rotateAttr(layer)} data-selection="">
      <rect
        x={layer.x}
        y={layer.y}
        width={layer.width}
        height={layer.height}
        fill="none"
        stroke="#0a58ca"
        strokeWidth={0.3}
        pointerEvents="none"
      />
      <rect
        className="design-canvas__handle"
        data-handle="resize"
        x={layer.x + layer.width - handle / 2}
        y={layer.y + layer.height - handle / 2}
        width={handle}
        height={handle}
        onPointerDown={start("resize", layer)}
        style={{ cursor: "nwse-resize" }}
      />
      <circle
        className="design-canvas__handle"
        data-handle="rotate"
        cx={layer.x + layer.width / 2}
        cy={rotateY}
        r={handle / 2}
        onPointerDown={start("rotate", layer)}
        style={{ cursor: "grab" }}
      />
    </g>
  );
}

function WarningFrame({ layer }: { layer: SceneLayer }) {
  return (
    <rect
      x={layer.x}
      y={layer.y}
      width={layer.width}
      height={layer.height}
      fill="none"
      stroke="#dc6803"
      strokeWidth={0.4}
      strokeDasharray="1.2 0.8"
      pointerEvents="none"
      data-print-warning=""
    />
  );
}

/** The trim (red) and the safe area (blue dots), over the design and never in the way. */
function PrintGuides({ w, h }: { w: number; h: number }) {
  return (
    <g fill="none" strokeWidth={0.25} pointerEvents="none">
      <rect x={0} y={0} width={w} height={h} stroke="#d92d20" />
      <rect
        x={SAFE_MARGIN_MM}
        y={SAFE_MARGIN_MM}
        width={w - 2 * SAFE_MARGIN_MM}
        height={h - 2 * SAFE_MARGIN_MM}
        stroke="#1570ef"
        strokeDasharray="1 1"
      />
    </g>
  );
}
