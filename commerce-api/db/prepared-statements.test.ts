import { Kysely, PostgresDialect, sql } from "kysely";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { executePrepared, preparingPool } from "./prepared-statements";

/**
 * The named-statement connection wrapper (ADR 098) against a fake pg client that answers like a server
 * holding prepared statements: what is sent named or unnamed, and the re-parse after a refusal. The
 * integration suite's PostgreSQL run checks the same against a real server (prepared-statements.test.ts).
 */
type Sent = { name?: string; text: string };

function fakeServer(refuse: (sent: Sent) => string | null = () => null) {
  const sent: Sent[] = [];
  const prepared = new Set<string>();
  const client = {
    async query(config: string | { name?: string; text: string }) {
      const query = typeof config === "string" ? { text: config } : config;
      sent.push(query);
      const code = refuse(query);
      if (code) throw Object.assign(new Error(`refused ${code}`), { code });
      if (query.name) prepared.add(query.name);
      const deallocated = /^deallocate "(.+)"$/.exec(query.text)?.[1];
      if (deallocated) prepared.delete(deallocated);
      return { command: "SELECT", rowCount: 1, rows: [{ answer: 1 }], fields: [] };
    },
    release() {},
  };
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  const db = new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
  });
  return { db, sent, prepared };
}

/** A statement's first name (a re-parsed one has a suffix). */
const firstName = (sent: Sent) => /^presto_\d+$/.test(sent.name ?? "");

const hot = (id: string) => sql<{ answer: number }>`select ${id} as answer /* hot ${sql.raw(id)} */`;

describe("named statements on PostgreSQL", () => {
  it("sends a hot statement named outside a transaction, and unnamed inside one or when not asked", async () => {
    const { db, sent } = fakeServer();
    await executePrepared(db, hot("a"));
    await executePrepared(db, hot("a"));
    await sql`select 1`.execute(db);
    await db.transaction().execute(async (trx) => {
      await executePrepared(trx, hot("a"));
    });
    await executePrepared(db, hot("a"));
    const named = sent.map(({ name, text }) => [name ?? null, text.slice(0, 18)]);
    const statement = sent[0]?.name;
    expect(statement).toMatch(/^presto_\d+$/);
    expect(named).toEqual([
      [statement, "select $1 as answe"],
      [statement, "select $1 as answe"],
      [null, "select 1"],
      [null, "begin"],
      [null, "select $1 as answe"],
      [null, "commit"],
      [statement, "select $1 as answe"],
    ]);
  });

  it("parses a statement anew under a new name after 'cached plan must not change result type'", async () => {
    let refusals = 0;
    const server = fakeServer((sent) => (firstName(sent) && refusals-- > 0 ? "0A000" : null));
    await executePrepared(server.db, hot("b"));
    // A migration changed the columns the statement's plan returns.
    refusals = 1;
    const first = server.sent[0]?.name ?? "";
    const { rows } = await executePrepared(server.db, hot("b"));
    expect(rows).toEqual([{ answer: 1 }]);
    expect(server.sent.slice(1).map(({ name, text }) => name ?? text)).toEqual([
      first,
      `deallocate "${first}"`,
      `${first}_1`,
    ]);
    await executePrepared(server.db, hot("b"));
    expect(server.sent.at(-1)?.name).toBe(`${first}_1`);
    expect([...server.prepared]).toEqual([`${first}_1`]);
  });

  it("re-parses a statement the server no longer has (26000) and passes any other refusal on", async () => {
    let gone = true;
    const server = fakeServer((sent) => {
      if (sent.text.includes("hot c") && firstName(sent) && gone) return "26000";
      if (sent.text.includes("hot d")) return "42P01";
      return null;
    });
    const { rows } = await executePrepared(server.db, hot("c"));
    expect(rows).toEqual([{ answer: 1 }]);
    gone = false;
    await expect(executePrepared(server.db, hot("d"))).rejects.toMatchObject({ code: "42P01" });
    // The other refusal was not retried: sent once.
    expect(server.sent.filter(({ text }) => text.includes("hot d"))).toHaveLength(1);
  });

  it("keeps naming after a refused BEGIN (no transaction was opened)", async () => {
    let refuseBegin = true;
    const server = fakeServer((sent) => (sent.text === "begin" && refuseBegin ? "57P01" : null));
    await expect(server.db.transaction().execute(async () => {})).rejects.toMatchObject({ code: "57P01" });
    refuseBegin = false;
    await executePrepared(server.db, hot("e"));
    expect(server.sent.at(-1)?.name).toMatch(/^presto_\d+$/);
  });
});
