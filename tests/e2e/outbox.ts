import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import path from "node:path";

/**
 * The mails the embedded API delivered to DATA_DIR/outbox (tests/e2e/start-server.mjs uses .data/e2e),
 * oldest first, each as its raw RFC 5322 text with quoted-printable undone (soft line breaks joined,
 * =XX bytes decoded), so a test finds "To: address" and a link as the customer would read them.
 *
 * With `to`, only the mails to that address are read and decoded. Late in a full run the outbox holds
 * thousands of mails, many with an invoice PDF attached; decoding all of them on every poll of a
 * waiting test took longer than the poll's timeout on a loaded machine (the welcome tests, which run
 * last without JavaScript, failed that way).
 */
export function outboxMails(to?: string): string[] {
  const dir = path.join(process.cwd(), ".data/e2e/outbox");
  if (!existsSync(dir)) return [];
  const wanted = to?.toLowerCase();
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .filter((file) => !wanted || recipientsOf(path.join(dir, file)).includes(wanted))
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), "latin1")));
}

/** Each file's To header, read once: a delivered mail's file never changes. */
const recipients = new Map<string, string>();
const HEADER_BYTES = 16 * 1024;

function recipientsOf(file: string): string {
  const known = recipients.get(file);
  if (known !== undefined) return known;
  const buffer = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(file, "r");
  let read: number;
  try {
    read = readSync(fd, buffer, 0, HEADER_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  const text = buffer.subarray(0, read).toString("latin1");
  const end = text.search(/\r?\n\r?\n/);
  // Not cached without the blank line that ends the header: a file read mid-write would be skipped forever.
  if (end < 0) return "";
  const head = text.slice(0, end);
  // A folded header continues on lines that start with white space.
  const header = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? "";
  const value = header.replace(/\s+/g, " ").trim().toLowerCase();
  recipients.set(file, value);
  return value;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}
