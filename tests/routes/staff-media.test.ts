import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadStaffMedia,
  type StaffMediaActionData,
  staffMediaAction,
} from "../../app/features/admin/staff-media.server";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { DESK_ACCOUNTS } from "../../commerce-api/db/seed/accounts";
import { pngBomb } from "../../commerce-api/uploads/bomb.fixtures";
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
 * The staff media library (/admin/upload-ams, ADR 029): staff upload an image, find it, place it on a
 * product, and may only delete it once nothing uses it; everyone else is kept out, and bad posts get
 * a 4xx with the message beside the form that caused them.
 */
const MEDIA = new URL(`${ORIGIN}/admin/upload-ams`);

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

type Staff = Awaited<ReturnType<typeof signedInAdmin>>;

function upload(staff: Staff, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  return staffMediaAction(staff.context, new Request(MEDIA, { method: "POST", body: form }), MEDIA);
}

const refusal = (answer: unknown) => [statusOf(answer), payloadOf<StaffMediaActionData>(answer).errors];

describe("staff media library: who may open it", () => {
  it("sends a visitor to login, shows a customer the 404, and a staff member without the scope a 403", async () => {
    const visitor = await requestContext(test.api);
    expect(locationOf(await thrownBy(() => loadStaffMedia(visitor.context, MEDIA)))).toMatch(
      /^\/connexion\//,
    );
    const marie = await signedIn(test, "marie.dupont@example.com");
    expect(statusOf(await thrownBy(() => loadStaffMedia(marie.context, MEDIA)))).toBe(404);
    const marieUpload = await thrownBy(() => upload(marie, pngFile(40, 20), "logo.png"));
    expect(statusOf(marieUpload)).toBe(404);
    const desk = await signedIn(test, DESK_ACCOUNTS.fr);
    if (desk.state.auth) desk.state.auth.strategy = "admin";
    expect(statusOf(await thrownBy(() => loadStaffMedia(desk.context, MEDIA)))).toBe(403);
  });
});

describe("staff media library: upload, place, delete", () => {
  it("uploads an image, finds it by name, places it on a product, refuses to delete it while used", async () => {
    const admin = await signedInAdmin(test);
    const uploaded = await upload(admin, pngFile(64, 32), "salon-affiche.png");
    expect(statusOf(uploaded)).toBe(303);
    const back = new URL(locationOf(uploaded) ?? "", ORIGIN);
    expect([back.pathname, back.searchParams.get("done")]).toEqual([MEDIA.pathname, "uploaded"]);
    const name = back.searchParams.get("name") ?? "";
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);

    const found = await loadStaffMedia(
      admin.context,
      new URL(`${MEDIA}?q=salon-affiche&${back.searchParams}`),
    );
    expect(found.done).toEqual({ action: "uploaded", name });
    const item = found.items.find((candidate) => candidate.name === name);
    expect(item).toMatchObject({ fileName: "salon-affiche.png", width: 64, height: 32, usedBy: [] });
    if (!item) throw new Error("the upload is listed");
    const product = found.targets.find((target) => target.kind === "product");
    if (!product) throw new Error("the library offers products to place an image on");

    const placed = await staffMediaAction(
      admin.context,
      post(MEDIA.href, { intent: "place", mediaId: item.id, name, target: product.target }),
      MEDIA,
    );
    expect(locationOf(placed)).toBe(`${MEDIA.pathname}?done=placed&name=${name}`);
    const after = await loadStaffMedia(admin.context, MEDIA);
    expect(after.items.find((candidate) => candidate.id === item.id)?.usedBy).toEqual([
      expect.objectContaining({ kind: "product", target: product.target }),
    ]);

    const inUse = await staffMediaAction(
      admin.context,
      post(MEDIA.href, { intent: "delete", mediaId: item.id, name }),
      MEDIA,
    );
    expect(refusal(inUse)).toEqual([409, { form: "admin:media.inUse" }]);
    expect((await loadStaffMedia(admin.context, MEDIA)).items.map((candidate) => candidate.id)).toContain(
      item.id,
    );
  });

  it("deletes an unused image; deleting it again says it is gone", async () => {
    const admin = await signedInAdmin(test);
    const uploaded = await upload(admin, pngFile(16, 16), "a-supprimer.png");
    const name = new URL(locationOf(uploaded) ?? "", ORIGIN).searchParams.get("name") ?? "";
    const item = (await loadStaffMedia(admin.context, MEDIA)).items.find(
      (candidate) => candidate.name === name,
    );
    if (!item) throw new Error("the upload is listed");
    const form = { intent: "delete", mediaId: item.id, name };
    const deleted = await staffMediaAction(admin.context, post(MEDIA.href, form), MEDIA);
    expect(locationOf(deleted)).toBe(`${MEDIA.pathname}?done=deleted&name=${name}`);
    expect((await loadStaffMedia(admin.context, MEDIA)).items.map((candidate) => candidate.id)).not.toContain(
      item.id,
    );
    const again = await staffMediaAction(admin.context, post(MEDIA.href, form), MEDIA);
    expect(refusal(again)).toEqual([404, { form: "admin:media.gone" }]);
  });
});

