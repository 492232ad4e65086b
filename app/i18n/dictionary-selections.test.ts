import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { frDictionary } from "../../commerce-api/db/seed/dictionaries-fr";
import {
  computeSelections,
  renderSelections,
  writtenSelectionFiles,
} from "../../scripts/dictionary-scan.mts";
import { groupSelection, screenSelection } from "./dictionary-groups.server";
import { mergeDictionaries, selectDictionaries } from "./dictionary-selection";
import { GROUP_SELECTIONS, SHELL_SELECTION } from "./dictionary-selections.generated";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the dictionary selections (ADR 040)", () => {
  it("are current: the checked-in file is what the source asks for, and every page is covered", async () => {
    const selections = await computeSelections(root);
    expect(selections.problems).toEqual([]);
    const files = renderSelections(selections);
    for (const [path, text] of Object.entries(files)) {
      expect([path, readFileSync(new URL(`./${path}`, import.meta.url), "utf8")]).toEqual([path, text]);
    }
    // No part of a group that is gone.
    const written = writtenSelectionFiles(fileURLToPath(new URL(".", import.meta.url)));
    expect(written.filter((path) => !(path in files))).toEqual([]);
  }, 60_000);

  it("send the product page the configurator's texts and not the staff screens'", () => {
    const page = mergeDictionaries(
      selectDictionaries(frDictionary, SHELL_SELECTION),
      selectDictionaries(frDictionary, GROUP_SELECTIONS.catalogue),
    );
    expect(page.product?.["quantity.legend"]).toBe(frDictionary.product?.["quantity.legend"]);
    expect(page.header).toEqual(frDictionary.header);
    // The impersonation banner's two entries, not the staff screens' dozens.
    expect(Object.keys(page.admin ?? {}).sort()).toEqual(["banner.stop", "banner.text"]);
    expect(page.uploads).toBeUndefined();
    expect(page.checkout).toBeUndefined();
    // The server translates the product errors into the page's data (serverText): none travel.
    expect(Object.keys(frDictionary.product ?? {}).some((key) => key.startsWith("error."))).toBe(true);
    expect(Object.keys(page.product ?? {}).filter((key) => key.startsWith("error."))).toEqual([]);
  });

  it("send a personal-area screen its own texts and its sidebar's, not the other screens' (ADR 048)", () => {
    const count = (dictionaries: Record<string, Record<string, string> | undefined>) =>
      Object.values(dictionaries).reduce((sum, entries) => sum + Object.keys(entries ?? {}).length, 0);
    const orders = selectDictionaries(frDictionary, screenSelection("account", "orders"));
    const uploadDetail = selectDictionaries(frDictionary, screenSelection("account", "uploadDetail"));
    const wholeGroup = selectDictionaries(frDictionary, groupSelection("account", "/not-a-screen/"));
    expect(orders.orders?.title).toBe(frDictionary.orders?.title);
    // The sidebar's link to the addresses screen is on every screen; the address book's texts aren't.
    expect(orders.account?.["nav.addresses"]).toBe(frDictionary.account?.["nav.addresses"]);
    expect(orders.account?.["addresses.shippingTitle"]).toBeUndefined();
    expect(orders.uploads).toBeUndefined();
    expect(uploadDetail.uploads).toBeDefined();
    expect(count(orders)).toBeLessThan(count(wholeGroup) / 4);
  });
});
