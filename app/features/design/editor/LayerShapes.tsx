import { DESIGN_FONTS, type DesignFontId } from "../../../../contract/design/fonts";
import type {
  ImageLayer,
  SceneLayer,
  ShapeLayer,
  TextLayer,
} from "../../../../contract/design/scene.schemas";
import { setText } from "../../../../contract/design/text-layout";
import { ptToMm } from "../../../../contract/design/units";

/** How each kind of layer draws on the editor's page: the same drawing as the preview and the PDF. */
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

export function LayerShape({ layer, imageUrl }: { layer: SceneLayer; imageUrl: (id: string) => string }) {
  if (layer.type === "text") return <TextShape layer={layer} />;
  if (layer.type === "image") return <Picture layer={layer} imageUrl={imageUrl} />;
  return <Shape layer={layer} />;
}
