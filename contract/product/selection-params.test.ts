import { describe, expect, it } from "vitest";
import { PARAM, type ProductSelection, readSelection, selectionSearch } from "./selection-params";

const read = (query: string) => readSelection(new URLSearchParams(query));

describe("readSelection", () => {
  it("reads attributes, quantity, delivery, upload type, file check, job name and VAT display", () => {
    const { requested, problems } = read(
      "format=85x55&paper=coated-350&quantity=500&delivery=express&upload=hds&fileCheck=1&jobName=%20Salon%202027%20&vat=incl",
    );
    expect(problems).toEqual([]);
    expect(requested).toMatchObject({
      attributes: { format: "85x55", paper: "coated-350" },
      quantity: 500,
      priority: "express",
      uploadType: "hds",
      fileCheck: true,
      jobName: "Salon 2027",
      vat: "incl",
    });
  });

  it("never reads its own fields, tracking or mode helpers as attributes", () => {
    const { requested } = read(
      "quantity=100&intent=addToCart&promocode=X&campaign=ete&debug=1&added=abc&format=a4",
    );
    expect(requested.attributes).toEqual({ format: "a4" });
  });

  it.each([
    ["quantity=-5", "quantity"],
    ["quantity=1e9", "quantity"],
    ["quantity=12.5", "quantity"],
    ["quantity=999999999", "quantity"],
    ["quantity=abc", "quantity"],
    ["ownQuantity=0", "ownQuantity"],
    ["upload=ftp", "upload"],
    ["delivery=<script>", "delivery"],
    ["fileCheck=maybe", "fileCheck"],
    ["vat=both", "vat"],
  ])("turns garbage %s into a problem and the default", (query, field) => {
    const { requested, problems } = read(query);
    expect(problems.map((problem) => problem.field)).toEqual([field]);
    expect(requested.quantity).toBeNull();
  });

  it("uses the visitor's own quantity only when they asked to", () => {
    expect(read("quantity=100&ownQuantity=730").requested.quantity).toBe(100);
    expect(read("quantity=100&ownQuantity=730&useOwnQuantity=1").requested.quantity).toBe(730);
    expect(read("quantity=100&ownQuantity=730").requested.ownQuantity).toBe(730);
  });

  it("caps an over-long job name and says so", () => {
    const { requested, problems } = read(`jobName=${"x".repeat(80)}`);
    expect(requested.jobName).toHaveLength(50);
    expect(problems[0]).toMatchObject({ field: "jobName", code: "too_long" });
  });

  it("reads multi-artwork rows positionally and bounds them", () => {
    const { requested } = read(
      "artworkName=Front&artworkQuantity=100&artworkRolls=&artworkName=Back&artworkQuantity=x&artworkRolls=2",
    );
    expect(requested.artwork).toEqual([
      { name: "Front", quantity: 100, rolls: null },
      { name: "Back", quantity: null, rolls: 2 },
    ]);
    const many = new URLSearchParams();
    for (let index = 0; index < 50; index++) many.append(PARAM.artworkName, `a${index}`);
    expect(readSelection(many).requested.artwork).toHaveLength(20);
  });

  it("ignores over-long names and values instead of forwarding them", () => {
    const { requested } = read(`${"k".repeat(61)}=v&format=${"v".repeat(101)}`);
    expect(requested.attributes).toEqual({});
  });
});

describe("selectionSearch", () => {
  const selection: ProductSelection = {
    attributes: { format: "85x55", sides: "4-4" },
    quantity: 250,
    ownQuantity: null,
    priority: "standard",
    uploadType: "upload",
    fileCheck: false,
    jobName: "",
    artwork: [],
    vat: "excl",
  };

  it("writes a short canonical query that reads back to the same selection", () => {
    const search = selectionSearch(selection).toString();
    expect(search).toBe("format=85x55&sides=4-4&quantity=250&delivery=standard");
    const { requested } = readSelection(new URLSearchParams(search));
    expect(requested).toMatchObject({
      attributes: selection.attributes,
      quantity: 250,
      priority: "standard",
    });
  });

  it("keeps non-default choices", () => {
    const search = selectionSearch({
      ...selection,
      uploadType: "hds",
      fileCheck: true,
      jobName: "Salon",
      vat: "incl",
    });
    expect(Object.fromEntries(search)).toMatchObject({
      upload: "hds",
      fileCheck: "1",
      jobName: "Salon",
      vat: "incl",
    });
  });
});
