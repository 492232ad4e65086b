import { type Kysely, sql } from "kysely";
import type { CustomerRow, Database } from "../db/schema";

type Db = Kysely<Database>;

export function findCustomerByEmail(
  db: Db,
  tenantKey: string,
  email: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom("customers")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

export function findCustomerById(db: Db, tenantKey: string, id: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom("customers")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** One client's failed logins on one account (ADR 065). */
export interface LoginAttemptKey {
  tenantKey: string;
  email: string;
  clientKey: string;
}

const whereAttempt = (key: LoginAttemptKey) =>
  ({ tenant_key: key.tenantKey, email: key.email, client_key: key.clientKey }) as const;

/** The client's record on the account, ignoring failures last made before `forgetBefore`. */
export function findLoginAttempts(db: Db, key: LoginAttemptKey, forgetBefore: string) {
  const where = whereAttempt(key);
  return db
    .selectFrom("login_attempts")
    .select(["failures", "locked_until"])
    .where("tenant_key", "=", where.tenant_key)
    .where("email", "=", where.email)
    .where("client_key", "=", where.client_key)
    .where("last_failed_at", ">=", forgetBefore)
    .executeTakeFirst();
}

/**
 * Counts one more failure, atomically so concurrent failures all count, and returns the new total;
 * a record whose last failure is older than `forgetBefore` starts again at 1.
 */
export async function countLoginFailure(
  db: Db,
  key: LoginAttemptKey,
  now: string,
  forgetBefore: string,
): Promise<number> {
  const row = await db
    .insertInto("login_attempts")
    .values({ ...whereAttempt(key), failures: 1, locked_until: null, last_failed_at: now })
    .onConflict((conflict) =>
      conflict.columns(["tenant_key", "email", "client_key"]).doUpdateSet({
        failures: sql<number>`case when login_attempts.last_failed_at < ${forgetBefore} then 1 else login_attempts.failures + 1 end`,
        last_failed_at: now,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Forgotten records of every account go, so addresses that tried once don't pile up. */
export async function sweepLoginAttempts(db: Db, forgetBefore: string) {
  await db.deleteFrom("login_attempts").where("last_failed_at", "<", forgetBefore).execute();
}

/** No attempt from this client on this account before `until`. */
export async function delayNextLogin(db: Db, key: LoginAttemptKey, until: string) {
  const where = whereAttempt(key);
  await db
    .updateTable("login_attempts")
    .set({ locked_until: until })
    .where("tenant_key", "=", where.tenant_key)
    .where("email", "=", where.email)
    .where("client_key", "=", where.client_key)
    .execute();
}

/**
 * Takes the client's next attempt slot on the account (compare-and-set), so attempts sent at once
 * can't all pass a delay: false when another attempt holds it.
 */
export async function claimLoginSlot(db: Db, key: LoginAttemptKey, now: string, until: string) {
  const where = whereAttempt(key);
  const result = await db
    .updateTable("login_attempts")
    .set({ locked_until: until })
    .where("tenant_key", "=", where.tenant_key)
    .where("email", "=", where.email)
    .where("client_key", "=", where.client_key)
    .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A success clears that client's record only: the others' failures on the account still count. */
export async function clearLoginFailures(db: Db, key: LoginAttemptKey) {
  const where = whereAttempt(key);
  await db
    .deleteFrom("login_attempts")
    .where("tenant_key", "=", where.tenant_key)
    .where("email", "=", where.email)
    .where("client_key", "=", where.client_key)
    .execute();
}

export function findSession(db: Db, id: string) {
  return db.selectFrom("auth_sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The customer of a live session, in one query (every signed-in call asks): the session must exist,
 * be unrevoked and belong to that customer of that shop.
 */
/** The session and customer an access token names (its claims, verified). */
export interface SessionClaims {
  sessionId: string;
  customerId: string;
}

/**
 * findSessionCustomer's conditions as an SQL condition, for a read that checks the session in the same
 * statement (one round trip on PostgreSQL, ADR 095): true while the session is open and is the tenant's
 * customer's.
 */
export function sessionIsOpen(tenantKey: string, { sessionId, customerId }: SessionClaims) {
  return sql<boolean>`exists (
    select 1 from auth_sessions join customers on customers.id = auth_sessions.customer_id
    where auth_sessions.id = ${sessionId} and auth_sessions.revoked_at is null
      and customers.tenant_key = ${tenantKey} and customers.id = ${customerId}
  )`;
}

export function findSessionCustomer(
  db: Db,
  tenantKey: string,
  sessionId: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom("auth_sessions")
    .innerJoin("customers", "customers.id", "auth_sessions.customer_id")
    .selectAll("customers")
    .where("auth_sessions.id", "=", sessionId)
    .where("auth_sessions.revoked_at", "is", null)
    .where("customers.tenant_key", "=", tenantKey)
    .where("customers.id", "=", customerId)
    .executeTakeFirst();
}

export async function createSession(
  db: Db,
  session: {
    id: string;
    customerId: string;
    strategy: string;
    refreshJti: string;
    expiresAt: string;
    now: string;
    /** The admin logged in as this customer, for an impersonation session. */
    impersonatorId?: string | null;
  },
) {
  await db
    .insertInto("auth_sessions")
    .values({
      id: session.id,
      customer_id: session.customerId,
      strategy: session.strategy,
      impersonator_id: session.impersonatorId ?? null,
      refresh_jti: session.refreshJti,
      expires_at: session.expiresAt,
      revoked_at: null,
      created_at: session.now,
    })
    .execute();
}

/** Moves the family to a new refresh token, only if nobody rotated it meanwhile (compare-and-set). */
export async function rotateSession(
  db: Db,
  id: string,
  rotation: { fromJti: string; toJti: string; expiresAt: string; now: string },
) {
  const { fromJti, toJti, expiresAt, now } = rotation;
  const result = await db
    .updateTable("auth_sessions")
    .set({ refresh_jti: toJti, expires_at: expiresAt, previous_refresh_jti: fromJti, rotated_at: now })
    .where("id", "=", id)
    .where("refresh_jti", "=", fromJti)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Db, id: string, now: string) {
  await db.updateTable("auth_sessions").set({ revoked_at: now }).where("id", "=", id).execute();
}
