import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUploadPage, uploadAction } from "../../app/features/orders/upload.server";
import { pdfFile, pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { pdfPageCountBomb, pdfPageSizeBomb, pngBomb } from "../../commerce-api/uploads/bomb.fixtures";
import { createTestApi, type TestApi } from "../integration/helpers";
import { CARDS_PAGE, placeCardsOrder } from "./order-helpers";
import { locationOf, ORIGIN, payloadOf, post, signedIn, statusOf, thrownBy, tokenOf } from "./route-helpers";

/** The upload screen: an order's print files sent, replaced, reset, and design briefs, as the form posts them. */
const UPLOAD = `${ORIGIN}/espace-client/commandes/fichiers/`;
const MARIE = "marie.dupont@example.com";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

type Customer = Awaited<ReturnType<typeof customerWithOrder>>;

async function customerWithOrder(uploadType?: "hds") {
  const customer = await signedIn(test, MARIE);
  const pageId = customer.state.shop.urlMap.get(CARDS_PAGE)?.pageId ?? 0;
  const order = await placeCardsOrder(customer.send, customer.token, { pageId, uploadType });
  return { ...customer, ...order, url: new URL(`${UPLOAD}?id=${order.orderId}`) };
}

/** The upload form as the browser sends it: multipart, the file last. */
function uploadRequest(
  customer: Customer,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return new Request(customer.url, { method: "POST", body: form });
}

function send(
  customer: Customer,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string },
) {
  return uploadAction(customer.context, uploadRequest(customer, fields, file), customer.url);
}

const fileFields = (customer: Customer) => ({
  orderId: customer.orderId,
  lineItemId: customer.lineItemId,
  setIndex: "0",
});

