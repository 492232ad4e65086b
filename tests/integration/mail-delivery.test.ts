import type { AddressObject, ParsedMail } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MailSender } from "../../commerce-api/mail/mail-sender";
import { mailDelivery } from "../../commerce-api/mail/mail-transport";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { call, createTestApi, TENANT_HEADERS, type TestApi } from "./helpers";

/** Mail delivery for real (issue 36 §1, ADR 069): through a real SMTP server, in both shops, and through outages. */

let smtp: TestSmtpServer;
let test: TestApi;
let clock: Date;
beforeEach(async () => {
  smtp = await startSmtpServer();
  clock = new Date("2026-11-26T10:00:00Z");
  test = await createTestApi(() => clock, {
    mail: { smtpUrl: smtp.url, pollMs: 3_600_000 },
    limits: { resetMinimumMs: 0, registrationMinimumMs: 0 },
  });
});
afterEach(async () => {
  await test.dispose();
  await smtp.stop();
});

const SHOPS = {
  fr: {
    from: { name: "Presto Impression", address: "bonjour@presto-impression.fr" },
    support: "service-client@presto-impression.fr",
    origin: "http://localhost:3000/",
    customer: "marie.dupont@example.com",
    language: /bonjour|ouvrez ce lien|confirmez/i,
    resetPath: "/mot-de-passe-oublie/",
  },
  en: {
    from: { name: "Presto Print", address: "hello@prestoprint.co.uk" },
    support: "support@prestoprint.co.uk",
    origin: "http://en.localhost:3000/",
    customer: "oliver.smith@example.com",
    language: /hello|open this link|confirm/i,
    resetPath: "/forgotten-password/",
  },
} as const;
type Shop = keyof typeof SHOPS;

const post = (tenant: Shop, path: string, body: unknown, ip = "203.0.113.36") =>
  call(test.api, path, {
    method: "POST",
    headers: { ...TENANT_HEADERS[tenant], "fe-x-client-ip": ip },
    body: JSON.stringify(body),
  });

const requestReset = (tenant: Shop, email: string) =>
  post(tenant, "/api/v1/customer/password-reset/request", { email });

const register = (tenant: Shop, email: string, ip?: string) =>
  post(
    tenant,
    "/api/v1/customer/create",
    {
      email,
      password: "Une phrase de passe 42",
      firstName: "Léa",
      lastName: "Bernard",
      userCategory: "2",
    },
    ip,
  );

const addressOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address;

const mailsTo = (address: string) => smtp.received.filter((mail) => addressOf(mail.to) === address);

/** Every mail: the shop's sender, replies to its customer service, dated, identified, text and HTML, absolute links. */
function expectShopMail(mail: ParsedMail | undefined, tenant: Shop) {
  const shop = SHOPS[tenant];
  expect(mail).toBeDefined();
  if (!mail) return;
  expect(mail.from?.value[0]).toMatchObject(shop.from);
  expect(addressOf(mail.replyTo)).toBe(shop.support);
  expect(mail.headers.get("message-id")).toMatch(/^<[^@\s]+@[^>\s]+>$/);
  expect(mail.headers.get("date")).toBeInstanceOf(Date);
  expect(mail.text).toMatch(shop.language);
  expect(mail.html).toMatch(new RegExp(`<a href="${shop.origin}`));
  const links = mail.text?.match(/\bhttps?:\/\/\S+/g) ?? [];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(`${link}/`.startsWith(shop.origin), link).toBe(true);
}

