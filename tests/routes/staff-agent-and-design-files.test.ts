import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaffAgent, staffAgentAction } from "../../app/features/admin/staff-agent.server";
import { createDesign, fetchTemplate } from "../../app/features/design/design-api.server";
import { designImage, designPreview } from "../../app/features/design/design-files.server";
import type { FormResult } from "../../app/server/form-errors";
import { DESK_ACCOUNTS } from "../../commerce-api/db/seed/accounts";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
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

/**
 * The staff agent cookie (/admin/agent, issue 19): issued for the chosen duration to the staff member
 * who asks, revoked on request, refused to staff without the scope; and a design's preview served
 * through the shop only to its owner (issue 14).
 */
const AGENT = new URL(`${ORIGIN}/admin/agent`);

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

describe("staff agent cookie", () => {
  it("issues a signed cookie for a week to the staff member, shows it, and revokes it", async () => {
    const admin = await signedInAdmin(test);
    const issued = await staffAgentAction(
      admin.context,
      post(AGENT.href, { intent: "issue", duration: "week" }),
      AGENT,
    );
    expect([statusOf(issued), locationOf(issued)]).toEqual([303, "/admin/agent?done=issued"]);
    const cookie = (issued as Response).headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/Max-Age=604800/);

    const withCookie = new Request(`${AGENT}?done=issued`, {
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    const page = await loadStaffAgent(admin.context, withCookie, new URL(withCookie.url));
    expect(page).toMatchObject({ email: "admin@presto-impression.example", done: "issued" });
    expect(page.current?.agent).toBe("admin@presto-impression.example");

    const revoked = await staffAgentAction(admin.context, post(AGENT.href, { intent: "revoke" }), AGENT);
    expect(locationOf(revoked)).toBe("/admin/agent?done=revoked");
    expect((revoked as Response).headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    const without = await loadStaffAgent(admin.context, new Request(AGENT), AGENT);
    expect(without.current).toBeNull();
  });

  it("refuses an unknown duration with a 400, and staff without the scope with a 403", async () => {
    const admin = await signedInAdmin(test);
    const forever = await staffAgentAction(
      admin.context,
      post(AGENT.href, { intent: "issue", duration: "forever" }),
      AGENT,
    );
    expect([statusOf(forever), payloadOf<FormResult>(forever)]).toEqual([
      400,
      { errors: { form: "admin:agent.invalid" } },
    ]);
    const desk = await signedIn(test, DESK_ACCOUNTS.fr);
    if (desk.state.auth) desk.state.auth.strategy = "admin";
    const refused = await thrownBy(() =>
      staffAgentAction(desk.context, post(AGENT.href, { intent: "issue", duration: "shift" }), AGENT),
    );
    expect(statusOf(refused)).toBe(403);
    expect(statusOf(await thrownBy(() => loadStaffAgent(desk.context, new Request(AGENT), AGENT)))).toBe(403);
  });
});

describe("design files through the shop", () => {
  it("serves a design's preview to its owner only, and nothing for a malformed id", async () => {
    const owner = await requestContext(test.api);
    const template = await fetchTemplate(owner.state, "classic-blue-85x55");
    const design = await createDesign(owner.state, {
      name: "Aperçu",
      scene: template.scene,
      productKey: "business-cards",
      pagePath: "/cartes-de-visite/standard/",
      formatKey: "85x55",
      templateId: template.id,
    });
    const previewUrl = new URL(`${ORIGIN}/design/preview?id=${design.id}`);
    const preview = await designPreview(owner.context, previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(preview.headers.get("content-security-policy")).toContain("sandbox");
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const stranger = await requestContext(test.api);
    expect((await designPreview(stranger.context, previewUrl)).status).toBe(404);
    expect((await designPreview(owner.context, new URL(`${ORIGIN}/design/preview?id=../x`))).status).toBe(
      404,
    );
    expect((await designImage(owner.context, new URL(`${ORIGIN}/design/image?id=nope`))).status).toBe(404);
    const unknown = new URL(`${ORIGIN}/design/image?id=00000000-0000-4000-8000-000000000000`);
    expect((await designImage(owner.context, unknown)).status).toBe(404);
  });
});
