import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect } from "vitest";
import type { CreateCartBody } from "#contract/cart/cart.requests";
import { type CommerceApi, type CommerceApiOptions, createCommerceApi } from "../../commerce-api";
import type { OpenedDatabase } from "../../commerce-api/db/database";
import { createTestDatabase, openTestDatabase } from "./test-database";

export const TENANT_HEADERS = {
  fr: { "fe-x-tenant": "fr", "fe-x-active-currency": "EUR" },
  en: { "fe-x-tenant": "en", "fe-x-active-currency": "GBP" },
} as const;

/** The cart fields of each demo shop, as the storefront sends them (spec §7 POST cart). */
export const TENANT_CART = {
  fr: { currency: "EUR", country: "FR", locale: "fr-FR" },
  en: { currency: "GBP", country: "GB", locale: "en-GB" },
} as const;

/** A POST cart body with every field spec §7 lists (the fr shop's unless `overrides` say otherwise). */
export function cartBody(anonymousUserId: string, overrides: Partial<CreateCartBody> = {}): CreateCartBody {
  return { forceCreate: false, anonymousUserId, ...TENANT_CART.fr, ...overrides };
}

export interface TestApi {
  api: CommerceApi;
  dataDir: string;
  /** The API's DATABASE_URL on a PostgreSQL run (TEST_DATABASE_URL), else undefined (SQLite). */
  databaseUrl: string | undefined;
  /** Another connection to the API's database, for looking at stored rows; the caller closes it. */
  openDb(): OpenedDatabase;
  /** Closes the API and removes its data dir (and its database on PostgreSQL). */
  dispose(): Promise<void>;
}

/**
 * A commerce API over a fresh temporary data dir (and a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set), ready (migrated and seeded). `options` may adjust it, e.g. `limits`
 * for a test that calls one route more often than the abuse limits allow.
 */
export async function createTestApi(
  now?: () => Date,
  options: Omit<CommerceApiOptions, "dataDir" | "now" | "databaseUrl"> = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-test-"));
  // Seeded at today's clock: a copy of the run's prepared database will do (PostgreSQL run).
  const database = await createTestDatabase({ seededNow: now === undefined });
  const api = createCommerceApi({ ...options, dataDir, now, databaseUrl: database.url });
  await api.ready;
  return {
    api,
    dataDir,
    databaseUrl: database.url,
    openDb: () => openTestDatabase(dataDir, database.url),
    async dispose() {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * A test API and a second connection to its database, for a file whose tests look at stored rows:
 * both are opened before the file's tests and closed after them. Read the fields inside the tests.
 */
export function testApiWithDatabase(): { readonly test: TestApi; readonly opened: OpenedDatabase } {
  const state = {} as { test: TestApi; opened: OpenedDatabase };
  beforeAll(async () => {
    state.test = await createTestApi();
    state.opened = state.test.openDb();
  });
  afterAll(async () => {
    await state.opened?.close();
    await state.test?.dispose();
  });
  return state;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Calls the handler like the storefront does (no Content-Type) and checks the envelope shape. */
export async function call(
  api: CommerceApi,
  pathAndQuery: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ApiAnswer> {
  const request = new Request(`http://commerce.test${pathAndQuery}`, {
    method: init.method ?? "GET",
    headers: init.headers ?? TENANT_HEADERS.fr,
    body: init.body,
  });
  request.headers.delete("content-type");
  const response = await api.handler(request);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const answer = {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
  expectEnvelope(answer);
  return answer;
}

/** Every answer: 200 + success envelope, or an HTTP error status + error envelope. */
export function expectEnvelope(answer: ApiAnswer): void {
  if (answer.status === 200) {
    expect(answer.body).toEqual({ status: "success", code: 200, data: expect.anything() });
  } else {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).toMatchObject({
      status: "error",
      code: expect.any(String),
      message: expect.any(String),
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
  }
}

/** The `data` of a success answer. */
export function dataOf(answer: ApiAnswer): unknown {
  expect(answer.status).toBe(200);
  return (answer.body as { data: unknown }).data;
}

/**
 * The mails in the test data dir's outbox (the development file delivery), oldest name first, after
 * the API's sender delivered everything due: each as "To: …", "Subject: …", a blank line and its
 * plain-text part (decoded), so tests match words, not MIME encodings. None yet is [].
 */
export async function readOutbox(test: Pick<TestApi, "api" | "dataDir">): Promise<string[]> {
  await test.api.mail.flush();
  const dir = path.join(test.dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      return `To: ${mail.to && !Array.isArray(mail.to) ? mail.to.text : ""}\nSubject: ${mail.subject ?? ""}\n\n${mail.text ?? ""}`;
    }),
  );
}