describe("mail through SMTP", { timeout: 60_000 }, () => {
  it.each(["fr", "en"] as const)(
    "sends the %s shop's reset, welcome and notice mails as that shop, in its language",
    async (tenant) => {
      const shop = SHOPS[tenant];
      await requestReset(tenant, shop.customer);
      await register(tenant, `new.${tenant}@example.com`);
      await register(tenant, shop.customer);
      await test.api.mail.flush();

      const [reset, notice] = mailsTo(shop.customer);
      expectShopMail(reset, tenant);
      expect(reset?.text).toContain(`${shop.origin.slice(0, -1)}${shop.resetPath}?token=`);
      expectShopMail(notice, tenant);
      const [welcome] = mailsTo(`new.${tenant}@example.com`);
      expectShopMail(welcome, tenant);
      expect(welcome?.subject).toMatch(tenant === "fr" ? /bienvenue/ : /welcome/);
      expect(smtp.received).toHaveLength(3);
    },
  );

  it("gives newsletter mails List-Unsubscribe with the absolute unsubscribe link, one-click (RFC 8058)", async () => {
    await post("fr", "/api/v1/newsletter/subscribe", { email: "lecteur@example.com" });
    await test.api.mail.flush();
    const [mail] = mailsTo("lecteur@example.com");
    expectShopMail(mail, "fr");
    const header = (name: string) =>
      mail?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, " ");
    expect(header("list-unsubscribe")).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/desinscription-newsletter\/\?token=[\w.-]+>$/,
    );
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});

describe("an SMTP server that is down", { timeout: 60_000 }, () => {
  it("keeps the mail queued with its error, then delivers it once after the backoff", async () => {
    await smtp.stop();
    await requestReset("fr", SHOPS.fr.customer);
    await test.api.mail.flush();
    const db = test.openDb();
    try {
      const queued = await db.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
      expect(queued).toMatchObject({ status: "queued", attempts: 1, kind: "password-reset" });
      expect(queued.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(queued.next_attempt_at).toBe(new Date(clock.getTime() + 60_000).toISOString());

      await smtp.start();
      await test.api.mail.flush();
      expect(smtp.received).toHaveLength(0); // not before its minute

      clock = new Date(clock.getTime() + 61_000);
      await test.api.mail.flush();
      await test.api.mail.flush();
      expect(mailsTo(SHOPS.fr.customer)).toHaveLength(1);
      const sent = await db.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: "sent", attempts: 2, last_error: null, claim_token: null });
    } finally {
      await db.close();
    }
  });

  it("marks a mail failed with its last error once it has tried for a day, and not before", async () => {
    await smtp.stop();
    await requestReset("en", SHOPS.en.customer);
    const db = test.openDb();
    try {
      const status = async () =>
        db.db
          .selectFrom("mail_outbox")
          .select(["status", "attempts", "last_error"])
          .executeTakeFirstOrThrow();
      for (let hours = 0; hours < 24; hours++) {
        await test.api.mail.flush();
        clock = new Date(clock.getTime() + 60 * 60_000);
      }
      expect(await status()).toMatchObject({ status: "queued" });
      // What /metrics reports as mail_outbox_messages (issue 37 §2).
      expect(await test.api.mailOutboxDepth()).toEqual({ queued: 1, failed: 0 });
      await test.api.mail.flush();
      expect(await status()).toMatchObject({
        status: "failed",
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
      expect(await test.api.mailOutboxDepth()).toEqual({ queued: 0, failed: 1 });
    } finally {
      await db.close();
    }
  });
});

describe("several senders on one database", { timeout: 60_000 }, () => {
  it("deliver each mail once", async () => {
    for (let index = 0; index < 6; index++) {
      await register("fr", `race.${index}@example.com`, `203.0.113.${100 + index}`);
      await register("en", `race.${index}@example.com`, `203.0.113.${100 + index}`);
    }
    const connections = [test.openDb(), test.openDb()];
    try {
      const senders = connections.map(
        ({ db }) =>
          new MailSender({
            db,
            now: () => clock,
            deliver: mailDelivery({ smtpUrl: smtp.url }),
            batchSize: 3,
          }),
      );
      await Promise.all([...senders.map((sender) => sender.flush()), test.api.mail.flush()]);
      const ids = smtp.received.map((mail) => mail.messageId);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
  });
});
