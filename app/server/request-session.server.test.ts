import { describe, expect, it } from "vitest";
import { newNonce } from "./request-session.server";

describe("newNonce", () => {
  it("gives each response its own 16 random bytes, across refills of the pool", () => {
    const nonces = Array.from({ length: 600 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
