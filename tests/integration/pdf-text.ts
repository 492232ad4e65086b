import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The PDF's text as a reader (or an accountant's tool) extracts it: poppler's pdftotext. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "invoice-"));
  try {
    writeFileSync(path.join(dir, "doc.pdf"), bytes);
    return execFileSync("pdftotext", ["-layout", path.join(dir, "doc.pdf"), "-"], {
      encoding: "utf8",
    }).replace(/[\u00a0\u202f]/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
