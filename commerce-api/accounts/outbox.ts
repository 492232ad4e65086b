import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Emails go to a pickup directory, one RFC 5322-style file each, for whatever mailer the shop runs
 * (and for tests). Without a directory nothing is written.
 */
export async function sendEmail(
  outboxDir: string | undefined,
  email: OutgoingEmail,
  now: Date,
): Promise<void> {
  if (!outboxDir) return;
  // Emails carry reset links and customers' addresses: owner-only, like the rest of the data dir.
  await ensurePrivateDir(outboxDir);
  const file = path.join(outboxDir, `${now.toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
  const text = [
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Date: ${now.toUTCString()}`,
    "",
    email.body,
    "",
  ].join("\r\n");
  await writeFile(file, text, { mode: PRIVATE_FILE_MODE });
}
