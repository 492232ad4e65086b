import path from "node:path";
import type { AccountSettings } from "./accounts/settings";
import { logPopplerTools } from "./artwork/poppler";
import { type OpenedDatabase, openDatabase } from "./db/database";
import type { FileStore } from "./files/file-store";
import { fileStoreFor } from "./files/file-store-env";
import { type ApiHandler, createHandler } from "./handler";
import { pingDatabase } from "./health";
import type { AbuseLimitOptions } from "./http/abuse-limits";
import { postgresLimiterStore } from "./http/postgres-limits";
import { type RedisLimits, redisLimits } from "./http/redis-limits";
import { logger } from "./logger";
import { outboxDepth } from "./mail/mail-queue";
import { MailSender } from "./mail/mail-sender";
import { mailServices } from "./mail/mail-services";
import { describeMailRoute, type MailDelivery, type MailRoute, mailDelivery } from "./mail/mail-transport";
import { FilesNeededJob } from "./orders/files-needed-job";
import { prepareDatabase } from "./prepare";

export type { ApiHandler } from "./handler";
export { prepareCommerceDatabase } from "./prepare";

export interface CommerceApiOptions {
  /** Directory holding commerce.sqlite (unless `databaseUrl`) and the uploaded files; created if missing. */
  dataDir: string;
  /** A postgres:// URL (DATABASE_URL): the database lives there instead of in the data dir (ADR 043). */
  databaseUrl?: string;
  /** Clock used for seeding and time-dependent rules; injectable for tests. */
  now?: () => Date;
  /** Token lifetimes (spec §9 defaults); tests and operators shorten them. */
  accounts?: AccountSettings;
  /** The largest print file accepted (bytes); default ARTWORK_MAX_BYTES or 50 MiB. */
  artworkMaxBytes?: number;
  /** Abuse limits (ADR 019): rules, a factor, a shared store; defaults for whatever is missing. */
  limits?: AbuseLimitOptions;
  /**
   * REDIS_URL: abuse limits counted in Redis, shared by every host (ADR 070); `limits.store` (or
   * memory) then only counts while Redis doesn't answer.
   */
  redisUrl?: string;
  /**
   * The database was prepared (migrated, seeded, dictionaries synced) by `prepareCommerceDatabase`
   * before this process started, as the cluster primary does for its workers: skip that work.
   */
  prepared?: boolean;
  /** Mail delivery (ADR 069); unset fields come from SMTP_URL and MAIL_FROM. */
  mail?: MailOptions;
  /** Where files are kept (ADR 071); default: S3 when S3_BUCKET is set, else the data directory. */
  files?: FileStore;
}

export interface MailOptions {
  /** smtp:// or smtps:// URL of the server to send through; unset → .eml files in DATA_DIR/outbox. */
  smtpUrl?: string;
  /** `Name <address>` of shops without their own sender. */
  from?: string;
  /** How often the sender looks for due mail (retries); default 15 s. */
  pollMs?: number;
  /** How often the files-needed reminder looks for paid orders without files; default 10 min. */
  remindersMs?: number;
}

const DEFAULT_ARTWORK_MAX_BYTES = 50 * 1024 * 1024;

export interface CommerceApi {
  /** Serves /api/v1/*; waits for `ready` before answering. */
  handler: ApiHandler;
  /** Resolves once the database is migrated and seeded; rejects if that failed. */
  ready: Promise<void>;
  /** Resolves when start-up is done and the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes the database (after start-up work has settled); resolves once it is closed. Idempotent. */
  close(): Promise<void>;
  /** The mail sender of this process: `flush()` delivers everything due now (tests). */
  mail: Pick<MailSender, "flush">;
  /** Queued and failed mails in the outbox, for the /metrics gauge (issue 37 §2). */
  mailOutboxDepth(): Promise<{ queued: number; failed: number }>;
  /** With `redisUrl`: resolves when Redis answers (readiness reports it, ADR 070). */
  pingRedis?: () => Promise<void>;
  /** With files in a bucket (S3_BUCKET): resolves when it answers (readiness asks it, ADR 071). */
  pingFiles?: (signal: AbortSignal) => Promise<void>;
  /** Periodic jobs of this process, run now (tests): the files-needed reminder answers the mails it queued. */
  jobs: { filesNeeded(): Promise<number> };
}

