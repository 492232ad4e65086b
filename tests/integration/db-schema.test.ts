import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from "../../commerce-api/db/codegen/generate";

/**
 * Kysely trusts the `Database` interface blindly: a column a migration added (or dropped, or made
 * nullable) and the types didn't follow compiles and fails only when a query reaches it. The types are
 * generated from a migrated database (ADR 085); this regenerates them in memory and compares.
 */
describe("database types", () => {
  it("are what the migrations build (run npm run db:types)", async () => {
    const checkedIn = fs.readFileSync(GENERATED_TYPES_FILE, "utf8");
    // A plain equality: a failure shows the differing lines, and the message says how to fix it.
    expect(checkedIn, "commerce-api/db/schema.generated.ts is stale: run npm run db:types").toBe(
      await generateDatabaseTypes(),
    );
  });
});
