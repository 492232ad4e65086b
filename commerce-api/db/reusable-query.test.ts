import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import type { OpenedSqlite } from "./database";
import { reusableQuery } from "./reusable-query";
import { scratchSqlite } from "./scratch-sqlite.fixtures";

const opened = scratchSqlite("reusable-query", async (db) => {
  await sql`create table countries (iso2 text primary key, zipcode_pattern text not null)`.execute(db);
  await sql`insert into countries values ('FR', '^\\d{5}$'), ('GB', '^[A-Z]'), ('BE', '^\\d{4}$')`.execute(
    db,
  );
});

const pattern = (db: OpenedSqlite["db"], v: { iso2: string }) =>
  db.selectFrom("countries").select("zipcode_pattern").where("iso2", "=", v.iso2);

describe("reusableQuery", () => {
  it("runs the statement built once with each call's values", async () => {
    const compile = vi.fn(pattern);
    const run = reusableQuery(compile);
    const previous = process.env.API_CHECK_ANSWERS;
    expect(await run(opened.db, { iso2: "FR" })).toEqual([{ zipcode_pattern: "^\\d{5}$" }]);
    expect(await run(opened.db, { iso2: "GB" })).toEqual([{ zipcode_pattern: "^[A-Z]" }]);
    expect(await run(opened.db, { iso2: "XX" })).toEqual([]);
    // Under tests each run is also built fresh to compare: one build with placeholders, one per run.
    expect(compile).toHaveBeenCalledTimes(previous === "1" ? 4 : 1);
  });

  it("keeps the constants of the statement and works inside a transaction", async () => {
    const run = reusableQuery((db, v: { first: string }) =>
      db
        .selectFrom("countries")
        .select("iso2")
        .where((eb) => eb.or([eb("iso2", "=", v.first), eb("iso2", "=", "BE")]))
        .orderBy("iso2"),
    );
    const rows = await opened.db.transaction().execute((trx) => run(trx, { first: "GB" }));
    expect(rows).toEqual([{ iso2: "BE" }, { iso2: "GB" }]);
  });

  it("refuses a builder that derives a value instead of passing it on", async () => {
    const derived = reusableQuery((db, v: { prefix: string }) =>
      db.selectFrom("countries").select("iso2").where("iso2", "like", `${v.prefix}%`),
    );
    await expect(derived(opened.db, { prefix: "F" })).rejects.toThrow(/only pass "prefix" on/);
    // Branching on a value can't be seen at build time: under tests the fresh build tells.
    const branching = reusableQuery((db, v: { iso2: string | null }) =>
      v.iso2 === null
        ? db.selectFrom("countries").select("iso2")
        : db.selectFrom("countries").select("iso2").where("iso2", "is", null),
    );
    if (process.env.API_CHECK_ANSWERS === "1")
      await expect(branching(opened.db, { iso2: null })).rejects.toThrow(/differs from its fresh build/);
  });
});
