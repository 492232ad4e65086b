// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readEarlyChoices } from "./early-choices";

afterEach(() => {
  document.body.innerHTML = "";
});

const read = () => readEarlyChoices("configurator:cards");

function serverForm(marked = true) {
  document.body.innerHTML = `
    <form ${marked ? 'data-early-choices="configurator:cards"' : ""}>
      <input type="hidden" name="island" value="t1">
      <input type="radio" name="quantity" value="250" checked>
      <input type="radio" name="quantity" value="500">
      <input type="checkbox" name="fileCheck" value="1">
      <select name="paper"><option value="matt" selected>Matt</option><option value="gloss">Gloss</option></select>
      <input type="text" name="jobName" value="">
    </form>`;
  return document.querySelector("form") as HTMLFormElement;
}

describe("choices made before hydration", () => {
  it("keeps the form's values when a radio was tapped before hydration", () => {
    const form = serverForm();
    (form.querySelector('input[value="500"]') as HTMLInputElement).checked = true;
    const values = read();
    expect(values?.get("quantity")).toBe("500");
    expect(values?.get("paper")).toBe("matt");
    expect(values?.get("island")).toBe("t1");
  });

  it("sees a changed select and a ticked checkbox", () => {
    const form = serverForm();
    (form.querySelector("select") as HTMLSelectElement).value = "gloss";
    expect(read()?.get("paper")).toBe("gloss");
    serverForm();
    (document.querySelector('input[name="fileCheck"]') as HTMLInputElement).checked = true;
    expect(read()?.get("fileCheck")).toBe("1");
  });

  it("hands nothing over when the visitor changed no choice, or only typed", () => {
    const form = serverForm();
    (form.querySelector('input[name="jobName"]') as HTMLInputElement).value = "Salon";
    expect(read()).toBeNull();
  });

  it("reads only the island's own form", () => {
    const form = serverForm();
    (form.querySelector('input[value="500"]') as HTMLInputElement).checked = true;
    expect(readEarlyChoices("configurator:posters")).toBeNull();
  });

  it("reads only the forms marked for it", () => {
    const form = serverForm(false);
    (form.querySelector('input[value="500"]') as HTMLInputElement).checked = true;
    expect(read()).toBeNull();
  });
});
