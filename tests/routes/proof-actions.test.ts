import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffOrderAction } from "../../app/features/admin/staff-orders.server";
import { orderDetailAction } from "../../app/features/orders/orders.server";
import { customerProofFile, staffProofFile } from "../../app/features/orders/proof-file.server";
import type { FormResult } from "../../app/server/form-errors";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, type TestApi } from "../integration/helpers";
import { placeTransferOrder } from "../integration/orders-fixture";
import { ORIGIN, payloadOf, post, signedIn, signedInAdmin, statusOf, thrownBy } from "./route-helpers";

/**
 * Proofs through the shop (issue 36 §4): staff send one from the order desk's multipart form, the
 * customer opens it from the order page and approves it or asks for changes; the file is served to
 * its owner and to staff only, never cached, with nothing allowed to run.
 */
const DESK = new URL(`${ORIGIN}/admin/orders`);
const ORDER_PAGE = `${ORIGIN}/espace-client/commandes/detail/`;
const MARIE = "marie.dupont@example.com";
const DESIGN_SERVICE = {
  productId: "fr-business-cards",
  quantity: 250,
  selectedAttributes: { sides: "4-4" },
  merchantInfo: { selectedUploadType: "hds" },
};

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

/** A design-service order waiting for its proof, its customer and the desk. */
async function orderAwaitingProof() {
  const marie = await signedIn(test, MARIE);
  const admin = await signedInAdmin(test);
  const order = await placeTransferOrder(marie.send, marie.token, DESIGN_SERVICE);
  const moved = await admin.send(admin.token, "POST", "/api/v1/admin/order/transition/", {
    orderNumber: order.orderNumber,
    to: "awaiting_artwork",
  });
  expect(moved.status).toBe(200);
  return { marie, admin, ...order };
}

/** The desk's proof form as the browser posts it: multipart, the file last. */
function proofForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return new Request(DESK, { method: "POST", body: form });
}

async function proofsOf(marie: Awaited<ReturnType<typeof signedIn>>, orderId: string) {
  const order = dataOf(await marie.send(marie.token, "GET", `/api/v1/order/${orderId}`)) as {
    proofs: { id: string; status: string }[];
  };
  return order.proofs;
}

describe("proofs", () => {
  it("are sent from the desk, refused when they aren't a proof, and answered back to the order", async () => {
    const { admin, orderNumber, lineItemId, marie, orderId } = await orderAwaitingProof();
    const fields = { orderNumber, lineItemId };
    const notPdf = await staffOrderAction(
      admin.context,
      proofForm(fields, { bytes: new TextEncoder().encode("hello"), name: "x.pdf" }),
      DESK,
    );
    expect([statusOf(notPdf), payloadOf<FormResult>(notPdf).errors.form]).toEqual([
      415,
      "admin:orders.proof.error",
    ]);
    expect(statusOf(await staffOrderAction(admin.context, proofForm(fields), DESK))).toBe(400);
    const badNumber = proofForm({ ...fields, orderNumber: "../x" }, { bytes: pdfFile(), name: "v1.pdf" });
    expect(statusOf(await staffOrderAction(admin.context, badNumber, DESK))).toBe(400);

    const sent = await staffOrderAction(
      admin.context,
      proofForm(fields, { bytes: pdfFile(), name: "v1.pdf" }),
      DESK,
    );
    expect(statusOf(sent)).toBe(303);
    expect((sent as Response).headers.get("Location")).toBe(`/admin/orders?number=${orderNumber}&done=proof`);
    const [proof] = await proofsOf(marie, orderId);
    expect(proof?.status).toBe("awaiting_decision");
  });

  it("are served to their customer and to staff, inline and uncached, and to nobody else", async () => {
    const { admin, marie, orderId, orderNumber, lineItemId } = await orderAwaitingProof();
    await staffOrderAction(
      admin.context,
      proofForm({ orderNumber, lineItemId }, { bytes: pdfFile(), name: "v1.pdf" }),
      DESK,
    );
    const [proof] = await proofsOf(marie, orderId);
    const proofId = proof?.id ?? "";

    const own = await customerProofFile(
      marie.context,
      new URL(`${ORIGIN}/account/proof?id=${orderId}&proof=${proofId}`),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("content-security-policy")).toContain("sandbox");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await own.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode("%PDF-"));

    const staff = await staffProofFile(
      admin.context,
      new URL(`${ORIGIN}/admin/orders/proof?number=${orderNumber}&proof=${proofId}`),
    );
    expect(staff.status).toBe(200);
    await staff.body?.cancel();

    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    for (const [who, search] of [
      [stranger, `?id=${orderId}&proof=${proofId}`],
      [marie, `?id=${orderId}&proof=no-such-proof`],
      [marie, `?id=../admin&proof=${proofId}`],
    ] as const) {
      const answer = await customerProofFile(who.context, new URL(`${ORIGIN}/account/proof${search}`));
      expect(answer.status).toBe(404);
    }
    const badNumber = await staffProofFile(
      admin.context,
      new URL(`${ORIGIN}/admin/orders/proof?number=x&proof=${proofId}`),
    );
    expect(badNumber.status).toBe(404);
  });

  it("take the customer's changes with a comment, then an approval; a decided proof can't be decided again", async () => {
    const { admin, marie, orderId, orderNumber, lineItemId } = await orderAwaitingProof();
    const sendProof = (name: string) =>
      staffOrderAction(
        admin.context,
        proofForm({ orderNumber, lineItemId }, { bytes: pdfFile(), name }),
        DESK,
      );
    await sendProof("v1.pdf");
    const [v1] = await proofsOf(marie, orderId);
    const url = new URL(`${ORDER_PAGE}?id=${orderId}`);
    const decide = (fields: Record<string, string>) =>
      orderDetailAction(marie.context, post(url.href, { orderId, proofId: v1?.id ?? "", ...fields }), url);

    const noComment = await decide({ intent: "requestProofChanges", comment: "" });
    expect([statusOf(noComment), payloadOf<FormResult>(noComment).errors.form]).toEqual([
      400,
      "orders:proof.commentRequired",
    ]);
    const changes = await decide({ intent: "requestProofChanges", comment: "Logo plus grand, merci" });
    expect((changes as Response).headers.get("Location")).toBe(
      `/espace-client/commandes/detail/?id=${orderId}&done=proof-changes`,
    );
    const again = await decide({ intent: "approveProof" });
    expect([statusOf(again), payloadOf<FormResult>(again).errors.form]).toEqual([409, "orders:proof.stale"]);

    await sendProof("v2.pdf");
    const v2 = (await proofsOf(marie, orderId))[1];
    const approved = await orderDetailAction(
      marie.context,
      post(url.href, { intent: "approveProof", orderId, proofId: v2?.id ?? "" }),
      url,
    );
    expect((approved as Response).headers.get("Location")).toBe(
      `/espace-client/commandes/detail/?id=${orderId}&done=proof-approved`,
    );
    expect((await proofsOf(marie, orderId)).map((proof) => proof.status)).toEqual([
      "changes_requested",
      "approved",
    ]);

    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    const thrown = await thrownBy(() =>
      orderDetailAction(
        stranger.context,
        post(url.href, { intent: "approveProof", orderId, proofId: v2?.id ?? "" }),
        url,
      ),
    );
    expect(statusOf(thrown)).toBe(404);
  });
});
