import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

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
  await mkdir(outboxDir, { recursive: true });
  const file = path.join(outboxDir, `${now.toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
  const text = [
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Date: ${now.toUTCString()}`,
    "",
    email.body,
    "",
  ].join("\r\n");
  await writeFile(file, text, { mode: 0o600 });
}
