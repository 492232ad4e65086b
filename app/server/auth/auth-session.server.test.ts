import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../api/api-client.server";
import { ApiError, UpstreamUnavailableError } from "../api/errors";
import { logger } from "../logger.server";
import { resolveAuth } from "./auth-session.server";

function jwt(exp: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256" })}.${encode({ exp, jti: Math.random() })}.sig`;
}

const NOW = 1_800_000_000_000;
const seconds = (offset: number) => NOW / 1000 + offset;

function clientAnswering(post: () => Promise<unknown>) {
  const make = vi.fn((_refreshToken: string) => ({ call: vi.fn(post) }) as unknown as ApiClient);
  return make;
}

describe("resolveAuth", () => {
  it("has nothing to do without a cookie", async () => {
    expect(
      await resolveAuth(
        null,
        clientAnswering(async () => ({})),
        NOW,
      ),
    ).toEqual({ auth: null, expired: false });
  });

  it("uses live tokens as they are", async () => {
    const stored = {
      accessToken: jwt(seconds(600)),
      refreshToken: jwt(seconds(6000)),
      strategy: "customer" as const,
    };
    const make = clientAnswering(async () => ({}));
    expect(await resolveAuth(stored, make, NOW)).toEqual({ auth: stored, expired: false });
    expect(make).not.toHaveBeenCalled();
  });

  it("refreshes an expired access token with the refresh token as bearer", async () => {
    const refreshToken = jwt(seconds(6000));
    const stored = { accessToken: jwt(seconds(-5)), refreshToken, strategy: "customer" as const };
    const make = clientAnswering(async () => ({
      access_token: "new-a",
      refresh_token: "new-r",
      strategy: "customer",
    }));
    const resolved = await resolveAuth(stored, make, NOW);
    expect(make).toHaveBeenCalledWith(refreshToken);
    expect(resolved).toEqual({
      auth: { accessToken: "new-a", refreshToken: "new-r", strategy: "customer" },
      expired: false,
    });
  });

  it("resets the session when both tokens have expired, without calling upstream", async () => {
    const stored = {
      accessToken: jwt(seconds(-5)),
      refreshToken: jwt(seconds(-1)),
      strategy: "customer" as const,
    };
    const make = clientAnswering(async () => ({}));
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(await resolveAuth(stored, make, NOW)).toEqual({ auth: null, expired: true });
    expect(make).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      { reason: "Both token and refresh token have expired. Your request was aborted." },
      "auth session reset",
    );
  });

  it("resets the session when the upstream refuses the refresh token", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    const stored = {
      accessToken: jwt(seconds(-5)),
      refreshToken: jwt(seconds(60)),
      strategy: "customer" as const,
    };
    const make = clientAnswering(async () => {
      throw new ApiError(401, "TOKEN_REUSED", "reused", "/api/v1/auth/refreshToken/");
    });
    expect(await resolveAuth(stored, make, NOW)).toEqual({ auth: null, expired: true });
  });

  it("keeps the user logged in when the refresh could not reach the upstream", async () => {
    const stored = {
      accessToken: jwt(seconds(-5)),
      refreshToken: jwt(seconds(61)),
      strategy: "customer" as const,
    };
    const make = clientAnswering(async () => {
      throw new UpstreamUnavailableError(503, "/api/v1/auth/refreshToken/");
    });
    expect(await resolveAuth(stored, make, NOW)).toEqual({ auth: stored, expired: false });
  });
});
