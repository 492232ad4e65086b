import { describe, expect, it, vi } from "vitest";
import { PreloadSlots } from "./preload-slots";

describe("PreloadSlots", () => {
  it("runs four at once; the fifth starts when one is given back, in the order asked", () => {
    const slots = new PreloadSlots(4);
    const started: number[] = [];
    const tickets = [0, 1, 2, 3, 4, 5].map((n) => slots.request(() => started.push(n)));
    expect(started).toEqual([0, 1, 2, 3]);
    expect(slots.active).toBe(4);
    tickets[1]?.();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tickets[1]?.();
    expect(slots.active).toBe(4);
    expect(started).toHaveLength(5);
  });

  it("a preload abandoned while waiting never starts and takes no slot", () => {
    const slots = new PreloadSlots(1);
    const first = slots.request(() => {});
    const never = vi.fn();
    const cancel = slots.request(never);
    cancel();
    first();
    expect(never).not.toHaveBeenCalled();
    expect(slots.active).toBe(0);
  });
});
