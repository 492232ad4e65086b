import { describe, expect, it, vi } from "vitest";
import {
  currencyDigits,
  formatDate,
  formatFileSize,
  formatNumber,
  formatPrice,
  formatQuantity,
} from "./formatters";

const nbsp = /[\u00a0\u202f]/g;

describe("formatPrice", () => {
  it("formats cents in the tenant locale and active currency", () => {
    expect(formatPrice(123456, "EUR", "fr-FR").replace(nbsp, " ")).toBe("1 234,56 €");
    expect(formatPrice(123456, "GBP", "en-GB")).toBe("£1,234.56");
    expect(formatPrice(990, "EUR", "en-GB")).toBe("€9.90");
  });

  it("respects currencies without minor units", () => {
    expect(formatPrice(1500, "JPY", "en-GB")).toBe("JP¥1,500");
  });

  it("formats negative amounts (credits)", () => {
    expect(formatPrice(-250, "EUR", "fr-FR").replace(nbsp, " ")).toBe("-2,50 €");
  });
});

describe("formatDate", () => {
  it("renders DD-MM-YYYY in Europe/Paris", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Paris.
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("01-01-2027");
    expect(formatDate(new Date("2026-07-14T10:00:00Z"))).toBe("14-07-2026");
  });

  it("logs 'Invalid Date' and returns an empty string for garbage", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(formatDate("not a date")).toBe("");
    expect(warn).toHaveBeenCalledWith("Invalid Date", "not a date");
  });
});

describe("formatFileSize (spec §9)", () => {
  const plain = (text: string) => text.replace(nbsp, " ");
  it("steps by 1024 with two decimals", () => {
    expect(plain(formatFileSize(0))).toBe("0.00 B");
    expect(plain(formatFileSize(1023))).toBe("1023.00 B");
    expect(plain(formatFileSize(1024))).toBe("1.00 kB");
    expect(plain(formatFileSize(1536))).toBe("1.50 kB");
    expect(plain(formatFileSize(5 * 1024 * 1024, "en-GB"))).toBe("5.00 MB");
    expect(plain(formatFileSize(3 * 1024 ** 3))).toBe("3.00 GB");
    expect(plain(formatFileSize(2 * 1024 ** 5))).toBe("2048.00 TB");
  });
  it("speaks French in the French shop: decimal comma and octets", () => {
    expect(plain(formatFileSize(5 * 1024 * 1024, "fr-FR"))).toBe("5,00 Mo");
    expect(plain(formatFileSize(1023, "fr-FR"))).toBe("1023,00 o");
    expect(plain(formatFileSize(1536, "fr"))).toBe("1,50 ko");
  });
  it("never prints nonsense for bad input, and never breaks between number and unit", () => {
    expect(plain(formatFileSize(-1))).toBe("0.00 B");
    expect(plain(formatFileSize(Number.NaN))).toBe("0.00 B");
    expect(formatFileSize(1024, "fr-FR")).toBe("1,00\u00a0ko");
  });
});

describe("formatQuantity", () => {
  it("groups thousands the way each shop writes them", () => {
    expect(formatQuantity(1000, "fr-FR")).toBe("1\u202f000");
    expect(formatQuantity(25000, "en-GB")).toBe("25,000");
    expect(formatQuantity(50, "fr-FR")).toBe("50");
  });
});

describe("formatNumber", () => {
  it("groups and marks decimals as the locale does, three decimals at most unless told", () => {
    expect(formatNumber(1000, "fr-FR")).toBe("1\u202f000");
    expect(formatNumber(1000, "en-GB")).toBe("1,000");
    expect(formatNumber(5.5, "fr-FR")).toBe("5,5");
    expect(formatNumber(1.23456, "en-GB")).toBe("1.235");
    expect(formatNumber(4.66, "en-GB", 1)).toBe("4.7");
    // A second call with other digits gets its own format, not the first one's.
    expect(formatNumber(4.66, "en-GB")).toBe("4.66");
  });
});

describe("currencyDigits", () => {
  it("knows each currency's minor units", () => {
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
  });
});
