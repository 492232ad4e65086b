import { describe, expect, it } from "vitest";
import { filesDue, missingFileSlots } from "./files-due";

const line = (id: string, uploadType = "upload", sets = 1) => ({
  id,
  multiArtworkSetsNumber: sets,
  merchantInfo: { selectedUploadType: uploadType },
});
const accepted = (lineItemId: string, setIndex = 0) => ({ lineItemId, setIndex, status: "accepted" });

describe("missingFileSlots", () => {
  it("lists every set of every file-taking line without an accepted file", () => {
    const lines = [
      { id: "a", sets: 2, takesFile: true },
      { id: "b", sets: 1, takesFile: false },
    ];
    expect(missingFileSlots(lines, [accepted("a", 1)])).toEqual([{ lineItemId: "a", setIndex: 0 }]);
    expect(missingFileSlots(lines, [{ ...accepted("a", 0), status: "rejected" }, accepted("a", 1)])).toEqual([
      { lineItemId: "a", setIndex: 0 },
    ]);
    expect(missingFileSlots(lines, [accepted("a", 0), accepted("a", 1)])).toEqual([]);
  });
});

describe("filesDue", () => {
  it("is true while a line still needs a file and the order takes files", () => {
    const order = { status: "awaiting_payment", lineItems: [line("a")], artwork: [] };
    expect(filesDue(order)).toBe(true);
    expect(filesDue({ ...order, status: "file_check" })).toBe(true);
  });

  it("is false once every file is accepted, for design-service lines, and after production started", () => {
    expect(filesDue({ status: "awaiting_artwork", lineItems: [line("a")], artwork: [accepted("a")] })).toBe(
      false,
    );
    expect(filesDue({ status: "awaiting_artwork", lineItems: [line("a", "hds")], artwork: [] })).toBe(false);
    expect(filesDue({ status: "in_production", lineItems: [line("a")], artwork: [] })).toBe(false);
  });

  it("counts each set of a multi-artwork line", () => {
    const order = {
      status: "awaiting_artwork",
      lineItems: [line("a", "upload", 3)],
      artwork: [accepted("a", 0)],
    };
    expect(filesDue(order)).toBe(true);
    expect(filesDue({ ...order, artwork: [accepted("a", 0), accepted("a", 1), accepted("a", 2)] })).toBe(
      false,
    );
  });
});
