import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItemSchema, mediaLibrarySchema } from "#contract/media/media.schemas";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, expectEnvelope, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, sender, signIn } from "./orders-fixture";

/** The staff media library (issue 16 §6): upload typed by content, place, refuse to delete while used. */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);

async function upload(token: string | null, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  const response = await test.api.handler(
    new Request("http://commerce.test/api/v1/admin/media/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    }),
  );
  const answer = {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
  expectEnvelope(answer);
  return answer;
}

const library = async (token: string, query = "") =>
  mediaLibrarySchema.parse(
    dataOf(await send(token, "GET", `/api/v1/admin/media/?q=${encodeURIComponent(query)}`)),
  );

describe("media library", () => {
  it("types images by content, names them by their bytes, places them and refuses to delete a used one", async () => {
    const admin = await signIn(send, "admin@presto-impression.example");
    const refused = await upload(admin, new TextEncoder().encode("<svg onload=alert(1)>"), "logo.png");
    expect([refused.status, errorCode(refused)]).toEqual([415, "MEDIA_TYPE_UNSUPPORTED"]);

    const bytes = pngFile(640, 360);
    const first = await upload(admin, bytes, "bannière été.png");
    expect(first.status).toBe(200);
    const item = mediaItemSchema.parse(dataOf(first));
    expect(item).toMatchObject({
      width: 640,
      height: 360,
      contentType: "image/png",
      fileName: "bannière été.png",
    });
    expect(item.url).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
    // The same bytes again are the same image, not a second copy.
    expect(mediaItemSchema.parse(dataOf(await upload(admin, bytes, "copie.png"))).id).toBe(item.id);

    const served = await test.api.handler(
      new Request(`http://commerce.test/api/v1${item.url}`, { headers: TENANT_HEADERS.fr }),
    );
    expect(served.headers.get("content-type")).toBe("image/png");
    // What is served is the image re-encoded (ADR 064): the same picture, not the uploaded bytes.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 640,
      height: 360,
    });

    const found = await library(admin, "été");
    expect(found.items.map((candidate) => candidate.id)).toEqual([item.id]);
    expect(found.items[0]?.createdBy).toBe("admin@presto-impression.example");
    expect((await library(admin, "nothing-like-it")).items).toEqual([]);
    const hero = found.targets.find((target) => /^page:\d+:0$/.test(target.target));
    expect(hero).toBeDefined();

    const placed = await send(admin, "POST", "/api/v1/admin/media/place/", {
      mediaId: item.id,
      target: hero?.target,
    });
    expect(placed.status).toBe(200);
    const used = mediaLibrarySchema.parse(dataOf(placed)).items.find((candidate) => candidate.id === item.id);
    expect(used?.usedBy).toHaveLength(1);
    expect(
      mediaLibrarySchema.parse(dataOf(placed)).events.map((event) => [event.action, event.actor]),
    ).toEqual([
      ["placed", "admin@presto-impression.example"],
      ["uploaded", "admin@presto-impression.example"],
    ]);

    const inUse = await send(admin, "POST", "/api/v1/admin/media/delete/", { mediaId: item.id });
    expect([inUse.status, errorCode(inUse)]).toEqual([409, "MEDIA_IN_USE"]);

    // Once the page shows another image, the first one can go.
    const other = mediaItemSchema.parse(dataOf(await upload(admin, pngFile(641, 360), "autre.png")));
    await send(admin, "POST", "/api/v1/admin/media/place/", { mediaId: other.id, target: hero?.target });
    const deleted = await send(admin, "POST", "/api/v1/admin/media/delete/", { mediaId: item.id });
    expect(deleted.status).toBe(200);
    expect(mediaLibrarySchema.parse(dataOf(deleted)).items.map((candidate) => candidate.id)).toEqual([
      other.id,
    ]);
    const gone = await test.api.handler(
      new Request(`http://commerce.test/api/v1${item.url}`, { headers: TENANT_HEADERS.fr }),
    );
    expect(gone.status).toBe(404);
  });

  it("puts a library image on a product", async () => {
    const admin = await signIn(send, "admin@presto-impression.example");
    const item = mediaItemSchema.parse(dataOf(await upload(admin, pngFile(400, 400), "flyer.png")));
    const placed = await send(admin, "POST", "/api/v1/admin/media/place/", {
      mediaId: item.id,
      target: "product:flyers",
    });
    expect(placed.status).toBe(200);
    const product = dataOf(await send(null, "GET", "/api/v1/content/product-configuration/?id=flyers")) as {
      image: string;
    };
    expect(product.image).toBe(item.url);
    const bad = await send(admin, "POST", "/api/v1/admin/media/place/", {
      mediaId: item.id,
      target: "page:1:../../x",
    });
    expect([bad.status, errorCode(bad)]).toEqual([400, "TARGET_INVALID"]);
  });

  it("keeps one image when the same bytes arrive twice at once", async () => {
    const admin = await signIn(send, "admin@presto-impression.example");
    const bytes = pngFile(300, 200);
    const answers = await Promise.all([upload(admin, bytes, "a.png"), upload(admin, bytes, "b.png")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = answers.map((answer) => mediaItemSchema.parse(dataOf(answer)).id);
    expect(ids[0]).toBe(ids[1]);
  });

  it("is for staff only", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    expect((await upload(marie, pngFile(10, 10), "x.png")).status).toBe(403);
    expect((await upload(null, pngFile(10, 10), "x.png")).status).toBe(401);
    expect((await send(marie, "GET", "/api/v1/admin/media/")).status).toBe(403);
  });
});
