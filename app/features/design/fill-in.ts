import { SLOT_NAMES, type SlotName } from "#contract/design/limits";
import type { Scene } from "#contract/design/scene.schemas";

/**
 * The "fill in the template" form (issue 14 §7): one field per text slot of the scene (a slot used on
 * both sides is one field), one picture field for a logo slot. Pure; shared by loader and action.
 */
export interface FillInField {
  slot: SlotName;
  value: string;
  multiline: boolean;
}

export interface FillInForm {
  texts: FillInField[];
  /** The scene has a logo slot; its current picture id, if any. */
  logo: { imageId: string | null } | null;
}

/** Fields follow the slots' declared order (who, how to reach them, then a flyer's message). */
const SLOT_ORDER: readonly SlotName[] = SLOT_NAMES;

export function fillInFormOf(scene: Scene): FillInForm {
  const texts = new Map<SlotName, FillInField>();
  let logo = false;
  let logoImageId: string | null = null;
  for (const page of scene.pages)
    for (const layer of page.layers) {
      if (!layer.slot) continue;
      if (layer.type === "image" && layer.slot === "logo") {
        logo = true;
        logoImageId ??= layer.imageId;
      }
      if (layer.type === "text" && !texts.has(layer.slot))
        texts.set(layer.slot, {
          slot: layer.slot,
          value: layer.text,
          multiline: layer.text.includes("\n") || layer.slot === "address" || layer.slot === "body",
        });
    }
  return {
    texts: [...texts.values()].sort((a, b) => SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot)),
    logo: logo ? { imageId: logoImageId } : null,
  };
}

/** Field name of a text slot in the form. */
export const slotField = (slot: SlotName) => `slot.${slot}`;

/**
 * The scene with the form's values: each slot's layers get the posted text (line breaks normalised,
 * trimmed at the end); a posted logo replaces the picture of every logo slot. Unposted slots keep
 * their text, so a partial form never blanks a design.
 */
export function applyFillIn(
  scene: Scene,
  values: Readonly<Record<string, string>>,
  logoImageId: string | null,
): Scene {
  return {
    ...scene,
    pages: scene.pages.map((page) => ({
      ...page,
      layers: page.layers.map((layer) => {
        if (layer.type === "text" && layer.slot) {
          const posted = values[slotField(layer.slot)];
          return posted === undefined ? layer : { ...layer, text: posted.replace(/\r\n?/g, "\n").trimEnd() };
        }
        if (layer.type === "image" && layer.slot === "logo" && logoImageId)
          return { ...layer, imageId: logoImageId };
        return layer;
      }),
    })),
  };
}
