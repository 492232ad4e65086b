/**
 * Last-order memory (spec §3: lastCreatedOrder, lastPayedOrder, lastCreatedOrderId), kept in the
 * signed session state. Pure: each event gives the next memory.
 */

export interface LastOrderMemory {
  /** Number of the last order placed in this session. */
  lastCreatedOrder: string | null;
  /** Number of the last order whose payment completed in this session. */
  lastPayedOrder: string | null;
  lastCreatedOrderId: string | null;
}

export const EMPTY_LAST_ORDER: LastOrderMemory = {
  lastCreatedOrder: null,
  lastPayedOrder: null,
  lastCreatedOrderId: null,
};

interface OrderRef {
  id: string;
  orderNumber: string;
}

/** Checkout placed (or, on a double submit, answered again) an order. */
export function rememberCreated(memory: LastOrderMemory, order: OrderRef): LastOrderMemory {
  return { ...memory, lastCreatedOrder: order.orderNumber, lastCreatedOrderId: order.id };
}

/** A payment result was shown; only a settled order becomes the last paid one. */
export function rememberResult(memory: LastOrderMemory, order: OrderRef, settled: boolean): LastOrderMemory {
  return settled ? { ...memory, lastPayedOrder: order.orderNumber } : memory;
}

/**
 * The order the order-sent, payment-result and thank-you screens show when the URL names none:
 * the last one created here. A URL that names one still goes through the API's owner check.
 */
export const orderToShow = (memory: LastOrderMemory, fromUrl: string | null): string | null =>
  fromUrl ?? memory.lastCreatedOrderId;

/** Logout forgets the memory with the rest of the session. */
export const forgetOrders = (): LastOrderMemory => ({ ...EMPTY_LAST_ORDER });
