import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  loadUnsubscribe,
  type NewsletterActionData,
  newsletterAction,
} from "../../app/features/newsletter/newsletter.server";
import { createTestApi, readOutbox, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, statusOf } from "./route-helpers";

/**
 * The newsletter screens as their forms post them (issue 16 §3): subscribe mails a confirmation link,
 * the link confirms, the unsubscribe screen reads and acts on its signed token; a bad address, a
 * forged or expired link is refused with its reason and a 400, and changes nothing.
 */
const NEWSLETTER = new URL(`${ORIGIN}/lettre-d-information/`);
const UNSUBSCRIBE = new URL(`${ORIGIN}/desinscription-newsletter/`);

let clock = new Date("2026-11-22T10:00:00Z");
let test: TestApi;
beforeEach(async () => {
  clock = new Date("2026-11-22T10:00:00Z");
  test = await createTestApi(() => clock);
});
afterEach(() => test.dispose());

const linkIn = (mail: string, param: string) => new RegExp(`\\?${param}=([\\w.-]+)`).exec(mail)?.[1] ?? "";
const lastMail = async () => (await readOutbox(test)).at(-1) ?? "";

async function act(url: URL, fields: Record<string, string>) {
  const { context } = await requestContext(test.api);
  return newsletterAction(context, post(url.href, fields), url);
}
async function screen(token: string, done?: string) {
  const { context } = await requestContext(test.api);
  const query = new URLSearchParams({ token, ...(done ? { done } : {}) });
  return loadUnsubscribe(context, new URL(`${UNSUBSCRIBE}?${query}`));
}

describe("newsletter screens", () => {
  it("subscribes with a confirmed link, unsubscribes and comes back with the manage link", async () => {
    const subscribed = await act(NEWSLETTER, { intent: "subscribe", email: " Lea@Example.com " });
    expect([statusOf(subscribed), locationOf(subscribed)]).toEqual([303, "/lettre-d-information/?sent=1"]);
    const mail = await lastMail();
    expect(mail).toContain("To: lea@example.com");
    const manage = linkIn(mail, "token");
    expect((await screen(manage)).state).toEqual({ email: "l••@example.com", status: "pending" });

    const confirmed = await act(NEWSLETTER, { intent: "confirm", token: linkIn(mail, "confirm") });
    expect(locationOf(confirmed)).toBe("/lettre-d-information/?done=confirm");
    expect((await screen(manage)).state?.status).toBe("subscribed");

    const left = await act(UNSUBSCRIBE, { intent: "unsubscribe", token: manage });
    expect(locationOf(left)).toBe(`/desinscription-newsletter/?done=unsubscribe&token=${manage}`);
    expect(await screen(manage, "unsubscribe")).toMatchObject({
      token: manage,
      state: { status: "unsubscribed" },
      done: "unsubscribe",
      problem: null,
    });
    const back = await act(UNSUBSCRIBE, { intent: "resubscribe", token: manage });
    expect(locationOf(back)).toBe(`/desinscription-newsletter/?done=resubscribe&token=${manage}`);
    expect((await screen(manage)).state?.status).toBe("subscribed");
  });

  it("refuses a malformed address or intent, keeping what was typed, and mails nothing", async () => {
    const before = (await readOutbox(test)).length;
    const bad = await act(NEWSLETTER, { intent: "subscribe", email: "pas-une-adresse" });
    expect([statusOf(bad), payloadOf<NewsletterActionData>(bad)]).toEqual([
      400,
      { errors: { email: "newsletter:error.email" }, values: { email: "pas-une-adresse" } },
    ]);
    const unknown = await act(NEWSLETTER, { intent: "spam", email: "lea@example.com" });
    expect([statusOf(unknown), payloadOf<NewsletterActionData>(unknown).errors.form]).toEqual([
      400,
      "newsletter:link.invalid",
    ]);
    expect((await readOutbox(test)).length).toBe(before);
  });

  it("refuses a forged, truncated or expired link with its reason, and changes nothing", async () => {
    await act(NEWSLETTER, { intent: "subscribe", email: "lea@example.com" });
    const mail = await lastMail();
    const manage = linkIn(mail, "token");
    const confirm = linkIn(mail, "confirm");
    const forged = `${manage.slice(0, -4)}AAAA`;

    for (const token of [forged, "short"]) {
      const refused = await act(UNSUBSCRIBE, { intent: "unsubscribe", token });
      expect([statusOf(refused), payloadOf<NewsletterActionData>(refused).errors.form]).toEqual([
        400,
        "newsletter:link.invalid",
      ]);
      expect(await screen(token)).toEqual({
        token: null,
        state: null,
        done: null,
        problem: "newsletter:link.invalid",
      });
    }
    expect((await screen(manage)).state?.status).toBe("pending");

    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60 * 1000);
    const expired = await act(NEWSLETTER, { intent: "confirm", token: confirm });
    expect([statusOf(expired), payloadOf<NewsletterActionData>(expired)]).toEqual([
      400,
      { errors: { form: "newsletter:link.expired" } },
    ]);
    expect((await screen(manage)).state?.status).toBe("pending");
  });
});
