import { describe, expect, it, vi } from "vitest";
import { requestStateContext } from "./context.server";
import { sessionIdMiddleware } from "./session-id.server";

function run(trackingId: string | null) {
  const withTrackingId = vi.fn((id: string) => ({ trackingId: id }));
  const state = { session: { trackingId }, api: { withTrackingId } };
  const context = { get: (key: unknown) => (key === requestStateContext ? state : undefined) };
  const next = vi.fn(async () => new Response("ok"));
  return { state, next, withTrackingId, done: sessionIdMiddleware({ context } as never, next) };
}

describe("sessionIdMiddleware", () => {
  it("gives a session without a tracking id one, and the API client carries it", async () => {
    const { state, next, withTrackingId, done } = run(null);
    await done;
    expect(state.session.trackingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(withTrackingId).toHaveBeenCalledWith(state.session.trackingId);
    expect(next).toHaveBeenCalledOnce();
  });

  it("keeps an existing tracking id", async () => {
    const { state, withTrackingId, done } = run("kept-id");
    await done;
    expect(state.session.trackingId).toBe("kept-id");
    expect(withTrackingId).not.toHaveBeenCalled();
  });
});
