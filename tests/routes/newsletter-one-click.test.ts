import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newsletterAction } from "../../app/features/newsletter/newsletter.server";
import { refuseRequest } from "../../app/server/request-guard";
import { call, createTestApi, dataOf, readOutbox, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { post, statusOf } from "./route-helpers";

/** RFC 8058: a mail client's one-click POST to a newsletter mail's List-Unsubscribe URL unsubscribes. */

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi();
});
afterEach(() => test.dispose());

const EMAIL = "lecteur@example.com";

const api = (pathname: string, body: unknown) =>
  call(test.api, pathname, { method: "POST", body: JSON.stringify(body) });

/** The List-Unsubscribe URL of the newest mail in the outbox, as a mail client reads it. */
async function listUnsubscribeUrl(): Promise<URL> {
  await test.api.mail.flush();
  const dir = path.join(test.dataDir, "outbox");
  const newest = readdirSync(dir).sort().at(-1) ?? "";
  const mail = await simpleParser(readFileSync(path.join(dir, newest)));
  const line = mail.headerLines.find((header) => header.key === "list-unsubscribe")?.line ?? "";
  return new URL(/<([^>]+)>/.exec(line)?.[1] ?? "");
}

describe("one-click unsubscribe", { timeout: 30_000 }, () => {
  it("unsubscribes a confirmed reader with the RFC 8058 POST, which passes the shop's request guard", async () => {
    await api("/api/v1/newsletter/subscribe", { email: EMAIL });
    const confirm = /\?confirm=([\w.-]+)/.exec((await readOutbox(test)).at(-1) ?? "")?.[1] ?? "";
    expect(dataOf(await api("/api/v1/newsletter/confirm", { token: confirm }))).toMatchObject({
      status: "subscribed",
    });

    const url = await listUnsubscribeUrl();
    expect(url.origin).toBe("http://localhost:3000");
    const oneClick = post(url.toString(), { "List-Unsubscribe": "One-Click" });
    // No Origin, Referer or Sec-Fetch-Site: a mail provider's request, not a cross-site page.
    expect(refuseRequest(oneClick, url, { formBytes: 262_144, uploadBytes: 1_000_000 })).toBeNull();
    const { context } = await requestContext(test.api);
    expect(statusOf(await newsletterAction(context, oneClick, url))).toBe(303);

    const token = url.searchParams.get("token") ?? "";
    expect(dataOf(await api("/api/v1/newsletter/state", { token }))).toMatchObject({
      status: "unsubscribed",
    });
  });
});
