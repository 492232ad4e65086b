import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadStaffMails, staffMailAction } from "../../app/features/admin/staff-mails.server";
import { DESK_ACCOUNTS } from "../../commerce-api/db/seed/accounts";
import { call, createTestApi, TENANT_HEADERS, type TestApi } from "../integration/helpers";
import { startSmtpServer } from "../support/smtp-server";
import {
  locationOf,
  ORIGIN,
  payloadOf,
  post,
  signedIn,
  signedInAdmin,
  statusOf,
  thrownBy,
} from "./route-helpers";

/** The staff mail screen (issue 36 §1): the outbox with its failures, and "send again" for a failed mail. */
const MAILS = new URL(`${ORIGIN}/admin/mails/`);

let test: TestApi;
let clock: Date;
beforeEach(async () => {
  // An SMTP server that was there and is gone: every attempt is refused.
  const smtp = await startSmtpServer();
  await smtp.stop();
  clock = new Date("2026-11-26T10:00:00Z");
  test = await createTestApi(() => clock, {
    mail: { smtpUrl: smtp.url, pollMs: 3_600_000 },
    limits: { resetMinimumMs: 0 },
  });
});
afterEach(() => test.dispose());

/** A reset mail to Marie that gave up after a day of refusals. */
async function failedResetMail() {
  await call(test.api, "/api/v1/customer/password-reset/request", {
    method: "POST",
    headers: TENANT_HEADERS.fr,
    body: JSON.stringify({ email: "marie.dupont@example.com" }),
  });
  await test.api.mail.flush();
  clock = new Date(clock.getTime() + 25 * 60 * 60_000);
  await test.api.mail.flush();
}

type MailList = Awaited<ReturnType<typeof loadStaffMails>>;

describe("staff mail screen", { timeout: 30_000 }, () => {
  it("lists a failed mail with its attempts and error, and sends it again once with a 303", async () => {
    await failedResetMail();
    const admin = await signedInAdmin(test);
    const list: MailList = await loadStaffMails(admin.context, MAILS);
    expect(list.mails).toHaveLength(1);
    const [mail] = list.mails;
    expect(mail).toMatchObject({
      recipient: "marie.dupont@example.com",
      kind: "password-reset",
      status: "failed",
      attempts: 2,
      subject: expect.stringContaining("mot de passe"),
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });

    const resend = () =>
      staffMailAction(admin.context, post(MAILS.href, { intent: "resend", id: mail?.id ?? "" }), MAILS);
    const answer = await resend();
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/admin/mails/?status=all&resent=1");
    // The resend woke the sender, which tried once more (the server is still gone).
    await test.api.mail.flush();
    const after = await loadStaffMails(admin.context, new URL(`${MAILS.href}?status=queued&resent=1`));
    expect(after).toMatchObject({ status: "queued", resent: true });
    expect(after.mails).toMatchObject([{ id: mail?.id, status: "queued", attempts: 1 }]);

    // Queued again, it is no longer a failed mail: a second click says so and changes nothing.
    const again = await resend();
    expect(statusOf(again)).toBe(409);
    expect(payloadOf(again)).toMatchObject({ errors: { form: "admin:mails.notFailed" } });
  });

  it("refuses a form without the resend intent, and a staff account without the mail scopes", async () => {
    const admin = await signedInAdmin(test);
    const bad = await staffMailAction(admin.context, post(MAILS.href, { intent: "delete", id: "x" }), MAILS);
    expect(statusOf(bad)).toBe(400);
    const desk = await signedIn(test, DESK_ACCOUNTS.fr);
    if (desk.state.auth) desk.state.auth.strategy = "admin";
    expect(statusOf(await thrownBy(() => loadStaffMails(desk.context, MAILS)))).toBe(403);
  });
});
