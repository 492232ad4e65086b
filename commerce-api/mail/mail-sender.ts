import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../db/schema";
import { logger } from "../logger";
import type { OutboxMessage } from "./mail-queue";
import { nextAttemptAt } from "./mail-retry";
import type { MailDelivery } from "./mail-transport";

export interface MailSenderOptions {
  db: Kysely<Database>;
  now: () => Date;
  deliver: MailDelivery;
  /** Mails claimed per round. */
  batchSize?: number;
  /** How long a claim holds; a process that died mid-round leaves rows another takes back after it. */
  leaseMs?: number;
}

type Due = ExpressionBuilder<Database, "mail_outbox">;

/**
 * Delivers queued mail (ADR 069). A round claims due rows with one UPDATE that names a fresh token and
 * re-checks the row's state, so two processes on one database (SQLite or PostgreSQL) never claim the
 * same row; then it hands each to the delivery, marking it sent, or due again after a backoff, or
 * failed after 24 hours. One round at a time per sender; `wake` asks for another soon, `flush` runs
 * rounds until nothing is due (tests, shutdown).
 */
export class MailSender {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private firstLook: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: MailSenderOptions) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
  }

  /**
   * Polls every `intervalMs`, without keeping the process alive; the first look, for mail queued while
   * no process was sending, comes a second after start-up (after the database is prepared).
   */
  start(intervalMs: number): void {
    if (this.timer || this.stopped) return;
    this.firstLook = setTimeout(() => this.wake(), Math.min(1_000, intervalMs));
    this.firstLook.unref();
    this.timer = setInterval(() => this.wake(), intervalMs);
    this.timer.unref();
  }

  /** A round is in progress. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** No new rounds; resolves once the current one has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.firstLook) clearTimeout(this.firstLook);
    this.timer = null;
    await this.running;
  }

  /** Starts a round now, or right after the current one (a mail queued during it is not missed). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.roundsUntilQuiet().finally(() => {
      this.running = null;
    });
  }

  /** Delivers everything due now (waiting for a round in progress first); for tests and tools. */
  async flush(): Promise<void> {
    await this.running;
    while ((await this.round()) > 0);
  }

  private async roundsUntilQuiet(): Promise<void> {
    await this.pruneHourly();
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.round()) === this.batchSize);
      } catch (error) {
        logger.error({ err: error }, "mail sender round failed");
      }
    } while (this.again && !this.stopped);
  }

  private lastPrune = 0;

  /**
   * Mails hold personal data: the privacy policy promises the log of sent and given-up mails is
   * kept 90 days (issue 36 §7). Checked at most once an hour, by whichever process sends.
   */
  private async pruneHourly(): Promise<void> {
    const now = this.options.now();
    if (now.getTime() - this.lastPrune < 60 * 60_000) return;
    this.lastPrune = now.getTime();
    await pruneMailLog(this.options.db, now).catch((error: unknown) => {
      logger.warn({ err: error }, "mail log pruning failed");
    });
  }

  /** One round: claim, deliver, record; the number of mails claimed. */
  async round(): Promise<number> {
    const { token, rows } = await this.claim();
    for (const row of rows) await this.deliverOne(token, row);
    return rows.length;
  }

  private async claim() {
    const { db } = this.options;
    const now = this.options.now();
    const at = now.toISOString();
    const token = randomUUID();
    const due = (eb: Due) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", at)]),
        eb.and([eb("status", "=", "sending"), eb("claimed_until", "<=", at)]),
      ]);
    await db
      .updateTable("mail_outbox")
      .set((eb) => ({
        status: "sending",
        claim_token: token,
        claimed_until: new Date(now.getTime() + this.leaseMs).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where(
        "id",
        "in",
        db.selectFrom("mail_outbox").select("id").where(due).orderBy("next_attempt_at").limit(this.batchSize),
      )
      // Checked again on the row itself: a row another process claimed meanwhile no longer matches.
      .where(due)
      .execute();
    const rows = await db
      .selectFrom("mail_outbox")
      .select(["id", "message_json", "attempts", "queued_at", "kind"])
      .where("claim_token", "=", token)
      .execute();
    return { token, rows };
  }

  private async deliverOne(
    token: string,
    row: { id: string; message_json: string; attempts: number; queued_at: string; kind: string },
  ): Promise<void> {
    const { db, now } = this.options;
    const mine = db.updateTable("mail_outbox").where("id", "=", row.id).where("claim_token", "=", token);
    try {
      await this.options.deliver(JSON.parse(row.message_json) as OutboxMessage);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = nextAttemptAt(new Date(row.queued_at), row.attempts, now());
      logger.warn(
        { mail: row.id, kind: row.kind, attempts: row.attempts, err: reason },
        "mail not delivered",
      );
      await mine
        .set({
          status: retryAt ? "queued" : "failed",
          next_attempt_at: (retryAt ?? now()).toISOString(),
          last_error: reason.slice(0, 1000),
          claim_token: null,
          claimed_until: null,
        })
        .execute();
      return;
    }
    await mine
      .set({
        status: "sent",
        sent_at: now().toISOString(),
        last_error: null,
        claim_token: null,
        claimed_until: null,
      })
      .execute();
  }
}

/** How long the mail log keeps a mail once it was sent or given up (privacy policy, ADR 075). */
export const MAIL_LOG_RETENTION_DAYS = 90;

/** Deletes sent and failed mails older than the retention; queued mails are never pruned. */
export async function pruneMailLog(db: MailSenderOptions["db"], now: Date): Promise<number> {
  const before = new Date(now.getTime() - MAIL_LOG_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db
    .deleteFrom("mail_outbox")
    .where("status", "in", ["sent", "failed"])
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
