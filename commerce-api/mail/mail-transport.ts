import { randomUUID } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import type { OutboxMessage } from "./mail-queue";

/** Hands one message to wherever mail goes; throws when it could not (the sender retries). */
export type MailDelivery = (message: OutboxMessage) => Promise<void>;

/** Where mail goes: an SMTP server (SMTP_URL), or one .eml file per mail in a directory (development). */
export type MailRoute = { smtpUrl: string } | { outboxDir: string };

function nodemailerMessage(message: OutboxMessage) {
  return {
    from: message.from,
    replyTo: message.replyTo,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    date: new Date(message.date),
    headers: message.headers,
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, "base64"),
    })),
  };
}

/**
 * smtp:// or smtps:// with credentials in the URL; nodemailer upgrades with STARTTLS when the server
 * offers it. Short timeouts: a hung server costs one attempt, not the sender's lease.
 */
function smtpDelivery(smtpUrl: string): MailDelivery {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (message) => {
    await transport.sendMail(nodemailerMessage(message));
  };
}

/** The development outbox: the same RFC 5322 message an SMTP server would get, owner-only files. */
/** Orders file names within a millisecond: oldest name first is the order of delivery. */
let fileSequence = 0;

function fileDelivery(outboxDir: string): MailDelivery {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return async (message) => {
    const built = await builder.sendMail(nodemailerMessage(message));
    // Mails carry reset links and customers' addresses: owner-only, like the rest of the data dir.
    await ensurePrivateDir(outboxDir);
    fileSequence = (fileSequence + 1) % 1_000_000;
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const name = `${stamp}-${String(fileSequence).padStart(6, "0")}-${randomUUID()}`;
    // Written under a temporary name and renamed: a reader of the directory never sees half a mail.
    const partial = path.join(outboxDir, `.${name}.partial`);
    await writeFile(partial, built.message as Buffer, { mode: PRIVATE_FILE_MODE });
    await rename(partial, path.join(outboxDir, `${name}.eml`));
  };
}

export function mailDelivery(route: MailRoute): MailDelivery {
  return "smtpUrl" in route ? smtpDelivery(route.smtpUrl) : fileDelivery(route.outboxDir);
}

/** Where mails go, for the start-up log: never the URL itself (it carries a password). */
export function describeMailRoute(route: MailRoute): string {
  if ("outboxDir" in route) return `files in ${route.outboxDir}`;
  const url = new URL(route.smtpUrl);
  return `SMTP ${url.protocol === "smtps:" ? "over TLS " : ""}at ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
}
