import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Unbroken } from "./Unbroken";

describe("Unbroken", () => {
  it("keeps the value on one line inside the translated sentence", () => {
    const html = renderToStaticMarkup(
      <h1>
        <Unbroken translate={(number) => `Commande ${number} du jour`} value="PI-2026-000001" />
      </h1>,
    );
    expect(html).toBe('<h1>Commande <span class="unbroken">PI-2026-000001</span> du jour</h1>');
  });

  it("leaves a sentence without the value as it is", () => {
    expect(renderToStaticMarkup(<Unbroken translate={() => "Merci"} value="PI-1" />)).toBe("Merci");
  });
});
