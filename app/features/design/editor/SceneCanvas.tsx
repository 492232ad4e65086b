import { type PointerEvent as ReactPointerEvent, useRef } from "react";
import { DESIGN_FONTS, type DesignFontId } from "../../../../contract/design/fonts";
import type {
  ImageLayer,
  Scene,
  SceneLayer,
  ShapeLayer,
  TextLayer,
} from "../../../../contract/design/scene.schemas";
import { SAFE_MARGIN_MM } from "../../../../contract/design/scene-svg";
import { setText } from "../../../../contract/design/text-layout";
import { ptToMm } from "../../../../contract/design/units";
import type { EditorAction } from "./editor-state";

/**
 * The editor's page (issue 14): the same drawing as the preview and the PDF (shared text setting),
 * as live SVG in millimetres, with the selected layer's frame and its move, resize and rotate handles.
 * Pointer events serve mouse, pen and touch alike.
 */
type Drag = {
  kind: "move" | "resize" | "rotate";
  id: string;
  startX: number;
  startY: number;
  layer: SceneLayer;
  /** The gesture's first change opens an undo step; the next ones merge into it. */
  moved: boolean;
};

const rotateAttr = (layer: SceneLayer) =>
  layer.rotation
    ? `rotate(${layer.rotation} ${layer.x + layer.width / 2} ${layer.y + layer.height / 2})`
    : undefined;

function TextShape({ layer }: { layer: TextLayer }) {
  const set = setText(layer);
  return (
    <g
      fill={layer.color}
      fontFamily={`'${DESIGN_FONTS[layer.font as DesignFontId].family}'`}
      fontWeight={layer.weight}
      fontSize={ptToMm(set.sizePt)}
      style={{ fontKerning: "none", fontVariantLigatures: "none", whiteSpace: "pre" }}
    >
      {set.lines.map((line, index) =>
        line.text ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
          <text key={index} x={line.x} y={line.baseline}>
            {line.text}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Shape({ layer }: { layer: ShapeLayer }) {
  const paint = { fill: layer.fill ?? "none", stroke: layer.stroke ?? "none", strokeWidth: layer.strokeMm };
  if (layer.shape === "ellipse")
    return (
      <ellipse
        cx={layer.x + layer.width / 2}
        cy={layer.y + layer.height / 2}
        rx={layer.width / 2}
        ry={layer.height / 2}
        {...paint}
      />
    );
  if (layer.shape === "line") {
    const y = layer.y + layer.height / 2;
    return (
      <line
        x1={layer.x}
        y1={y}
        x2={layer.x + layer.width}
        y2={y}
        stroke={layer.stroke ?? layer.fill ?? "#000000"}
        strokeWidth={Math.max(layer.strokeMm, 0.1)}
      />
    );
  }
  return (
    <rect x={layer.x} y={layer.y} width={layer.width} height={layer.height} rx={layer.cornerMm} {...paint} />
  );
}

function Picture({ layer, imageUrl }: { layer: ImageLayer; imageUrl: (id: string) => string }) {
  if (layer.imageId)
    return (
      <image
        href={imageUrl(layer.imageId)}
        x={layer.x}
        y={layer.y}
        width={layer.width}
        height={layer.height}
        preserveAspectRatio={layer.fit === "cover" ? "xMidYMid slice" : "xMidYMid meet"}
      />
    );
  return (
    <rect
      x={layer.x}
      y={layer.y}
      width={layer.width}
      height={layer.height}
      fill="#f2f4f7"
      stroke="#98a2b3"
      strokeWidth={0.3}
      strokeDasharray="1 1"
    />
  );
}

function LayerShape({ layer, imageUrl }: { layer: SceneLayer; imageUrl: (id: string) => string }) {
  if (layer.type === "text") return <TextShape layer={layer} />;
  if (layer.type === "image") return <Picture layer={layer} imageUrl={imageUrl} />;
  return <Shape layer={layer} />;
}

export function SceneCanvas({
  scene,
  page,
  selectedId,
  zoom,
  dispatch,
  imageUrl,
  label,
}: {
  scene: Scene;
  page: number;
  selectedId: string | null;
  zoom: number;
  dispatch: (action: EditorAction) => void;
  imageUrl: (id: string) => string;
  label: string;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const { widthMm: w, heightMm: h, bleedMm: b } = scene.format;
  const current = scene.pages[page];
  const selected = current?.layers.find((layer) => layer.id === selectedId) ?? null;

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
    drag.current = { kind, id: layer.id, startX: at.x, startY: at.y, layer, moved: false };
    svg.current?.setPointerCapture(event.pointerId);
  };

  const move = (event: ReactPointerEvent) => {
    const active = drag.current;
    if (!active) return;
    const at = toMm(event);
    const dx = at.x - active.startX;
    const dy = at.y - active.startY;
    const { layer } = active;
    const merge = active.moved;
    active.moved = true;
    const r = (value: number) => Math.round(value * 10) / 10;
    if (active.kind === "move")
      dispatch({ type: "update", id: layer.id, patch: { x: r(layer.x + dx), y: r(layer.y + dy) }, merge });
    else if (active.kind === "resize")
      dispatch({
        type: "update",
        id: layer.id,
        patch: { width: r(Math.max(1, layer.width + dx)), height: r(Math.max(1, layer.height + dy)) },
        merge,
      });
    else {
      const cx = layer.x + layer.width / 2;
      const cy = layer.y + layer.height / 2;
      const angle = (Math.atan2(at.y - cy, at.x - cx) * 180) / Math.PI + 90;
      const snapped = Math.round(angle / 5) * 5;
      dispatch({ type: "update", id: layer.id, patch: { rotation: ((snapped + 540) % 360) - 180 }, merge });
    }
  };

  const end = () => {
    drag.current = null;
  };

  if (!current) return null;
  const handle = Math.max(w, h) / 40;
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
        </g>
      ))}
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
      {selected ? (
        <g transform={rotateAttr(selected)} data-selection="">
          <rect
            x={selected.x}
            y={selected.y}
            width={selected.width}
            height={selected.height}
            fill="none"
            stroke="#0a58ca"
            strokeWidth={0.3}
            pointerEvents="none"
          />
          <rect
            className="design-canvas__handle"
            x={selected.x + selected.width - handle / 2}
            y={selected.y + selected.height - handle / 2}
            width={handle}
            height={handle}
            onPointerDown={start("resize", selected)}
            style={{ cursor: "nwse-resize" }}
          />
          <circle
            className="design-canvas__handle"
            cx={selected.x + selected.width / 2}
            cy={selected.y - handle * 2}
            r={handle / 2}
            onPointerDown={start("rotate", selected)}
            style={{ cursor: "grab" }}
          />
        </g>
      ) : null}
    </svg>
  );
}
