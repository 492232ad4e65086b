/**
 * Storage records of spec §3/§9: { created, value, expiry, unit }, expiry in s/m/h/d (default 5 minutes).
 * A record whose expiry has passed reads as absent. Pure over a Storage-like object so it runs in tests.
 */
export type ExpiryUnit = "s" | "m" | "h" | "d";

export interface StoredRecord<T> {
  created: number;
  value: T;
  expiry: number;
  unit: ExpiryUnit;
}

const UNIT_MS: Record<ExpiryUnit, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export const DEFAULT_EXPIRY = { expiry: 5, unit: "m" } as const;

export function expiresAt(record: Pick<StoredRecord<unknown>, "created" | "expiry" | "unit">): number {
  return record.created + record.expiry * UNIT_MS[record.unit];
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function writeStored<T>(
  store: KeyValueStore,
  key: string,
  value: T,
  { expiry, unit }: { expiry: number; unit: ExpiryUnit } = DEFAULT_EXPIRY,
  now = Date.now(),
): void {
  const record: StoredRecord<T> = { created: now, value, expiry, unit };
  store.setItem(key, JSON.stringify(record));
}

export function readStored<T>(store: KeyValueStore, key: string, now = Date.now()): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw) as StoredRecord<T>;
    const valid =
      typeof record.created === "number" && typeof record.expiry === "number" && record.unit in UNIT_MS;
    if (!valid || now >= expiresAt(record)) {
      store.removeItem(key);
      return null;
    }
    return record.value;
  } catch {
    store.removeItem(key);
    return null;
  }
}
