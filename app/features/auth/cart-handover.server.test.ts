import { describe, expect, it, vi } from "vitest";
import type { Endpoint } from "#contract/endpoints";
import { UpstreamContractError } from "~/server/api/errors";
import type { RequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { handOverCartAfterLogin } from "./cart-handover.server";

function stateWith(answers: { newClient: boolean } | Error) {
  const calls: string[] = [];
  const api = {
    call: vi.fn(async ({ method, path }: Endpoint, options?: { body: unknown }) => {
      if (method === "GET") {
        calls.push(`GET ${path}`);
        if (answers instanceof Error) throw answers;
        return { customerMetadata: { user_newclient: answers.newClient } };
      }
      calls.push(`POST ${path} ${JSON.stringify(options?.body)}`);
      return { id: "cart-1" };
    }),
  };
  const withAccessToken = vi.fn(() => api);
  const state = {
    auth: { accessToken: "new-access", refreshToken: "r", strategy: "customer" },
    api: { withAccessToken },
    anonymousId: "anon-1234",
    session: { activeCurrency: "EUR", clientFlag: null },
    shop: { domain: { default_iso2: "FR", locale: "fr-FR" } },
  } as unknown as RequestState;
  return { state, calls, withAccessToken };
}

describe("handOverCartAfterLogin", () => {
  it("hands the anonymous cart over with the new bearer and flags a client without orders as new", async () => {
    const { state, calls, withAccessToken } = stateWith({ newClient: true });
    await handOverCartAfterLogin(state);
    expect(withAccessToken).toHaveBeenCalledWith("new-access");
    expect(calls).toContain(
      'POST /api/v1/cart/ {"forceCreate":false,"anonymousUserId":"anon-1234","currency":"EUR","country":"FR","locale":"fr-FR"}',
    );
    expect(state.session.clientFlag).toBe("newClient");
  });

  it("flags a client with orders as old", async () => {
    const { state } = stateWith({ newClient: false });
    await handOverCartAfterLogin(state);
    expect(state.session.clientFlag).toBe("oldClient");
  });

  it("keeps the login when the hand-over fails", async () => {
    const { state } = stateWith(new Error("upstream down"));
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    await expect(handOverCartAfterLogin(state)).resolves.toBe("failed");
    expect(state.session.clientFlag).toBeNull();
    expect(state.auth).not.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("resets the new session when the user answer lacks the user's fields (spec §8)", async () => {
    const { state } = stateWith(new UpstreamContractError("/api/v1/customer/", "id: Required"));
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    await expect(handOverCartAfterLogin(state)).resolves.toBe("userDataMissing");
    expect(state.auth).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.anything(), "User Data response does not contain field");
    error.mockRestore();
  });
});
