import { describe, expect, it } from "vitest";
import { EMPTY_LAST_ORDER, forgetOrders, orderToShow, rememberCreated, rememberResult } from "./last-order";

const first = { id: "o-1", orderNumber: "PI-2026-000001" };
const second = { id: "o-2", orderNumber: "PI-2026-000002" };

describe("last-order memory", () => {
  it("remembers the order placed and, once settled, the order paid", () => {
    const created = rememberCreated(EMPTY_LAST_ORDER, first);
    expect(created).toEqual({
      lastCreatedOrder: "PI-2026-000001",
      lastCreatedOrderId: "o-1",
      lastPayedOrder: null,
    });
    expect(rememberResult(created, first, false)).toBe(created);
    const paid = rememberResult(created, first, true);
    expect(paid.lastPayedOrder).toBe("PI-2026-000001");
    // A newer order moves "created" on and keeps the last paid one until it is paid too.
    expect(rememberCreated(paid, second)).toEqual({
      lastCreatedOrder: "PI-2026-000002",
      lastCreatedOrderId: "o-2",
      lastPayedOrder: "PI-2026-000001",
    });
  });

  it("shows the order named in the URL, else the last one created, and forgets on logout", () => {
    const memory = rememberCreated(EMPTY_LAST_ORDER, first);
    expect(orderToShow(memory, "o-9")).toBe("o-9");
    expect(orderToShow(memory, null)).toBe("o-1");
    expect(orderToShow(EMPTY_LAST_ORDER, null)).toBeNull();
    expect(forgetOrders()).toEqual(EMPTY_LAST_ORDER);
  });
});
