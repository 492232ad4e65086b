import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type S3TestServer, startS3Server } from "../../scripts/s3-test-server.mjs";
import { startNginxBalancer } from "../../scripts/services/nginx.mjs";
import { startPostgresServer } from "../../scripts/services/postgres.mjs";
import { type RedisServer, startRedisServer } from "../../scripts/services/redis.mjs";
import { ShopHost } from "./hosts";

/**
 * What the multi-host suite runs on this machine (issue 37 §3): PostgreSQL, Redis, an S3-protocol
 * server (@20minutes/s3rver, ADR 071), two storefront hosts (each a cluster of two workers, the
 * embedded API on the shared database) and nginx in front. Files are in the bucket, as an operator
 * runs several hosts: each host has a DATA_DIR of its own, so nothing can pass between them on disk.
 * Ports: MULTIHOST_PORT (balancer), +1 and +2 (hosts), +3 (S3).
 */
export interface Stack {
  balancer: string;
  hosts: [ShopHost, ShopHost];
  redis: RedisServer;
  s3: S3TestServer;
  db: pg.Pool;
  metricsToken: string;
  dispose(): Promise<void>;
}

export const METRICS_TOKEN = "multihost-metrics-token-not-for-production";

export async function startStack(): Promise<Stack> {
  const base = Number(process.env.MULTIHOST_PORT ?? 3610);
  const cleanups: (() => Promise<void> | void)[] = [];
  const dispose = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const postgres = await startPostgresServer();
    cleanups.push(() => postgres.stop());
    const admin = new pg.Pool({ connectionString: postgres.url, max: 1 });
    await admin.query("create database presto template template0 encoding 'UTF8' locale 'C.UTF-8'");
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, "/presto");
    const redis = await startRedisServer();
    cleanups.push(() => redis.dispose());
    const s3 = await startS3Server({ port: base + 3 });
    cleanups.push(() => s3.close());
    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "5",
      REDIS_URL: redis.url,
      SESSION_SECRET: "multihost-session-secret-not-for-production",
      WEB_CONCURRENCY: "2",
      TRUST_PROXY: "true",
      METRICS_TOKEN,
      PASSWORD_SCRYPT_LOG2_N: "10",
      // The refresh race moves each request's clock past the access token's life (a cookie), nobody sleeps.
      E2E_TEST_CLOCK: "true",
      AUTH_ACCESS_TTL_SECONDS: "60",
      LOG_REQUESTS: "false",
      LOG_LEVEL: "error",
    };
    const dataDir = (host: string) => {
      const directory = mkdtempSync(path.join(tmpdir(), `multihost-${host}-`));
      cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
      return directory;
    };
    const hosts: [ShopHost, ShopHost] = [
      new ShopHost(base + 1, { ...env, DATA_DIR: dataDir("a") }),
      new ShopHost(base + 2, { ...env, DATA_DIR: dataDir("b") }),
    ];
    cleanups.push(() => Promise.all(hosts.map((host) => host.stop())).then(() => undefined));
    // Together, on one new database: migrations and seed run once (advisory lock, claimed seed steps).
    await Promise.all(hosts.map((host) => host.start()));
    const nginx = await startNginxBalancer(base, [base + 1, base + 2]);
    cleanups.push(() => nginx.stop());
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    cleanups.push(() => db.end());
    return { balancer: nginx.origin, hosts, redis, s3, db, metricsToken: METRICS_TOKEN, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