/**
 * The embedded commerce API: opens its database (`${dataDir}/commerce.sqlite`, or PostgreSQL at
 * `databaseUrl`), migrates it, seeds the demo data on first start (unless `prepared`) and returns a fetch-style
 * handler. Used in-process by the storefront and by the standalone server (server.ts).
 */
/**
 * Where the counters live: Redis when configured (ADR 070, the caller's store insuring it), else on
 * PostgreSQL the database, shared by every API process (ADR 044), unless the caller brought its own store.
 */
function withSharedStore(
  limits: AbuseLimitOptions | undefined,
  opened: OpenedDatabase,
  redis: RedisLimits | null,
): AbuseLimitOptions {
  if (redis) return { ...limits, store: redis.store };
  if (limits?.store || opened.kind !== "postgres") return limits ?? {};
  return { ...limits, store: postgresLimiterStore(opened.pool) };
}

function mailRoute(options: CommerceApiOptions): MailRoute {
  const smtpUrl = options.mail?.smtpUrl ?? (process.env.SMTP_URL || undefined);
  return smtpUrl ? { smtpUrl } : { outboxDir: path.join(options.dataDir, "outbox") };
}

function createMailSender(db: OpenedDatabase["db"], now: () => Date, route: MailRoute) {
  const deliver: MailDelivery = mailDelivery(route);
  const sender = new MailSender({ db, now, deliver });
  logger.info({ mail: describeMailRoute(route) }, "mail delivery");
  return sender;
}

export function createCommerceApi(options: CommerceApiOptions): CommerceApi {
  const now = options.now ?? (() => new Date());
  const opened = openDatabase(options.dataDir, options.databaseUrl);
  const { db, location } = opened;
  const sender = createMailSender(db, now, mailRoute(options));
  // One line at start-up: without poppler-utils PDFs have no pictures and no measured resolution (ADR 087).
  void logPopplerTools();
  const mail = mailServices(options.mail?.from ?? (process.env.MAIL_FROM || undefined), () => sender.wake());
  const filesNeeded = new FilesNeededJob({ db, now, mail });
  const redis = options.redisUrl ? redisLimits(options.redisUrl, options.limits?.store) : null;
  const files = options.files ?? fileStoreFor(options.dataDir, process.env);

  let settled = false;

  const ready = (options.prepared ? Promise.resolve() : prepareDatabase(db, now(), location)).finally(() => {
    settled = true;
  });
  // The caller may never await `ready`; the failure is logged here and every request answers 500.
  ready.catch((error: unknown) => logger.error({ err: error }, "start-up failed"));
  // The outbox table exists once the database is prepared.
  ready.then(
    () => {
      sender.start(options.mail?.pollMs ?? 15_000);
      filesNeeded.start(options.mail?.remindersMs ?? 10 * 60_000);
    },
    () => undefined,
  );

  return {
    handler: createHandler({
      db,
      now,
      ready,
      accounts: options.accounts,
      mail,
      files,
      limits: withSharedStore(options.limits, opened, redis),
      ...(redis ? { pingRedis: () => redis.ping() } : {}),
      artworkMaxBytes:
        options.artworkMaxBytes ?? (Number(process.env.ARTWORK_MAX_BYTES) || DEFAULT_ARTWORK_MAX_BYTES),
    }),
    ready,
    ping: () => pingDatabase(db, ready),
    mail: { flush: () => ready.then(() => sender.flush()) },
    mailOutboxDepth: () => ready.then(() => outboxDepth(db)),
    ...(redis ? { pingRedis: () => redis.ping() } : {}),
    ...(files.kind === "s3" ? { pingFiles: (signal: AbortSignal) => files.ping(signal) } : {}),
    jobs: { filesNeeded: () => ready.then(() => filesNeeded.run()) },
    close() {
      void redis?.close();
      // Closing under a running migration or mail round would break it: wait for them.
      // Without a round in progress the database closes at once, as callers that don't await expect.
      const closeAfter = () => {
        const stopped = Promise.all([sender.stop(), filesNeeded.stop()]);
        return sender.busy || filesNeeded.busy ? stopped.then(() => opened.close()) : opened.close();
      };
      if (settled) return closeAfter();
      return ready.then(closeAfter, closeAfter);
    },
  };
}
