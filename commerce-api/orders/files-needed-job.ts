import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { logger } from "../logger";
import type { MailServices } from "../mail/mail-services";
import { findTenant } from "../tenant/tenant.repository";
import { linesMissingFiles, mailFilesNeeded } from "./order-mails";

/** A paid order's line still without its file this long after payment gets one reminder (issue 36 §2). */
export const FILES_NEEDED_AFTER_MS = 24 * 60 * 60_000;

const noticeOf = (lineId: string) => `files-needed:${lineId}`;

export interface FilesNeededOptions {
  db: Kysely<Database>;
  now: () => Date;
  mail: MailServices;
}

/** Paid orders still waiting for files, paid at least a day ago: the job's candidates. */
function candidates(db: Kysely<Database>, paidBefore: string) {
  return db
    .selectFrom("orders")
    .innerJoin("order_events", "order_events.order_id", "orders.id")
    .selectAll("orders")
    .where("orders.status", "=", "awaiting_artwork")
    .where("order_events.from_status", "=", "awaiting_payment")
    .where("order_events.to_status", "=", "awaiting_artwork")
    .where("order_events.at", "<=", paidBefore)
    .orderBy("orders.created_at")
    .limit(500)
    .execute();
}

/**
 * One pass of the files-needed reminder (ADR 073): for every line of such an order that has no file
 * and no reminder yet, a notice row and the mail are written in one transaction. The notice's primary
 * key makes a rerun, or another process running the same pass, skip what was already sent: each line
 * is reminded once. Returns the number of mails queued.
 */
export async function remindMissingFiles(options: FilesNeededOptions): Promise<number> {
  const { db, mail } = options;
  const now = options.now();
  const orders = await candidates(db, new Date(now.getTime() - FILES_NEEDED_AFTER_MS).toISOString());
  let queued = 0;
  const seen = new Set<string>();
  for (const order of orders) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    const tenant = await findTenant(db, order.tenant_key);
    if (!tenant) continue;
    const context = { tenant, mail, now: options.now };
    const sent = await db.transaction().execute(async (trx) => {
      const fresh: string[] = [];
      for (const lineId of await linesMissingFiles(trx, order)) {
        const inserted = await trx
          .insertInto("order_notices")
          .values({ order_id: order.id, notice: noticeOf(lineId), at: now.toISOString() })
          .onConflict((conflict) => conflict.columns(["order_id", "notice"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) fresh.push(lineId);
      }
      if (fresh.length > 0) await mailFilesNeeded(context, trx, order.id, fresh);
      return fresh.length > 0;
    });
    if (sent) queued++;
  }
  if (queued > 0) mail.afterRequest();
  return queued;
}

/** Runs the reminder every `intervalMs` in the API process, like the mail sender, without keeping it alive. */
export class FilesNeededJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly options: FilesNeededOptions) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run().catch(() => 0), intervalMs);
    this.timer.unref();
  }

  /** A pass is in progress. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** One pass now (or the one in progress): the number of mails queued. */
  run(): Promise<number> {
    if (!this.running) {
      this.running = remindMissingFiles(this.options)
        .catch((error: unknown) => {
          logger.error({ err: error }, "files-needed reminders failed");
          throw error;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }
}
