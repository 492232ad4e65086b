import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize (spec §9)", () => {
  it("steps by 1024 with two decimals", () => {
    expect(formatFileSize(0)).toBe("0.00 B");
    expect(formatFileSize(1023)).toBe("1023.00 B");
    expect(formatFileSize(1024)).toBe("1.00 kB");
    expect(formatFileSize(1536)).toBe("1.50 kB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.00 MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3.00 GB");
    expect(formatFileSize(2 * 1024 ** 5)).toBe("2048.00 TB");
  });
  it("never prints nonsense for bad input", () => {
    expect(formatFileSize(-1)).toBe("0.00 B");
    expect(formatFileSize(Number.NaN)).toBe("0.00 B");
  });
});
