import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicConfigsSchema, contentPageSchema, sitemapSchema } from "#contract/content/content.schemas";
import { createStorefrontCookies } from "../../app/server/cookies.server";
import type { MailStatus } from "../../commerce-api/db/schema";
import { pruneMailLog } from "../../commerce-api/mail/mail-sender";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

/** Issue 36 §7: every shop says who runs it and how it treats data, and keeps that promise. */
const NOW = new Date("2026-11-26T12:00:00.000Z");
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => NOW);
});
afterAll(() => test.dispose());

type Tenant = keyof typeof TENANT_HEADERS;
const configsOf = async (tenant: Tenant) =>
  basicConfigsSchema.parse(
    dataOf(await call(test.api, "/api/v1/content/basic-configs/", { headers: TENANT_HEADERS[tenant] })),
  );

async function pageText(tenant: Tenant, key: string): Promise<string> {
  const entry = (await configsOf(tenant)).urls?.find((url) => url.key === key);
  expect(entry, `${tenant} ${key}`).toBeDefined();
  const page = contentPageSchema.parse(
    dataOf(
      await call(test.api, `/api/v1/content/page/?id=${entry?.pageId}`, { headers: TENANT_HEADERS[tenant] }),
    ),
  );
  return JSON.stringify(page.blocks);
}

describe.each(["fr", "en"] as const)("the %s shop's legal pages", (tenant) => {
  it("names the publisher, its registration, the director of publication and the host", async () => {
    const text = await pageText(tenant, "legal-notice");
    const expected =
      tenant === "fr"
        ? ["Presto Impression SAS", "RCS Paris", "FR19812345676", "Directeur de la publication", "Hébergeur"]
        : ["Presto Print Ltd", "company number", "GB123456782", "Responsible for the content", "Hosting"];
    for (const part of expected) expect(text).toContain(part);
  });

  it("lists every cookie the storefront sets in the privacy policy, with what it is for", async () => {
    const text = await pageText(tenant, "privacy");
    const cookies = createStorefrontCookies({ sessionSecrets: ["s".repeat(32)], cookieSecure: false });
    for (const cookie of Object.values(cookies)) expect(text).toContain(`${cookie.name}`);
    expect(text).toMatch(tenant === "fr" ? /CNIL/ : /ICO/);
  });

  it("links both from the footer, puts them in the sitemap and claims no rating", async () => {
    const configs = await configsOf(tenant);
    const footer = configs.configs.footerLinks.map((link) => link.path);
    const links = Object.fromEntries((configs.defaultLinks ?? []).map((link) => [link.id, link.path]));
    expect(footer).toEqual(expect.arrayContaining([links.legalNotice, links.privacy]));
    expect(configs.reviews).toBeNull();
    const sitemap = sitemapSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/sitemap/", { headers: TENANT_HEADERS[tenant] })),
    );
    const paths = JSON.stringify(sitemap);
    expect(paths).toContain(String(links.legalNotice));
    expect(paths).toContain(String(links.privacy));
  });
});

describe("the mail log", () => {
  it("forgets sent and given-up mails after 90 days, never a queued one", async () => {
    const opened = test.openDb();
    try {
      const row = (id: string, status: MailStatus, createdAt: string) => ({
        id,
        tenant_key: "fr",
        kind: "test",
        recipient: "someone@example.com",
        subject: "s",
        message_json: "{}",
        status,
        attempts: 0,
        next_attempt_at: createdAt,
        created_at: createdAt,
        queued_at: createdAt,
      });
      await opened.db
        .insertInto("mail_outbox")
        .values([
          row("old-sent", "sent", "2026-08-01T00:00:00.000Z"),
          row("old-failed", "failed", "2026-08-01T00:00:00.000Z"),
          row("old-queued", "queued", "2026-08-01T00:00:00.000Z"),
          row("recent-sent", "sent", "2026-11-01T00:00:00.000Z"),
        ])
        .execute();
      expect(await pruneMailLog(opened.db, NOW)).toBe(2);
      const left = await opened.db.selectFrom("mail_outbox").select("id").orderBy("id").execute();
      expect(left.map((mail) => mail.id)).toEqual(["old-queued", "recent-sent"]);
    } finally {
      await opened.close();
    }
  });
});
