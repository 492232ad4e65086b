import { describe, expect, it, vi } from "vitest";
import { RefreshCoordinator, type RefreshOutcome } from "./refresh-once";

type Tokens = { access: string };

describe("RefreshCoordinator", () => {
  it("runs one refresh for concurrent callers with the same refresh token", async () => {
    const coordinator = new RefreshCoordinator<Tokens>();
    const run = vi.fn(
      async (): Promise<RefreshOutcome<Tokens>> => ({ kind: "refreshed", tokens: { access: "new" } }),
    );
    const outcomes = await Promise.all([1, 2, 3].map(() => coordinator.refresh("r1", run)));
    expect(run).toHaveBeenCalledTimes(1);
    expect(outcomes.every((outcome) => outcome.kind === "refreshed")).toBe(true);
  });

  it("answers stragglers with the remembered result instead of reusing the dead token", async () => {
    let now = 0;
    const coordinator = new RefreshCoordinator<Tokens>(() => now);
    const run = vi.fn(
      async (): Promise<RefreshOutcome<Tokens>> => ({ kind: "refreshed", tokens: { access: "new" } }),
    );
    await coordinator.refresh("r1", run);
    now = 29_000;
    await coordinator.refresh("r1", run);
    expect(run).toHaveBeenCalledTimes(1);
    now = 31_000;
    await coordinator.refresh("r1", run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("does not remember transient failures", async () => {
    const coordinator = new RefreshCoordinator<Tokens>();
    const failing = vi.fn(async (): Promise<RefreshOutcome<Tokens>> => {
      throw new Error("network down");
    });
    expect(await coordinator.refresh("r1", failing)).toEqual({ kind: "unavailable" });
    const working = vi.fn(async (): Promise<RefreshOutcome<Tokens>> => ({ kind: "rejected" }));
    expect(await coordinator.refresh("r1", working)).toEqual({ kind: "rejected" });
    expect(working).toHaveBeenCalledTimes(1);
  });

  it("keeps different refresh tokens apart", async () => {
    const coordinator = new RefreshCoordinator<Tokens>();
    const run = vi.fn(async (): Promise<RefreshOutcome<Tokens>> => ({ kind: "rejected" }));
    await Promise.all([coordinator.refresh("a", run), coordinator.refresh("b", run)]);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
