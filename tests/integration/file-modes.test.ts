import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type CommerceApi, createCommerceApi } from "../../commerce-api";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { call, dataOf, TENANT_HEADERS } from "./helpers";
import { placeTransferOrder, sender, signIn } from "./orders-fixture";
import { onPostgres } from "./test-database";

// Windows has no owner/group/other modes: there is nothing to check.
const posixIt = process.platform === "win32" ? it.skip : it;

const dirs: string[] = [];
let open: CommerceApi | undefined;
afterEach(() => {
  open?.close();
  open = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

function freshDataDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), "commerce-api-modes-"));
  dirs.push(root);
  return path.join(root, "data");
}

async function start(dataDir: string): Promise<CommerceApi> {
  open = createCommerceApi({ dataDir });
  await open.ready;
  return open;
}

/** Writes one email (registration) and one print file (an order's PDF), so both folders exist. */
async function writeEmailAndArtwork(api: CommerceApi): Promise<void> {
  await call(api, "/api/v1/customer/create", {
    method: "POST",
    body: JSON.stringify({
      email: "modes@example.com",
      password: "Une phrase de passe 42",
      firstName: "Léa",
      lastName: "Bernard",
      userCategory: "2",
    }),
  });
  const send = sender(() => ({ api }));
  const token = await signIn(send, "marie.dupont@example.com");
  const { orderId, lineItemId } = await placeTransferOrder(send, token);
  const form = new FormData();
  form.set("orderId", orderId);
  form.set("lineItemId", lineItemId);
  const pdf = pdfFile();
  form.set("file", new File([pdf], "poster.pdf", { type: "application/pdf" }));
  const response = await api.handler(
    new Request("http://commerce.test/api/v1/order/line-item-artwork/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  expect(response.status).toBe(200);
}

/** Every directory under `dir` (itself included) is 0700 and every file 0600. */
function expectOwnerOnlyTree(dir: string): void {
  expect([dir, modeOf(dir)]).toEqual([dir, 0o700]);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) expectOwnerOnlyTree(full);
    else expect([full, modeOf(full)]).toEqual([full, 0o600]);
  }
}

// Each case starts the API (migrations and seeds) and places an order: slower than the 5 s default
// when the other integration files run beside it.
// SQLite only: checks the modes of the SQLite database files; skipped on a PostgreSQL run (TEST_DATABASE_URL).
describe.skipIf(onPostgres)("data directory modes", { timeout: 30_000 }, () => {
  posixIt("creates the data dir, database, WAL files, outbox and print files owner-only", async () => {
    const dataDir = freshDataDir();
    const api = await start(dataDir);
    await writeEmailAndArtwork(api);
    const file = path.join(dataDir, "commerce.sqlite");
    // While the API is open, WAL mode keeps the -wal and -shm files beside the database.
    for (const name of [file, `${file}-wal`, `${file}-shm`])
      expect([name, modeOf(name)]).toEqual([name, 0o600]);
    expect(readdirSync(path.join(dataDir, "outbox")).length).toBeGreaterThan(0);
    expect(readdirSync(path.join(dataDir, "artwork")).length).toBe(1);
    expectOwnerOnlyTree(dataDir);
  });

  posixIt("tightens a data dir an older version left readable to everyone", async () => {
    const dataDir = freshDataDir();
    const first = await start(dataDir);
    await writeEmailAndArtwork(first);
    await first.close();
    open = undefined;
    const file = path.join(dataDir, "commerce.sqlite");
    chmodSync(dataDir, 0o755);
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, "");
    chmodSync(`${file}-wal`, 0o644);
    chmodSync(path.join(dataDir, "outbox"), 0o755);
    chmodSync(path.join(dataDir, "artwork"), 0o755);

    const second = await start(dataDir);
    expect([modeOf(dataDir), modeOf(file), modeOf(`${file}-wal`)]).toEqual([0o700, 0o600, 0o600]);
    await writeEmailAndArtwork(second);
    expect(modeOf(path.join(dataDir, "outbox"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "artwork"))).toBe(0o700);
    expect(dataOf(await call(second, "/api/v1/content/basic-configs/"))).toBeTruthy();
  });
});
