import { describe, expect, it } from "vitest";
import { type Scene, sceneSchema } from "#contract/design/scene.schemas";
import { applyFillIn, fillInFormOf, slotField } from "./fill-in";

const scene: Scene = sceneSchema.parse({
  version: 1,
  format: { widthMm: 85, heightMm: 55, bleedMm: 2 },
  pages: [
    {
      background: "#ffffff",
      layers: [
        {
          type: "text",
          id: "a",
          slot: "email",
          x: 5,
          y: 30,
          width: 60,
          height: 5,
          text: "a@b.fr",
          font: "inter",
          sizePt: 7,
          color: "#000000",
        },
        {
          type: "text",
          id: "b",
          slot: "name",
          x: 5,
          y: 5,
          width: 60,
          height: 8,
          text: "Camille",
          font: "inter",
          sizePt: 12,
          color: "#000000",
        },
        { type: "image", id: "c", slot: "logo", x: 60, y: 5, width: 20, height: 10, imageId: null },
      ],
    },
    {
      background: "#000000",
      layers: [
        {
          type: "text",
          id: "d",
          slot: "name",
          x: 5,
          y: 5,
          width: 60,
          height: 8,
          text: "Camille",
          font: "inter",
          sizePt: 12,
          color: "#ffffff",
        },
      ],
    },
  ],
});

describe("fill in the template", () => {
  it("asks once per slot, in a natural order, with the logo as a picture field", () => {
    const form = fillInFormOf(scene);
    expect(form.texts.map((field) => field.slot)).toEqual(["name", "email"]);
    expect(form.logo).toEqual({ imageId: null });
  });

  it("writes a slot's text to every side and places the logo; unposted slots stay", () => {
    const logo = "00000000-0000-4000-8000-000000000001";
    const filled = applyFillIn(scene, { [slotField("name")]: "Léa Fontaine\r\n" }, logo);
    const texts = filled.pages.flatMap((page) =>
      page.layers.flatMap((layer) => (layer.type === "text" ? [layer.text] : [])),
    );
    expect(texts).toEqual(["a@b.fr", "Léa Fontaine", "Léa Fontaine"]);
    expect(filled.pages[0]?.layers[2]).toMatchObject({ imageId: logo });
    expect(scene.pages[0]?.layers[1]).toMatchObject({ text: "Camille" });
  });
});
