import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { scratchSqlite } from "../db/scratch-sqlite.fixtures";
import { cachedDestination, DESTINATION_TTL_MS } from "./destination-cache";

const opened = scratchSqlite("destination-cache", async (db) => {
  await sql`create table countries (iso2 text primary key, zipcode_pattern text not null)`.execute(db);
  await sql`create table carrier_transit (country text, delivery_option text, carrier text,
    transit_days integer, cutoff_minutes integer)`.execute(db);
  await sql`insert into countries values ('FR', '^\\d{5}$')`.execute(db);
  await sql`insert into carrier_transit values ('FR', 'standard', 'colissimo', 2, 960)`.execute(db);
});

const setTransit = (days: number) =>
  sql`update carrier_transit set transit_days = ${days} where country = 'FR'`.execute(opened.db);

describe("cachedDestination", () => {
  it("reads a country's carriers and postcode pattern, then reuses them until they are stale", async () => {
    await setTransit(2);
    const first = await cachedDestination(opened.db, "FR", 1_000);
    expect(first.carriers).toEqual([
      { deliveryOption: "standard", carrier: "colissimo", transitDays: 2, cutoffMinutes: 960 },
    ]);
    expect(first.zipPattern?.test("75011")).toBe(true);
    expect(Object.isFrozen(first.carriers[0])).toBe(true);
    // An operator's edit shows once the entry is older than the TTL, not before.
    await setTransit(3);
    expect(
      (await cachedDestination(opened.db, "FR", 1_000 + DESTINATION_TTL_MS - 1)).carriers[0]?.transitDays,
    ).toBe(2);
    expect(
      (await cachedDestination(opened.db, "FR", 1_000 + DESTINATION_TTL_MS)).carriers[0]?.transitDays,
    ).toBe(3);
  });

  it("answers a country nobody serves with no carriers and no pattern", async () => {
    expect(await cachedDestination(opened.db, "XX", 50_000)).toEqual({ carriers: [], zipPattern: null });
  });

  it("keeps no country nobody serves, so any two posted characters can't grow the cache", async () => {
    expect((await cachedDestination(opened.db, "DE", 60_000)).carriers).toEqual([]);
    await sql`insert into carrier_transit values ('DE', 'standard', 'dhl', 3, 900)`.execute(opened.db);
    // Within the TTL of the first read: a kept entry would still say "no carriers".
    expect((await cachedDestination(opened.db, "DE", 60_001)).carriers).toHaveLength(1);
  });

  it("forgets a failed read, so the next call asks the database again", async () => {
    await sql`alter table countries rename to countries_away`.execute(opened.db);
    await expect(cachedDestination(opened.db, "BE", 90_000)).rejects.toThrow();
    await sql`alter table countries_away rename to countries`.execute(opened.db);
    expect(await cachedDestination(opened.db, "BE", 90_001)).toEqual({ carriers: [], zipPattern: null });
  });
});
