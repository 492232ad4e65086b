import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { logger } from "../logger";
import { preparingPool } from "./prepared-statements";
import type { Database } from "./schema";

/** Connections per process; N processes × this must stay under the server's max_connections. */
const DEFAULT_POOL_SIZE = 10;

/** pg's type ids (pg_type.oid) of the values the API reads as numbers. */
const INT8_OID = 20;

/**
 * count(*) and sum() come back as int8, which pg hands over as a string (it may not fit a double).
 * The API counts rows and adds minor units, far below 2^53, and SQLite answers plain numbers: the
 * pool parses int8 as a number so both databases give the code the same values.
 */
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID && format !== "binary") return (value: string) => Number(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads are keyed by format.
    return pg.types.getTypeParser(oid, format as any);
  },
};

export interface OpenedPostgres {
  kind: "postgres";
  db: Kysely<Database>;
  /** The connection pool, shared with what else keeps state in the database (abuse limits, ADR 044). */
  pool: pg.Pool;
  /** The server and database, without the password, for logs. */
  location: string;
  close(): Promise<void>;
}

/** A Kysely over a pg pool for DATABASE_URL (ADR 043). Connections open lazily, on the first query. */
export function openPostgres(databaseUrl: string): OpenedPostgres {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE,
    types,
  });
  // An idle connection the server drops (restart, failover) must not take the process down.
  pool.on("error", (error) => logger.error({ err: error }, "idle database connection failed"));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: namedStatements() ? preparingPool(pool) : pool }),
  });
  let closing: Promise<void> | null = null;
  return {
    kind: "postgres",
    db,
    pool,
    location: redact(databaseUrl),
    close: () => {
      closing ??= db.destroy();
      return closing;
    },
  };
}

/**
 * The hottest reads are named statements (ADR 098) unless DATABASE_NAMED_STATEMENTS=off: a pooler in
 * transaction mode without prepared-statement support (PgBouncer before 1.21) would hand a connection's
 * statements to other clients' server connections.
 */
function namedStatements(): boolean {
  return process.env.DATABASE_NAMED_STATEMENTS !== "off";
}

function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = "";
    return url.toString();
  } catch {
    return "postgres";
  }
}
