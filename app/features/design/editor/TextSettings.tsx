import { useTranslation } from "~/i18n/use-translation";
import { DESIGN_FONT_IDS, DESIGN_FONTS } from "../../../../contract/design/fonts";
import type { TextLayer } from "../../../../contract/design/scene.schemas";
import { NumberInput, Row } from "./editor-fields";

/** A text layer's words and style: font, size, colour, bold and alignment. */
export function TextSettings({
  layer,
  update,
}: {
  layer: TextLayer;
  update: (patch: Partial<TextLayer>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Row label={t("designEditor:editor.text", { defaultValue: "Text" })}>
        <textarea
          className="field__input"
          rows={3}
          value={layer.text}
          maxLength={2000}
          onChange={(event) => update({ text: event.target.value })}
        />
      </Row>
      <Row label={t("designEditor:editor.font", { defaultValue: "Font" })}>
        <select
          className="field__input"
          value={layer.font}
          onChange={(event) => update({ font: event.target.value as (typeof DESIGN_FONT_IDS)[number] })}
        >
          {DESIGN_FONT_IDS.map((font) => (
            <option key={font} value={font}>
              {DESIGN_FONTS[font].label}
            </option>
          ))}
        </select>
      </Row>
      <div className="editor-panel__pair">
        <Row label={t("designEditor:editor.size", { defaultValue: "Size (pt)" })}>
          <NumberInput
            value={layer.sizePt}
            min={4}
            onChange={(sizePt) => update({ sizePt: Math.min(400, Math.max(4, sizePt)) })}
          />
        </Row>
        <Row label={t("designEditor:editor.color", { defaultValue: "Colour" })}>
          <input
            type="color"
            className="editor-color"
            value={layer.color}
            onChange={(event) => update({ color: event.target.value })}
          />
        </Row>
      </div>
      <TextStyle layer={layer} update={update} />
    </>
  );
}

function TextStyle({ layer, update }: { layer: TextLayer; update: (patch: Partial<TextLayer>) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="editor-segmented">
      <legend>{t("designEditor:editor.style", { defaultValue: "Style" })}</legend>
      <label>
        <input
          type="checkbox"
          checked={layer.weight === 700}
          onChange={(event) => update({ weight: event.target.checked ? 700 : 400 })}
        />
        {t("designEditor:editor.bold", { defaultValue: "Bold" })}
      </label>
      {(["left", "center", "right"] as const).map((align) => (
        <label key={align}>
          <input
            type="radio"
            name={`align-${layer.id}`}
            checked={layer.align === align}
            onChange={() => update({ align })}
          />
          {t(`designEditor:editor.align.${align}`, { defaultValue: align })}
        </label>
      ))}
    </fieldset>
  );
}
