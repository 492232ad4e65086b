import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

const cache = new WeakMap<object, Map<string, Promise<Uint8Array>>>();

/**
 * A signing secret generated once per database and kept in it (the `secrets` table), so every
 * process of the API signs and verifies alike and nothing has to be configured.
 */
export function databaseSecret(db: Kysely<Database>, name: string): Promise<Uint8Array> {
  let named = cache.get(db);
  if (!named) {
    named = new Map();
    cache.set(db, named);
  }
  let secret = named.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto("secrets")
        .values({ name, value: randomBytes(32).toString("base64url") })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("secrets")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return new Uint8Array(Buffer.from(row.value, "base64url"));
    })();
    named.set(name, secret);
  }
  return secret;
}
