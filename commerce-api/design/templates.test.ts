import { describe, expect, it } from "vitest";
import { designFormatOf } from "../../contract/design/formats";
import { printAreaIssues } from "../../contract/design/print-area";
import { setText } from "../../contract/design/text-layout";
import { buildTemplates, DESIGN_FORMAT_KEYS } from "./templates";

describe("seeded design templates", () => {
  for (const lang of ["fr", "en"] as const) {
    const templates = buildTemplates(lang);
    it(`${lang}: at least twelve valid templates per format, unique ids, at the format's trim size`, () => {
      expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
      for (const formatKey of DESIGN_FORMAT_KEYS) {
        const ofFormat = templates.filter((template) => template.formatKey === formatKey);
        expect(ofFormat.length).toBeGreaterThanOrEqual(12);
        const format = designFormatOf(formatKey);
        for (const template of ofFormat) {
          expect(template.scene.format.widthMm).toBe(format?.widthMm);
          expect(template.scene.format.heightMm).toBe(format?.heightMm);
        }
      }
    });

    it(`${lang}: every text fits its box at a readable size`, () => {
      for (const template of templates)
        for (const page of template.scene.pages)
          for (const layer of page.layers) {
            if (layer.type !== "text") continue;
            const set = setText(layer);
            expect(set.overflows, `${template.id} ${layer.slot}`).toBe(false);
            expect(set.sizePt, `${template.id} ${layer.slot}`).toBeGreaterThanOrEqual(5);
          }
    });

    it(`${lang}: no text or picture starts outside the safe area (the editor would warn on opening)`, () => {
      for (const template of templates) expect(printAreaIssues(template.scene), template.id).toEqual([]);
    });
  }

  it("speaks the tenant's language", () => {
    const fr = JSON.stringify(buildTemplates("fr")[0]?.scene);
    const en = JSON.stringify(buildTemplates("en")[0]?.scene);
    expect(fr).toContain("Camille Martin");
    expect(en).toContain("Alex Morgan");
  });
});
