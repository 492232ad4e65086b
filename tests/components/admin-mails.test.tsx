import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminMails from "~/routes/admin.mails";
import { call, createTestApi, TENANT_HEADERS, type TestApi } from "../integration/helpers";
import { startSmtpServer } from "../support/smtp-server";
import { asRoute, input, signIn, tags, textOf, visit } from "./page-harness";

/** The staff mail screen (issue 36 §1) as staff read it, JS off: the outbox, and a real form to resend. */
const mails = asRoute(adminMails);

let api: TestApi;
let clock: Date;
beforeAll(async () => {
  const smtp = await startSmtpServer();
  await smtp.stop(); // nothing listens: every attempt is refused
  clock = new Date("2026-11-26T10:00:00Z");
  api = await createTestApi(() => clock, {
    mail: { smtpUrl: smtp.url, pollMs: 3_600_000 },
    limits: { resetMinimumMs: 0 },
  });
  await call(api.api, "/api/v1/customer/password-reset/request", {
    method: "POST",
    headers: TENANT_HEADERS.fr,
    body: JSON.stringify({ email: "marie.dupont@example.com" }),
  });
  await api.api.mail.flush();
  clock = new Date(clock.getTime() + 25 * 60 * 60_000);
  await api.api.mail.flush();
});
afterAll(() => api.dispose());

async function asAdmin() {
  const admin = await visit(api.api, {
    accessToken: await signIn(api.api, "fr", "admin@presto-impression.example"),
  });
  if (admin.state.auth) admin.state.auth.strategy = "admin";
  return admin;
}

describe("staff mail screen", () => {
  it("shows a failed mail's recipient, subject, attempts and error in French, with a resend form", async () => {
    const { html } = await (await asAdmin()).render("/admin/mails/", mails);
    const text = textOf(html);
    expect(text).toContain("Courriels");
    expect(text).toContain("marie.dupont@example.com");
    expect(text).toContain("Presto Impression : choisissez un nouveau mot de passe");
    expect(text).toContain("Tentatives : 2");
    expect(text).toContain("Échec");
    expect(text).toMatch(/Dernière erreur : .*(ECONNREFUSED|connect)/);
    const resend = tags(html, "form").find((form) => form.method === "post");
    expect(resend).toBeDefined();
    expect(input(html, "intent", "resend")).toBeDefined();
    expect(input(html, "id").value).toMatch(/^[\w-]{36}$/);
    expect(tags(html, "button").length).toBeGreaterThan(0);
    expect(text).toContain("Renvoyer");
  });

  it("says why a resend was refused", async () => {
    const { html } = await (await asAdmin()).render("/admin/mails/", mails, {
      actionData: { id: "x", errors: { form: "admin:mails.notFailed" } },
    });
    expect(textOf(html)).toContain("Seul un courriel en échec peut être renvoyé.");
  });
});
