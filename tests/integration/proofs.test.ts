import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFile, pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, readOutbox, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn, uploadPrintFile } from "./orders-fixture";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const DESIGN_SERVICE = {
  productId: "fr-business-cards",
  quantity: 250,
  selectedAttributes: { sides: "4-4" },
  merchantInfo: { selectedUploadType: "hds" },
};

async function sendProof(
  token: string,
  orderNumber: string,
  lineItemId: string,
  file: Uint8Array,
  name: string,
) {
  const form = new FormData();
  form.set("orderNumber", orderNumber);
  form.set("lineItemId", lineItemId);
  form.set("file", new File([file as Uint8Array<ArrayBuffer>], name));
  const response = await test.api.handler(
    new Request("http://commerce.test/api/v1/admin/order/proof/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

type Proofs = { proofs: { id: string; version: number; status: string; comment: string | null }[] };

describe("proof approval", () => {
  it("goes proof → mail → changes asked → version 2 → approved → print file → production", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const admin = await signIn(send, "admin@presto-impression.example");
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(send, marie, DESIGN_SERVICE);
    const move = (to: string) => send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to });
    expect((await move("awaiting_artwork")).status).toBe(200);
    // A design-service line has no file to wait for: on to the file check, where production waits for the proof.
    const blocked = await move("in_production");
    expect([blocked.status, errorCode(blocked)]).toEqual([409, "PRODUCTION_NOT_READY"]);

    const refused = await sendProof(
      admin,
      orderNumber,
      lineItemId,
      new TextEncoder().encode("hello"),
      "x.pdf",
    );
    expect(refused.status).toBe(415);
    expect((await sendProof(marie, orderNumber, lineItemId, pdfFile(), "v1.pdf")).status).toBe(403);
    expect((await sendProof(admin, orderNumber, lineItemId, pdfFile(), "v1.pdf")).status).toBe(200);
    const mails = await readOutbox(test);
    const mail = mails.find((text) => text.includes("épreuve est prête")) ?? "";
    expect(mail).toContain("To: marie.dupont@example.com");
    expect(mail).toMatch(new RegExp(`https?://[^\\s]+\\?id=${orderId}`));

    const [v1] = (dataOf(await send(marie, "GET", `/api/v1/order/${orderId}`)) as Proofs).proofs;
    if (!v1) throw new Error("the proof is missing");
    expect(v1).toMatchObject({ version: 1, status: "awaiting_decision" });
    const decide = (proofId: string, decision: string, comment?: string) =>
      send(marie, "POST", "/api/v1/order/proof-decision/", { orderId, proofId, decision, comment });
    expect((await decide(v1.id, "request_changes")).status).toBe(400);
    expect((await decide(v1.id, "request_changes", "Logo plus grand, s'il vous plaît")).status).toBe(200);
    expect(errorCode(await decide(v1.id, "approve"))).toBe("PROOF_DECIDED");

    expect((await sendProof(admin, orderNumber, lineItemId, pngFile(1200, 800), "v2.png")).status).toBe(200);
    const two = (dataOf(await send(marie, "GET", `/api/v1/order/${orderId}`)) as Proofs).proofs;
    const v2 = two[1];
    if (!v2) throw new Error("version 2 is missing");
    expect(two.map((proof) => [proof.version, proof.status, proof.comment])).toEqual([
      [1, "changes_requested", "Logo plus grand, s'il vous plaît"],
      [2, "awaiting_decision", null],
    ]);
    const file = await test.api.handler(
      new Request(`http://commerce.test/api/v1/order/${orderId}/proof/${v2.id}`, {
        headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${marie}` },
      }),
    );
    expect([file.status, file.headers.get("content-type")]).toEqual([200, "image/png"]);
    const oliverLike = await signIn(send, "achats@atelier-lumiere.example");
    expect((await send(oliverLike, "GET", `/api/v1/order/${orderId}/proof/${v2.id}`)).status).toBe(404);

    expect((await decide(v2.id, "approve")).status).toBe(200);
    const staff = dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
      files: { lineItemId: string; fileName: string; status: string }[];
      productionBlockers: unknown[];
      proofs: { decidedBy: string }[];
    };
    expect(staff.files).toMatchObject([{ lineItemId, fileName: "v2.png", status: "accepted" }]);
    expect(staff.productionBlockers).toEqual([]);
    expect(staff.proofs[1]?.decidedBy).toMatch(/^customer:/);
    const conflict = await sendProof(admin, orderNumber, lineItemId, pdfFile(), "v3.pdf");
    expect([conflict.status, errorCode(conflict)]).toEqual([409, "PROOF_APPROVED"]);
    expect((await move("in_production")).status).toBe(200);
  });

  it("holds a product that asks for a proof: the customer's file, then an approved proof of it, then production", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const admin = await signIn(send, "admin@presto-impression.example");
    const PENS = { productId: "fr-pens", quantity: 100, merchantInfo: {} };
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(send, marie, PENS);
    const order = dataOf(await send(marie, "GET", `/api/v1/order/${orderId}`)) as {
      lineItems: { proofRequired: boolean }[];
    };
    expect(order.lineItems[0]?.proofRequired).toBe(true);
    const move = (to: string) => send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to });
    const blockers = async () =>
      (
        dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
          productionBlockers: unknown[];
        }
      ).productionBlockers;
    expect((await move("awaiting_artwork")).status).toBe(200);
    expect(await blockers()).toEqual([{ lineItemId, reason: "file_missing" }]);
    expect((await uploadPrintFile(test.api, marie, orderId, lineItemId)).status).toBe(200);
    // The checked file alone is not enough: production waits for the customer's approval of the proof.
    expect(await blockers()).toEqual([{ lineItemId, reason: "proof_not_approved" }]);
    const blocked = await move("in_production");
    expect([blocked.status, errorCode(blocked)]).toEqual([409, "PRODUCTION_NOT_READY"]);

    expect((await sendProof(admin, orderNumber, lineItemId, pngFile(1200, 800), "bat.png")).status).toBe(200);
    const [proof] = (dataOf(await send(marie, "GET", `/api/v1/order/${orderId}`)) as Proofs).proofs;
    const approved = await send(marie, "POST", "/api/v1/order/proof-decision/", {
      orderId,
      proofId: proof?.id,
      decision: "approve",
    });
    expect(approved.status).toBe(200);
    // Production prints the customer's checked file; the proof is what they approved of it.
    const staff = dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
      files: { fileName: string }[];
      productionBlockers: unknown[];
    };
    expect(staff.files.map((file) => file.fileName)).toEqual(["poster.pdf"]);
    expect(staff.productionBlockers).toEqual([]);
    expect((await move("in_production")).status).toBe(200);
  });

  it("stops counting a proof approved before the customer replaced the file, until a new one is approved", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const admin = await signIn(send, "admin@presto-impression.example");
    const PENS = { productId: "fr-pens", quantity: 100, merchantInfo: {} };
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(send, marie, PENS);
    const move = (to: string) => send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to });
    const desk = async () =>
      dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
        status: string;
        productionBlockers: unknown[];
        proofs: {
          id: string;
          version: number;
          status: string;
          decidedBy: string | null;
          outdatedAt: string | null;
        }[];
      };
    const approve = (proofId: string | undefined) =>
      send(marie, "POST", "/api/v1/order/proof-decision/", { orderId, proofId, decision: "approve" });
    expect((await move("awaiting_artwork")).status).toBe(200);
    expect((await uploadPrintFile(test.api, marie, orderId, lineItemId)).status).toBe(200);
    expect((await sendProof(admin, orderNumber, lineItemId, pngFile(1200, 800), "bat-1.png")).status).toBe(
      200,
    );
    expect((await approve((await desk()).proofs[0]?.id)).status).toBe(200);
    expect((await desk()).productionBlockers).toEqual([]);

    // The customer sends another file after approving: the approval was of the old one.
    expect((await uploadPrintFile(test.api, marie, orderId, lineItemId)).status).toBe(200);
    const after = await desk();
    expect(after.productionBlockers).toEqual([{ lineItemId, reason: "proof_not_approved" }]);
    // History kept: the approval, its author and time stay on the row, now outdated.
    expect(after.proofs).toMatchObject([
      { version: 1, status: "outdated", decidedBy: expect.stringMatching(/^customer:/) },
    ]);
    expect(after.proofs[0]?.outdatedAt).toEqual(expect.any(String));
    const blocked = await move("in_production");
    expect([blocked.status, errorCode(blocked)]).toEqual([409, "PRODUCTION_NOT_READY"]);
    expect(errorCode(await approve(after.proofs[0]?.id))).toBe("PROOF_DECIDED");

    // A new proof of the new file, approved: production may start.
    expect((await sendProof(admin, orderNumber, lineItemId, pngFile(1200, 800), "bat-2.png")).status).toBe(
      200,
    );
    const v2 = (await desk()).proofs.find((proof) => proof.version === 2);
    expect((await approve(v2?.id)).status).toBe(200);
    expect((await desk()).productionBlockers).toEqual([]);
    expect((await move("in_production")).status).toBe(200);
  });

  it("outdates a design-service line's approved proof when its print file is removed", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const admin = await signIn(send, "admin@presto-impression.example");
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(send, marie, DESIGN_SERVICE);
    expect(
      (await send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to: "awaiting_artwork" }))
        .status,
    ).toBe(200);
    expect((await sendProof(admin, orderNumber, lineItemId, pdfFile(), "v1.pdf")).status).toBe(200);
    const [proof] = (dataOf(await send(marie, "GET", `/api/v1/order/${orderId}`)) as Proofs).proofs;
    await send(marie, "POST", "/api/v1/order/proof-decision/", {
      orderId,
      proofId: proof?.id,
      decision: "approve",
    });
    const reset = await send(marie, "POST", "/api/v1/order/reset-line-item-artwork/", {
      orderId,
      lineItemId,
    });
    expect(reset.status).toBe(200);
    const staff = dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
      productionBlockers: unknown[];
      proofs: { status: string }[];
    };
    expect(staff.proofs.map((row) => row.status)).toEqual(["outdated"]);
    expect(staff.productionBlockers).toEqual([{ lineItemId, reason: "proof_not_approved" }]);
    // Staff may send the next version again.
    expect((await sendProof(admin, orderNumber, lineItemId, pdfFile(), "v2.pdf")).status).toBe(200);
  });
});
