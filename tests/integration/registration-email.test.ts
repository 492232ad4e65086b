import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, createTestApi, dataOf, readOutbox, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi();
});
afterEach(() => test.dispose());

const outbox = () => readOutbox(test.dataDir);

const register = (email: string) =>
  call(test.api, "/api/v1/customer/create", {
    method: "POST",
    headers: TENANT_HEADERS.fr,
    body: JSON.stringify({
      email,
      password: "Une phrase de passe 42",
      firstName: "Léa",
      lastName: "Bernard",
      userCategory: "2",
    }),
  });

describe("registration notice email", () => {
  it("welcomes a new customer, and tells an existing one about the attempt, with the same answer to the caller", async () => {
    const fresh = await register("lea.bernard@example.com");
    const again = await register("LEA.BERNARD@example.com");
    expect(dataOf(fresh)).toEqual({ accepted: true });
    expect(dataOf(again)).toEqual({ accepted: true });
    const mails = outbox().sort();
    expect(mails).toHaveLength(2);
    expect(
      mails.some(
        (mail) =>
          /Subject: .*bienvenue/i.test(mail) &&
          mail.includes("To: lea.bernard@example.com") &&
          /Votre code de bienvenue : BIENVENUE-[A-Z2-9]{6}/.test(mail),
      ),
    ).toBe(true);
    expect(mails.some((mail) => /Subject: .*someone tried to create an account/i.test(mail))).toBe(true);
  });
});
