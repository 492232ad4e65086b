import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceGroup } from "./ChoiceGroup";
import { Field, FieldError } from "./Field";
import { SelectField, TextAreaField, TextField } from "./TextField";

describe("Field", () => {
  it("ties the label, hint and error to the control", () => {
    const html = renderToStaticMarkup(
      <TextField id="email" name="email" label="E-mail" hint="We never share it." error="Enter an e-mail." />,
    );
    expect(html).toContain('<label class="field__label" for="email">E-mail</label>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('<p class="field__error" id="email-error">Enter an e-mail.</p>');
    expect(html).toContain('class="field field--invalid"');
  });

  it("says nothing about validity while there is no error", () => {
    const html = renderToStaticMarkup(<TextField id="job" name="job" label="Job name" />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    expect(html).toContain('class="field"');
  });

  it("announces an error that arrives without a page load", () => {
    const html = renderToStaticMarkup(
      <TextAreaField id="brief" name="brief" label="Brief" error="Too long" announce />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('class="field__input field__textarea"');
  });

  it("writes a group's or a refused action's error the same way, announced when it comes without a page load", () => {
    expect(renderToStaticMarkup(<FieldError id="size-error">Pick a size.</FieldError>)).toBe(
      '<p class="field__error" id="size-error">Pick a size.</p>',
    );
    expect(renderToStaticMarkup(<FieldError announce>Gone.</FieldError>)).toBe(
      '<p class="field__error" role="alert">Gone.</p>',
    );
  });

  it("generates distinct ids when none is given", () => {
    const html = renderToStaticMarkup(
      <>
        <TextField name="a" label="A" />
        <TextField name="b" label="B" />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
  });

  it("lets a control with a button sit in a row", () => {
    const html = renderToStaticMarkup(
      <Field id="code" label="Code">
        {(control) => (
          <div className="row">
            <input {...control} name="code" />
            <button type="submit">Apply</button>
          </div>
        )}
      </Field>,
    );
    expect(html).toMatch(/<div class="row"><input id="code" name="code"\/><button/);
  });

  it("offers a select's options with the chosen one selected", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="country"
        name="country"
        label="Country"
        defaultValue="BE"
        options={[
          { value: "FR", label: "France" },
          { value: "BE", label: "Belgique" },
        ]}
      />,
    );
    expect(html).toContain('<option value="BE" selected="">Belgique</option>');
    expect(html).toContain('name="country"');
  });
});

describe("ChoiceGroup", () => {
  it("checks the default choice and announces the error with the group", () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup
        legend="Account type"
        name="accountType"
        defaultValue="company"
        error="Choose one."
        choices={[
          { value: "private", label: "Private" },
          { value: "company", label: "Company" },
        ]}
      />,
    );
    expect(html).toContain('<fieldset class="choice-group" aria-describedby="accountType-error">');
    expect(html).toContain('checked="" value="company"');
    expect(html).not.toContain('checked="" value="private"');
    expect(html).toContain('<p class="field__error" id="accountType-error">Choose one.</p>');
  });
});
