import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItemSchema } from "#contract/media/media.schemas";
import { pdfFile, pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { fileKeys, readStoredBytes } from "../../commerce-api/files/file-store";
import { s3ConfigFromEnv } from "../../commerce-api/files/s3-config";
import { s3FileStore } from "../../commerce-api/files/s3-file-store";
import { type S3TestServer, startS3Server } from "../../scripts/s3-test-server.mjs";
import { objectStorageCheck } from "../../server/operations-wiring";
import { Readiness } from "../../server/readiness";
import { cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { customerWithAddresses, placeTransferOrder, sender, signIn } from "./orders-fixture";

/**
 * Files in S3-compatible object storage (issue 37 §1, ADR 071), against a real S3-protocol server
 * (s3rver) on a loopback port: every kind of file goes to the bucket and none to DATA_DIR, owners
 * get theirs back, others are refused as they are on disk, and a deleted file leaves the bucket.
 */
let s3: S3TestServer;
let test: TestApi;
let bucket: ReturnType<typeof s3FileStore>;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: s3.env.AWS_SECRET_ACCESS_KEY,
  });
  const config = s3ConfigFromEnv(s3.env);
  if (!config) throw new Error("no S3 config");
  bucket = s3FileStore(config);
  test = await createTestApi(undefined, { files: bucket });
});
afterAll(async () => {
  await test?.dispose();
  await s3?.close();
});

const send = sender(() => test);

/** The stored name of an order's one file, read from the database. */
async function storedNameOf(orderId: string): Promise<string> {
  const opened = test.openDb();
  try {
    const row = await opened.db
      .selectFrom("artwork_files")
      .select("stored_name")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    return row.stored_name;
  } finally {
    await opened.close();
  }
}

async function post(pathName: string, form: FormData, token: string | null, headers = TENANT_HEADERS.fr) {
  const response = await test.api.handler(
    new Request(`http://commerce.test${pathName}`, {
      method: "POST",
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    }),
  );
  return { status: response.status, body: (await response.json()) as { data?: never; code?: string } };
}

