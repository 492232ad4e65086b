import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** Reading an invoice as its customer gets it: the downloaded PDF and its text. */

/** The PDF's text as pdftotext (poppler-utils) extracts it. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-invoice-"));
  try {
    writeFileSync(path.join(dir, "doc.pdf"), bytes);
    return execFileSync("pdftotext", ["-layout", path.join(dir, "doc.pdf"), "-"], {
      encoding: "utf8",
    }).replace(/[\u00a0\u202f]/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Downloads what a link of the shop at `origin` points at with the page's session, as the browser would. */
export async function downloadLink(page: Page, origin: string, name: RegExp) {
  const href = await page.getByRole("link", { name }).first().getAttribute("href");
  expect(href).toBeTruthy();
  const response = await page.request.get(`${origin}${href}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return response.body();
}

/**
 * Clicks a download link as the shopper does and reads the file the browser saved (on a host the test's
 * request context can't resolve, like en.localhost), with the name the shop gave it.
 */
export async function downloadByClick(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).first().click(),
  ]);
  return { fileName: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}
