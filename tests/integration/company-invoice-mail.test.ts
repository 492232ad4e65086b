import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./helpers";
import { placeTransferOrder, sender, signIn } from "./orders-fixture";

/**
 * A company's invoices go to the address it gave for invoices (issue 36): its accounts department
 * receives the invoice when the transfer is booked and the credit note when the order is cancelled,
 * each with its PDF; a private customer's documents go to no one else.
 */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
}, 60_000);
afterAll(() => test.dispose());

const send = sender(() => test);

async function mailsTo(address: string) {
  await test.api.mail.flush();
  const dir = path.join(test.dataDir, "outbox");
  const mails = await Promise.all(
    readdirSync(dir)
      .sort()
      .map((file) => simpleParser(readFileSync(path.join(dir, file)))),
  );
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
}

async function transferReceivedThenCancelled(customerEmail: string) {
  const customer = await signIn(send, customerEmail);
  const admin = await signIn(send, "admin@presto-impression.example");
  const { orderNumber } = await placeTransferOrder(send, customer);
  const move = (body: Record<string, string>) =>
    send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, ...body });
  expect((await move({ to: "awaiting_artwork" })).status).toBe(200);
  const invoiced = await mailsTo("compta@atelier-lumiere.example");
  expect((await move({ to: "cancelled", reason: "Commande en double" })).status).toBe(200);
  return { orderNumber, invoiced };
}

describe("a company's invoice address", () => {
  it("receives the company's invoice and credit note, each attached as a PDF, in French", async () => {
    const { orderNumber, invoiced } = await transferReceivedThenCancelled("achats@atelier-lumiere.example");
    expect(invoiced).toHaveLength(1);
    expect(invoiced[0]?.subject).toMatch(new RegExp(`^Facture F-\\d{4}-\\d{6} — commande ${orderNumber}$`));
    expect(invoiced[0]?.text).toContain("passée par Atelier Lumière");
    expect(invoiced[0]?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
    expect(invoiced[0]?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");

    const all = await mailsTo("compta@atelier-lumiere.example");
    expect(all.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Facture F-/),
      expect.stringMatching(new RegExp(`^Avoir A-\\d{4}-\\d{6} — commande ${orderNumber}$`)),
    ]);
    expect(all[1]?.attachments[0]?.filename).toMatch(/^A-\d{4}-\d{6}\.pdf$/);
    // The buyer still gets their own payment mail, with the invoice.
    const own = await mailsTo("achats@atelier-lumiere.example");
    expect(own.some((mail) => mail.attachments.some((file) => /^F-\d{4}-/.test(file.filename ?? "")))).toBe(
      true,
    );
  });

  it("is nobody's for a private customer: their documents go to them only", async () => {
    const before = (await mailsTo("compta@atelier-lumiere.example")).length;
    await transferReceivedThenCancelled("marie.dupont@example.com");
    expect(await mailsTo("compta@atelier-lumiere.example")).toHaveLength(before);
    const kinds = (await mailsTo("marie.dupont@example.com")).flatMap((mail) =>
      mail.attachments.map((file) => file.filename),
    );
    expect(kinds).toEqual([expect.stringMatching(/^F-\d{4}-/), expect.stringMatching(/^A-\d{4}-/)]);
  });
});
