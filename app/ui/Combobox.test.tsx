import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CountryField } from "~/features/account/CountryField";
import { HeaderSearch } from "~/features/search/HeaderSearch";
import { createI18n } from "~/i18n/i18n";
import { Combobox } from "./Combobox";

/**
 * The server's HTML is what a visitor without JavaScript gets: the plain control the combobox
 * enhances, and no combobox attributes that nothing would honour.
 */
const i18n = createI18n({ locale: "fr-FR", dictionaries: { search: { label: "Que recherchez-vous ?" } } });

describe("Combobox without JavaScript", () => {
  it("is the plain named input, with no combobox claims and no popup", () => {
    const html = renderToStaticMarkup(
      <Combobox
        id="q"
        name="q"
        listLabel="Suggestions"
        options={[{ id: "a", label: "Alpha" }]}
        inputProps={{ type: "search", placeholder: "Search" }}
        onSelect={() => {}}
      />,
    );
    expect(html).toBe(
      '<div class="combobox"><input type="search" placeholder="Search" id="q" name="q" value=""/></div>',
    );
    for (const claim of ["role=", "aria-expanded", "aria-controls", "aria-activedescendant", "listbox"]) {
      expect(html).not.toContain(claim);
    }
  });

  it("keeps the header search a GET form to the results page", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <HeaderSearch searchPath="/recherche/" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toContain('<form class="site-search__form" action="/recherche/" method="get">');
    expect(html).toContain(
      '<label class="visually-hidden" for="site-search-q">Que recherchez-vous ?</label>',
    );
    expect(html).toMatch(/<input [^>]*type="search"[^>]*id="site-search-q" name="q"/);
    expect(html).not.toMatch(/aria-(expanded|controls|activedescendant|autocomplete)/);
    expect(html).not.toContain("role=");
  });

  it("keeps the address form's country a plain select with the chosen country", () => {
    const html = renderToStaticMarkup(
      <CountryField
        id="address-country"
        name="country"
        label="Pays"
        defaultValue="BE"
        countries={[
          { iso2: "FR", name: "France" },
          { iso2: "BE", name: "Belgique" },
        ]}
      />,
    );
    expect(html).toContain('<select autoComplete="country" id="address-country" name="country"');
    expect(html).toContain('<option value="BE" selected="">Belgique</option>');
    expect(html).not.toContain('type="hidden"');
    expect(html).not.toContain("combobox");
  });
});
