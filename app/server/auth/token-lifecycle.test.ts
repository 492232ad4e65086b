import { describe, expect, it } from "vitest";
import { decideTokens, EXPIRY_SKEW_SECONDS, readExpiry } from "./token-lifecycle";

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe("readExpiry", () => {
  it("reads exp from a JWT payload", () => {
    expect(readExpiry(jwt({ exp: 123 }))).toBe(123);
  });

  it.each(["", "abc", "a.b.c", `x.${Buffer.from("[]").toString("base64url")}.y`, jwt({ exp: "soon" })])(
    "returns null for %j",
    (token) => {
      expect(readExpiry(token)).toBeNull();
    },
  );
});

describe("decideTokens", () => {
  it("uses a valid access token", () => {
    expect(
      decideTokens(
        { accessToken: jwt({ exp: inSeconds(3600) }), refreshToken: jwt({ exp: inSeconds(9999) }) },
        NOW,
      ),
    ).toBe("use");
  });

  it("refreshes an access token about to expire", () => {
    const accessToken = jwt({ exp: inSeconds(EXPIRY_SKEW_SECONDS - 1) });
    expect(decideTokens({ accessToken, refreshToken: jwt({ exp: inSeconds(9999) }) }, NOW)).toBe("refresh");
  });

  it("refreshes an expired access token while the refresh token lives", () => {
    expect(
      decideTokens(
        { accessToken: jwt({ exp: inSeconds(-10) }), refreshToken: jwt({ exp: inSeconds(10) }) },
        NOW,
      ),
    ).toBe("refresh");
  });

  it("reports both expired", () => {
    expect(
      decideTokens(
        { accessToken: jwt({ exp: inSeconds(-10) }), refreshToken: jwt({ exp: inSeconds(-1) }) },
        NOW,
      ),
    ).toBe("expired");
  });

  it("lets the upstream judge unreadable tokens", () => {
    expect(decideTokens({ accessToken: "opaque", refreshToken: "opaque" }, NOW)).toBe("refresh");
  });
});