async function get(pathName: string, token: string | null = null) {
  const response = await test.api.handler(
    new Request(`http://commerce.test${pathName}`, {
      headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  );
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}

const formWith = (file: Uint8Array, name: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set("file", new File([Buffer.from(file)], name));
  return form;
};

/** Nothing of any kind is written under DATA_DIR/artwork or DATA_DIR/media. */
const filesOnDisk = () =>
  ["artwork", "media"].flatMap((dir) => {
    const root = path.join(test.dataDir, dir);
    return existsSync(root) ? readdirSync(root, { recursive: true, encoding: "utf8" }) : [];
  });

describe("files in object storage", () => {
  it("keeps a print file in the bucket, gives it back to its owner and to no one else", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId, lineItemId } = await placeTransferOrder(send, marie, {
      productId: "fr-business-cards",
      quantity: 250,
      selectedAttributes: { sides: "4-4" },
    });
    const png = pngFile(1063, 685);
    const uploaded = await post(
      "/api/v1/order/line-item-artwork/",
      formWith(png, "recto.png", { orderId, lineItemId }),
      marie,
    );
    expect(uploaded.status).toBe(200);
    const [file] = (uploaded.body.data as unknown as { artwork: { id: string }[] }).artwork;
    const preview = `/api/v1/order/${orderId}/artwork/${file?.id}/preview`;
    const mine = await get(preview, marie);
    expect([mine.status, mine.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(mine.bytes.equals(Buffer.from(png))).toBe(true);
    const stranger = await signIn(send, "achats@atelier-lumiere.example");
    expect((await get(preview, stranger)).status).toBe(404);
    expect((await get(preview)).status).toBe(401);
    expect(filesOnDisk()).toEqual([]);

    // Reset: the file leaves the bucket too.
    const storedName = await storedNameOf(orderId);
    expect(await bucket.exists(fileKeys.artwork(orderId, storedName))).toBe(true);
    await send(marie, "POST", "/api/v1/order/reset-line-item-artwork/", { orderId, lineItemId });
    expect(await bucket.exists(fileKeys.artwork(orderId, storedName))).toBe(false);
  });

  it("serves a media image from the bucket, and a deleted one is gone from it", async () => {
    const admin = await signIn(send, "admin@presto-impression.example");
    const uploaded = await post("/api/v1/admin/media/", formWith(pngFile(40, 30), "banner.png"), admin);
    const item = mediaItemSchema.parse(uploaded.body.data);
    const key = fileKeys.media("fr", item.name);
    expect(await bucket.exists(key)).toBe(true);
    const served = await get(`/api/v1/media/${item.name}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(Number(served.headers.get("content-length"))).toBe(served.bytes.byteLength);

    expect(
      dataOf(await send(admin, "POST", "/api/v1/admin/media/delete/", { mediaId: item.id })),
    ).toBeTruthy();
    expect(await bucket.exists(key)).toBe(false);
    expect((await get(`/api/v1/media/${item.name}`)).status).toBe(404);
    expect(filesOnDisk()).toEqual([]);
  });

  it("keeps design pictures and the PDF printed at checkout in the bucket", async () => {
    const owner = crypto.randomUUID();
    const picture = await post(
      "/api/v1/design-editor/images",
      formWith(pngFile(300, 200), "logo.png", { anonymousUserId: owner }),
      null,
    );
    expect(picture.status).toBe(200);
    const id = (picture.body.data as unknown as { id: string }).id;
    expect((await get(`/api/v1/design-editor/images/${id}?anonymousUserId=${owner}`)).status).toBe(200);
    expect(
      (await get(`/api/v1/design-editor/images/${id}?anonymousUserId=${crypto.randomUUID()}`)).status,
    ).toBe(404);

    const marie = await signIn(send, "marie.dupont@example.com");
    const templates = dataOf(
      await send(null, "GET", "/api/v1/design-browser-templates?format=85x55&limit=1"),
    ) as {
      templates: { scene: unknown }[];
    };
    const design = dataOf(
      await send(marie, "POST", "/api/v1/design-editor/designs", {
        productKey: "fr-business-cards",
        pagePath: "/cartes-de-visite/standard/",
        formatKey: "85x55",
        name: "Mes cartes",
        scene: templates.templates[0]?.scene,
      }),
    ) as { id: string };
    const order = await placeTransferOrder(send, marie, {
      productId: "fr-business-cards",
      quantity: 250,
      selectedAttributes: { format: "85x55", sides: "4-4" },
      merchantInfo: { selectedUploadType: "dex", dexDesignId: design.id, fromMyDesignArea: false },
    });
    const storedName = await storedNameOf(order.orderId);
    const printed = await bucket.get(fileKeys.artwork(order.orderId, storedName));
    expect(printed?.size).toBeGreaterThan(0);
    printed?.body.destroy();
    expect(filesOnDisk()).toEqual([]);
  });

  it("keeps a quote's attachment in the bucket for the staff to download", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const request = {
      productKey: "posters",
      options: {},
      quantity: 2500,
      deadline: "2026-12-15",
      country: "FR",
      message: "Affiches.",
    };
    const form = formWith(pdfFile(), "plan.pdf", { request: JSON.stringify(request) });
    const asked = await post("/api/v1/quote/", form, marie);
    expect(asked.status).toBe(200);
    const admin = await signIn(send, "admin@presto-impression.example");
    const download = await get(
      `/api/v1/admin/quote/${(asked.body.data as unknown as { id: string }).id}/attachment`,
      admin,
    );
    expect([download.status, download.bytes.equals(Buffer.from(pdfFile()))]).toEqual([200, true]);
  });
});

describe("a reorder with files in object storage", () => {
  it("copies the print file from bucket to bucket into the next order", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId, lineItemId } = await placeTransferOrder(send, marie, {
      productId: "fr-posters",
      quantity: 10,
    });
    const pdf = pdfFile();
    const form = formWith(pdf, "affiche.pdf", { orderId, lineItemId });
    expect((await post("/api/v1/order/line-item-artwork/", form, marie)).status).toBe(200);
    const cart = dataOf(await send(marie, "POST", "/api/v1/cart", cartBody(`s3-${crypto.randomUUID()}`))) as {
      id: string;
    };
    dataOf(await send(marie, "POST", "/api/v1/order/reorder/", { orderId, cartId: cart.id }));
    const customer = await customerWithAddresses(send, marie);
    const placed = dataOf(
      await send(marie, "POST", `/api/v1/cart/${cart.id}/checkout/`, {
        shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
        billingAddressId: customer.customerAddresses.defaultBillingAddressId,
      }),
    ) as { id: string };
    const copy = await readStoredBytes(bucket, fileKeys.artwork(placed.id, await storedNameOf(placed.id)));
    expect(Buffer.from(copy ?? []).equals(Buffer.from(pdf))).toBe(true);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe("readiness with object storage", () => {
  it("is ready while the bucket answers and names object-storage when it does not", async () => {
    const readiness = new Readiness([objectStorageCheck((signal) => bucket.ping(signal))], 1_000);
    expect(await readiness.answer()).toEqual({ status: 200, body: { status: "ready" } });
    const config = s3ConfigFromEnv({ ...s3.env, S3_ENDPOINT: "http://127.0.0.1:3712" });
    if (!config) throw new Error("no S3 config");
    const unreachable = s3FileStore(config);
    const nobody = new Readiness([objectStorageCheck((signal) => unreachable.ping(signal))], 1_000);
    expect(await nobody.answer()).toEqual({
      status: 503,
      body: { status: "unavailable", failing: ["object-storage"] },
    });
  });

  it("a standalone API's health answers 503 while its bucket does not answer", async () => {
    const health = async (api: TestApi) =>
      (await api.api.handler(new Request("http://commerce.test/api/v1/health/"))).status;
    expect(await health(test)).toBe(200);
    const config = s3ConfigFromEnv({ ...s3.env, S3_ENDPOINT: "http://127.0.0.1:3712" });
    if (!config) throw new Error("no S3 config");
    const cut = await createTestApi(undefined, { files: s3FileStore(config) });
    try {
      expect(await health(cut)).toBe(503);
    } finally {
      await cut.dispose();
    }
  });
});
