import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The mails the embedded API delivered to DATA_DIR/outbox (tests/e2e/start-server.mjs uses .data/e2e),
 * oldest first, each as its raw RFC 5322 text with quoted-printable undone (soft line breaks joined,
 * =XX bytes decoded), so a test finds "To: address" and a link as the customer would read them.
 */
export function outboxMails(): string[] {
  const dir = path.join(process.cwd(), ".data/e2e/outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), "latin1")));
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}
