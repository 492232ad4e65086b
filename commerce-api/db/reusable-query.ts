import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database>;

/** Where a value goes in a statement built once: the builder sees these instead of the values. */
class Slot {
  constructor(readonly name: string) {}

  /** A value derived from a placeholder (`${v.code}%`) would be stale on every later run: refused. */
  [Symbol.toPrimitive](): never {
    throw new TypeError(`A reusable statement may only pass "${this.name}" on, not derive from it`);
  }
}

interface Reusable {
  readonly compiled: CompiledQuery;
  /** Each parameter: a value's name (a slot) or a constant of the statement. */
  readonly parameters: readonly (Slot | unknown)[];
}

/**
 * A hot statement built and compiled once per database kind, then run with each call's values
 * (ADR 101): Kysely builds an immutable tree and compiles it to SQL on every call, ~9 % of an add to
 * cart's CPU over its ten statements. `build` gets placeholders for `values`: it must use them only as
 * values (compared, inserted, set), never branch on them or derive others from them. Under tests
 * (API_CHECK_ANSWERS=1) every run is also built with the real values and must give the same SQL and
 * parameters, so a statement that breaks the rule fails loudly instead of running stale values.
 */
export function reusableQuery<V extends object, R>(
  build: (db: Db, values: V) => Compilable<R>,
): (db: Db, values: V) => Promise<R[]> {
  // The adapter is the dialect's and shared by its transactions (see isPostgres).
  const byAdapter = new WeakMap<object, Reusable>();
  const check = process.env.API_CHECK_ANSWERS === "1";
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let reusable = byAdapter.get(adapter);
    if (!reusable) {
      reusable = compileWithSlots(db, build);
      byAdapter.set(adapter, reusable);
    }
    const parameters = reusable.parameters.map((parameter) =>
      parameter instanceof Slot ? (values as Record<string, unknown>)[parameter.name] : parameter,
    );
    const query = { ...reusable.compiled, parameters } as CompiledQuery<R>;
    if (check) sameAsFresh(build(db, values).compile(), query);
    return (await db.executeQuery(query)).rows;
  };
}

function compileWithSlots<V extends object, R>(
  db: Db,
  build: (db: Db, values: V) => Compilable<R>,
): Reusable {
  const slots = new Map<string, Slot>();
  const placeholders = new Proxy({} as V, {
    get(_, name) {
      const key = String(name);
      let slot = slots.get(key);
      if (!slot) {
        slot = new Slot(key);
        slots.set(key, slot);
      }
      return slot;
    },
  });
  const compiled = build(db, placeholders).compile();
  return { compiled, parameters: [...compiled.parameters] };
}

function sameAsFresh(fresh: CompiledQuery, reused: CompiledQuery): void {
  const same =
    fresh.sql === reused.sql &&
    fresh.parameters.length === reused.parameters.length &&
    fresh.parameters.every((value, index) => Object.is(value, reused.parameters[index]));
  if (!same) throw new Error(`A reused statement differs from its fresh build: ${fresh.sql}`);
}
