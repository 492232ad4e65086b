import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Combobox } from "~/ui/Combobox";
import { Field } from "~/ui/Field";
import { SelectField } from "~/ui/TextField";

export type CountryFieldProps = {
  id: string;
  name: string;
  label: string;
  countries: { iso2: string; name: string }[];
  defaultValue: string | undefined;
  error?: string;
};

/**
 * The address form's country: a plain select without JavaScript; once hydrated, a combobox that
 * filters the list as you type and posts the chosen ISO2 code in a hidden input of the same name.
 */
export function CountryField({ id, name, label, countries, defaultValue, error }: CountryFieldProps) {
  const hydrated = useHydrated();
  const options = countries.map((country) => ({ id: country.iso2, label: country.name }));
  const [chosen, setChosen] = useState(
    () => options.find((option) => option.id === defaultValue) ?? options[0],
  );
  if (!hydrated) {
    return (
      <SelectField
        id={id}
        name={name}
        label={label}
        defaultValue={chosen?.id}
        error={error}
        autoComplete="country"
        options={options.map((option) => ({ value: option.id, label: option.label }))}
      />
    );
  }
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <>
          <Combobox
            id={control.id}
            className="combobox--select"
            listLabel={label}
            options={options}
            chosenLabel={chosen?.label ?? ""}
            onSelect={setChosen}
            inputProps={{
              className: "field__input",
              type: "text",
              autoComplete: "off",
              "aria-invalid": control["aria-invalid"],
              "aria-describedby": control["aria-describedby"],
            }}
          />
          <input type="hidden" name={name} value={chosen?.id ?? ""} />
        </>
      )}
    </Field>
  );
}
