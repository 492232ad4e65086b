import type { Kysely, PostgresPool, PostgresPoolClient, QueryResult, RawBuilder } from "kysely";
import type pg from "pg";

/**
 * Server-side prepared (named) statements on PostgreSQL for the hottest statements (ADR 098): every
 * signed-in page view reads its cart in one statement (ADR 079, 095), and sent unnamed the server
 * parses, analyses and plans it anew each time. Named, each pooled connection parses it once and then
 * only binds and executes it.
 *
 * Only statements a caller runs through `executePrepared` are named (a fixed SQL text each, so the
 * statements a connection keeps are bounded by the code), and only outside a transaction. A named
 * statement the server can no longer run as it was parsed — a migration changed the columns its
 * `select *` returns ("cached plan must not change result type", 0A000), or the statement is gone
 * (26000, e.g. `DISCARD ALL`) — fails before it executes anything, so outside a transaction it is
 * simply parsed again under a new name and sent once more. Inside a transaction the error would
 * already have aborted it, so statements there stay unnamed.
 */

/** At most this many SQL texts are named; later ones run unnamed (a guard, the code names a few). */
const MAX_NAMED_TEXTS = 32;
const namesByText = new Map<string, string>();

/** SQLSTATEs of a named statement the server no longer runs as parsed, before executing anything. */
const REPARSE_STATES = new Set(["0A000", "26000"]);

/** Runs `query` as a named statement on PostgreSQL (outside a transaction); as usual on SQLite. */
export function executePrepared<R>(
  // biome-ignore lint/suspicious/noExplicitAny: works on the API's Kysely and its transactions.
  db: Kysely<any>,
  query: RawBuilder<R>,
): Promise<QueryResult<R>> {
  const compiled = query.compile(db);
  if (!namesByText.has(compiled.sql) && namesByText.size < MAX_NAMED_TEXTS)
    namesByText.set(compiled.sql, `presto_${namesByText.size + 1}`);
  return db.executeQuery(compiled);
}

/** Whether `text` opens or ends a transaction (Kysely's PostgreSQL driver sends exactly these). */
const OPENS = /^(begin|start transaction)\b/i;
const ENDS = /^(commit|rollback)$/i;

/**
 * A connection as Kysely's PostgreSQL driver uses it, sending the named texts as named statements.
 * One per pg client (the pool hands the same clients out again), so what it tracks is the connection's.
 */
class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  #inTransaction = false;
  /** Names this connection gave a text after the server refused its first one. */
  readonly #renamed = new Map<string, string>();
  #renames = 0;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's client interface is pg's overloaded query.
  query(text: any, values?: readonly unknown[]): any {
    if (typeof text !== "string") return this.#client.query(text);
    const name = this.#inTransaction ? undefined : namesByText.get(text);
    if (name) return this.#named(text, values ?? [], name);
    return this.#tracked(text, values);
  }

  release(): void {
    this.#client.release();
  }

  async #tracked(text: string, values: readonly unknown[] | undefined) {
    const opens = OPENS.test(text);
    if (opens) this.#inTransaction = true;
    else if (ENDS.test(text)) this.#inTransaction = false;
    try {
      return await this.#client.query(text, values as unknown[]);
    } catch (error) {
      // A refused BEGIN opened nothing.
      if (opens) this.#inTransaction = false;
      throw error;
    }
  }

  async #named(text: string, values: readonly unknown[], baseName: string) {
    const name = this.#renamed.get(text) ?? baseName;
    try {
      return await this.#client.query({ name, text, values: [...values] });
    } catch (error) {
      if (!REPARSE_STATES.has(sqlState(error))) throw error;
      // The old name may still exist on the server (0A000): free it, then parse the text anew.
      await this.#client.query(`deallocate "${name}"`).catch(() => undefined);
      const next = `${baseName}_${++this.#renames}`;
      this.#renamed.set(text, next);
      return this.#client.query({ name: next, text, values: [...values] });
    }
  }
}

function sqlState(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
}

/** `pool` as Kysely's PostgresDialect takes it, its connections sending named statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = new PreparingClient(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