describe("upload screen", () => {
  it("shows the order's lines and the way back to the order", async () => {
    const marie = await customerWithOrder();
    const page = await loadUploadPage(marie.context, marie.url);
    expect(page.order.lineItems.map((line) => line.id)).toEqual([marie.lineItemId]);
    expect(page.order.artwork).toEqual([]);
    expect(page.orderPath).toBe(`/espace-client/commandes/detail/?id=${marie.orderId}`);
  });

  it("answers a missing, malformed or someone else's order with a 404", async () => {
    const marie = await customerWithOrder();
    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    for (const [who, search] of [
      [stranger, `?id=${marie.orderId}`],
      [marie, "?id=no-such-order"],
      [marie, "?id=%2E%2E%2Fadmin"],
      [marie, ""],
    ] as const) {
      const thrown = await thrownBy(() => loadUploadPage(who.context, new URL(`${UPLOAD}${search}`)));
      expect(statusOf(thrown)).toBe(404);
    }
  });

  it("takes a PDF, shows it accepted, and resets the line", async () => {
    const marie = await customerWithOrder();
    const uploaded = await send(marie, fileFields(marie), { bytes: pdfFile(), name: "cartes.pdf" });
    expect(statusOf(uploaded)).toBe(303);
    expect(locationOf(uploaded)).toBe(`/espace-client/commandes/fichiers/?id=${marie.orderId}&done=uploaded`);
    const { order } = await loadUploadPage(marie.context, marie.url);
    expect(order.artwork).toEqual([
      expect.objectContaining({ lineItemId: marie.lineItemId, fileName: "cartes.pdf", status: "accepted" }),
    ]);

    const reset = await send(marie, {
      intent: "reset",
      orderId: marie.orderId,
      lineItemId: marie.lineItemId,
    });
    expect(locationOf(reset)).toBe(`/espace-client/commandes/fichiers/?id=${marie.orderId}&done=reset`);
    expect((await loadUploadPage(marie.context, marie.url)).order.artwork).toEqual([]);
  });

  it("asks to choose for a file too small for its printed size, and records 'print as is' (ADR 081)", async () => {
    const marie = await customerWithOrder();
    const small = await send(marie, fileFields(marie), { bytes: pngFile(900, 600), name: "logo.png" });
    expect(locationOf(small)).toBe(
      `/espace-client/commandes/fichiers/?id=${marie.orderId}&done=lowResolution`,
    );
    const [file] = (await loadUploadPage(marie.context, marie.url)).order.artwork;
    expect(file).toMatchObject({ printDpi: 269, printAsIsAt: null });
    const choose = (fileId: string) => send(marie, { intent: "printAsIs", ...fileFields(marie), fileId });
    const malformed = await choose("../x");
    expect([statusOf(malformed), payloadOf(malformed)]).toEqual([
      400,
      { errors: { form: "uploads:error.invalid" } },
    ]);
    const chosen = await choose(file?.id ?? "");
    expect(locationOf(chosen)).toBe(`/espace-client/commandes/fichiers/?id=${marie.orderId}&done=printAsIs`);
    expect((await loadUploadPage(marie.context, marie.url)).order.artwork[0]?.printAsIsAt).toEqual(
      expect.any(String),
    );

    const sharp = await send(marie, fileFields(marie), { bytes: pngFile(1004, 650), name: "net.png" });
    expect(locationOf(sharp)).toBe(`/espace-client/commandes/fichiers/?id=${marie.orderId}&done=uploaded`);
    const [sharpFile] = (await loadUploadPage(marie.context, marie.url)).order.artwork;
    const refused = await choose(sharpFile?.id ?? "");
    expect([statusOf(refused), payloadOf(refused)]).toEqual([
      409,
      { errors: { [`${marie.lineItemId}:0`]: "uploads:error.notLowResolution" } },
    ]);
  });

  it("explains a file that is not what it says, or no file, next to the line's slot", async () => {
    const marie = await customerWithOrder();
    const html = { bytes: new TextEncoder().encode("<html>hi</html>"), name: "cartes.pdf" };
    const lying = await send(marie, fileFields(marie), html);
    expect([statusOf(lying), payloadOf(lying)]).toEqual([
      415,
      { errors: { [`${marie.lineItemId}:0`]: "uploads:error.type" } },
    ]);
    const empty = await send(marie, fileFields(marie));
    expect([statusOf(empty), payloadOf(empty)]).toEqual([
      400,
      { errors: { [`${marie.lineItemId}:0`]: "uploads:error.missing" } },
    ]);
    expect((await loadUploadPage(marie.context, marie.url)).order.artwork).toEqual([]);
  });

  it("explains a decompression bomb the API refused by its declared size (issue 35)", async () => {
    const marie = await customerWithOrder();
    const cases: [Uint8Array, string][] = [
      [pngBomb(), "uploads:error.tooManyPixels"],
      [pdfPageCountBomb(), "uploads:error.tooManyPages"],
      [pdfPageSizeBomb(), "uploads:error.pageTooLarge"],
    ];
    for (const [bytes, error] of cases) {
      const refused = await send(marie, fileFields(marie), { bytes, name: "cartes.png" });
      expect([statusOf(refused), payloadOf(refused)]).toEqual([
        422,
        { errors: { [`${marie.lineItemId}:0`]: error } },
      ]);
    }
    expect((await loadUploadPage(marie.context, marie.url)).order.artwork).toEqual([]);
  });

  it("stops a file past the shop's limit without sending it on", async () => {
    const marie = await customerWithOrder();
    marie.state.env = { ...marie.state.env, artworkMaxBytes: 1024 };
    const bytes = new Uint8Array(8 * 1024);
    bytes.set(pdfFile().subarray(0, 8));
    const tooLarge = await send(marie, fileFields(marie), { bytes, name: "big.pdf" });
    expect([statusOf(tooLarge), payloadOf(tooLarge)]).toEqual([
      413,
      { errors: { [`${marie.lineItemId}:0`]: "uploads:error.tooLarge" } },
    ]);
    expect((await loadUploadPage(marie.context, marie.url)).order.artwork).toEqual([]);
  });

  it("refuses a body announced larger than the limit before reading it", async () => {
    const marie = await customerWithOrder();
    const request = uploadRequest(marie, fileFields(marie), { bytes: pdfFile(), name: "a.pdf" });
    const announced = new Request(request, {
      headers: { ...Object.fromEntries(request.headers), "content-length": String(200 * 1024 * 1024) },
    });
    const answer = await uploadAction(marie.context, announced, marie.url);
    expect([statusOf(answer), payloadOf(answer)]).toEqual([
      413,
      { errors: { form: "uploads:error.tooLarge" } },
    ]);
    expect((await loadUploadPage(marie.context, marie.url)).order.artwork).toEqual([]);
  });

  it("says the upload was interrupted when the body is cut off, and refuses a body that is not a form", async () => {
    const marie = await customerWithOrder();
    const boundary = "----route-test";
    const cut = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.pdf"',
      "",
      "%PDF-1.7 cut",
    ];
    const request = new Request(marie.url, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: cut.join("\r\n"),
    });
    const interrupted = await uploadAction(marie.context, request, marie.url);
    expect([statusOf(interrupted), payloadOf(interrupted)]).toEqual([
      400,
      { errors: { form: "uploads:error.interrupted" } },
    ]);
    const json = new Request(marie.url, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(statusOf(await thrownBy(() => uploadAction(marie.context, json, marie.url)))).toBe(415);
  });

  it("refuses a malformed reset, and treats someone else's order as missing", async () => {
    const marie = await customerWithOrder();
    const malformed = await uploadAction(
      marie.context,
      post(marie.url.href, { intent: "reset", orderId: marie.orderId, lineItemId: "../x" }),
      marie.url,
    );
    expect([statusOf(malformed), payloadOf(malformed)]).toEqual([
      400,
      { errors: { form: "uploads:error.invalid" } },
    ]);
    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    const pdf = { bytes: pdfFile(), name: "a.pdf" };
    const foreign = await thrownBy(() =>
      uploadAction(stranger.context, uploadRequest(marie, fileFields(marie), pdf), marie.url),
    );
    expect(statusOf(foreign)).toBe(404);
  });

  it("takes no more files once production has started", async () => {
    const marie = await customerWithOrder();
    const admin = await tokenOf(marie.send, "admin@presto-impression.example");
    // Production waits for the print file (ADR 074): sent first, then the desk's moves.
    expect(statusOf(await send(marie, fileFields(marie), { bytes: pdfFile(), name: "cards.pdf" }))).toBe(303);
    for (const to of ["awaiting_artwork", "file_check", "in_production"])
      await marie.send(admin, "POST", "/api/v1/admin/order/transition/", {
        orderNumber: marie.orderNumber,
        to,
      });
    const locked = await send(marie, fileFields(marie), { bytes: pdfFile(), name: "late.pdf" });
    expect([statusOf(locked), payloadOf(locked)]).toEqual([
      409,
      { errors: { [`${marie.lineItemId}:0`]: "uploads:error.locked" } },
    ]);
  });
});

