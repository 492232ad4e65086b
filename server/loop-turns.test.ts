import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { createTurnAdmission } from "./loop-turns";

/** Resolves in the check phase of the loop turn after the current one's (setImmediate order). */
const afterImmediates = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("one request started per event-loop turn (ADR 050)", () => {
  it("starts the first request at once and the others one per turn, in arrival order", async () => {
    const admit = createTurnAdmission();
    const started: string[] = [];
    for (const name of ["a", "b", "c"]) admit(() => started.push(name));
    expect(started).toEqual(["a"]);
    await afterImmediates();
    expect(started).toEqual(["a", "b"]);
    await afterImmediates();
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("lets the loop turn between two starts: a timer due before them runs in between", async () => {
    const admit = createTurnAdmission();
    const events: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push("timer");
        resolve();
      }, 0),
    );
    // Spin past the timer's 1 ms so it is due when the loop next reaches its timers.
    const due = performance.now() + 2;
    while (performance.now() < due);
    for (const name of ["a", "b", "c"]) admit(() => events.push(name));
    await timer;
    while (events.length < 4) await afterImmediates();
    // Started all at once, the timer would come last.
    expect(events).toEqual(["a", "timer", "b", "c"]);
  });

  it("starts at once again when it has nothing waiting", async () => {
    const admit = createTurnAdmission();
    const started: string[] = [];
    admit(() => started.push("a"));
    admit(() => started.push("b"));
    await afterImmediates();
    await afterImmediates();
    expect(started).toEqual(["a", "b"]);
    admit(() => started.push("c"));
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("starts a waiting request in its own async context, not in the one of the request that started it", async () => {
    const admit = createTurnAdmission();
    const clock = new AsyncLocalStorage<string>();
    const seen: [string, string | undefined][] = [];
    for (const name of ["a", "b", "c"])
      clock.run(name, () => admit(() => seen.push([name, clock.getStore()])));
    await afterImmediates();
    await afterImmediates();
    await afterImmediates();
    expect(seen).toEqual([
      ["a", "a"],
      ["b", "b"],
      ["c", "c"],
    ]);
  });
});