describe("staff media library: what it refuses", () => {
  it("refuses a file that is not an image, a picture bomb, and no file at all", async () => {
    const admin = await signedInAdmin(test);
    expect(refusal(await upload(admin, new TextEncoder().encode("<html>hi</html>"), "x.png"))).toEqual([
      415,
      { file: "admin:media.notImage" },
    ]);
    expect(refusal(await upload(admin, pngBomb(), "bomb.png"))).toEqual([
      422,
      { file: "admin:media.tooManyPixels" },
    ]);
    const empty = new FormData();
    empty.set("note", "nothing");
    const none = await staffMediaAction(
      admin.context,
      new Request(MEDIA, { method: "POST", body: empty }),
      MEDIA,
    );
    expect(refusal(none)).toEqual([400, { file: "admin:media.missing" }]);
    expect((await loadStaffMedia(admin.context, new URL(`${MEDIA}?q=bomb`))).items).toEqual([]);
  });

  it("refuses a malformed change, an unknown target, and a body that is not a form", async () => {
    const admin = await signedInAdmin(test);
    const uploaded = await upload(admin, pngFile(8, 8), "cible.png");
    const name = new URL(locationOf(uploaded) ?? "", ORIGIN).searchParams.get("name") ?? "";
    const item = (await loadStaffMedia(admin.context, MEDIA)).items.find(
      (candidate) => candidate.name === name,
    );
    if (!item) throw new Error("the upload is listed");
    const badName = await staffMediaAction(
      admin.context,
      post(MEDIA.href, { intent: "delete", mediaId: item.id, name: "../etc/passwd" }),
      MEDIA,
    );
    expect(statusOf(badName)).toBe(400);
    expect(payloadOf<StaffMediaActionData>(badName).mediaId).toBe(item.id);
    const place = (target: string) =>
      staffMediaAction(
        admin.context,
        post(MEDIA.href, { intent: "place", mediaId: item.id, name, target }),
        MEDIA,
      );
    expect(refusal(await place("somewhere"))).toEqual([400, { form: "admin:media.targetInvalid" }]);
    expect(refusal(await place("product:no-such-product"))).toEqual([
      404,
      { form: "admin:media.targetGone" },
    ]);
    const json = new Request(MEDIA, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(refusal(await staffMediaAction(admin.context, json, MEDIA))).toEqual([
      415,
      { form: "admin:media.invalid" },
    ]);
  });

  it("ignores a forged confirmation in the address", async () => {
    const admin = await signedInAdmin(test);
    const forged = await loadStaffMedia(admin.context, new URL(`${MEDIA}?done=uploaded&name=<script>.png`));
    expect(forged.done).toBeNull();
    const unknown = await loadStaffMedia(
      admin.context,
      new URL(`${MEDIA}?done=hacked&name=${"a".repeat(32)}.png`),
    );
    expect(unknown.done).toBeNull();
  });
});