describe("design briefs", () => {
  const brief = "Un logo sobre en bleu nuit, nom et téléphone au verso.";

  it("saves the brief of a design-service line, which takes no file", async () => {
    const marie = await customerWithOrder("hds");
    const fields = { intent: "brief", orderId: marie.orderId, lineItemId: marie.lineItemId };
    const saved = await send(marie, { ...fields, brief });
    expect(locationOf(saved)).toBe(`/espace-client/commandes/fichiers/?id=${marie.orderId}&done=brief`);
    expect((await loadUploadPage(marie.context, marie.url)).order.briefs).toEqual([
      expect.objectContaining({ lineItemId: marie.lineItemId, brief }),
    ]);
    const file = await send(marie, fileFields(marie), { bytes: pdfFile(), name: "a.pdf" });
    expect(payloadOf(file)).toEqual({ errors: { [`${marie.lineItemId}:0`]: "uploads:error.designService" } });
  });

  it("asks for a longer brief, keeping what was typed", async () => {
    const marie = await customerWithOrder("hds");
    const short = await send(marie, {
      intent: "brief",
      orderId: marie.orderId,
      lineItemId: marie.lineItemId,
      brief: "Logo",
    });
    expect([statusOf(short), payloadOf(short)]).toEqual([
      400,
      {
        errors: { [`brief:${marie.lineItemId}`]: "uploads:error.briefShort" },
        values: { [`brief:${marie.lineItemId}`]: "Logo" },
      },
    ]);
    expect((await loadUploadPage(marie.context, marie.url)).order.briefs).toEqual([]);
  });

  it("refuses a brief for a line that takes a print file", async () => {
    const marie = await customerWithOrder();
    const answer = await send(marie, {
      intent: "brief",
      orderId: marie.orderId,
      lineItemId: marie.lineItemId,
      brief,
    });
    expect([statusOf(answer), payloadOf(answer)]).toEqual([
      409,
      { errors: { [`brief:${marie.lineItemId}`]: "uploads:error.invalid" } },
    ]);
  });
});
