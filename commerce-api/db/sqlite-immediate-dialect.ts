import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * Kysely's SqliteDialect with transactions that take SQLite's write lock when they begin.
 *
 * Kysely begins with a plain (deferred) BEGIN: the transaction reads first and asks for the write lock
 * at its first write. When another process committed in between, SQLite cannot upgrade the stale read
 * snapshot and answers SQLITE_BUSY at once, without waiting on busy_timeout: a cluster worker adding a
 * cart line or placing an order would fail instead of waiting its turn. BEGIN IMMEDIATE waits
 * (busy_timeout) for the lock up front, so a transaction's read-then-write (count the lines, then add
 * one; find the order, else create it) is serialised across processes as it already is in one.
 * Reads outside transactions are untouched (WAL readers never wait).
 */
export class SqliteImmediateDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SqliteImmediateDriver(this.#config);
  }
}

class SqliteImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}
