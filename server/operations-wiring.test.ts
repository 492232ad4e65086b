import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { objectStorageCheck, remoteApiCheck } from "./operations-wiring";

/** Readiness with COMMERCE_API_URL: the remote API's GET /api/v1/health/ decides (ADR 068). */
let server: Server | undefined;
afterEach(() => server?.close());

function remoteApi(status: number, body = "{}"): Promise<string> {
  const api = createServer((req, res) => {
    res.writeHead(req.url === "/api/v1/health/" ? status : 404).end(body);
  });
  server = api;
  return new Promise((resolve) =>
    api.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(api.address() as AddressInfo).port}`)),
  );
}

describe("remoteApiCheck", () => {
  it("passes when the remote API says it is ready", async () => {
    const check = remoteApiCheck(await remoteApi(200, '{"status":"success","data":{"status":"ready"}}'));
    await expect(check.run(new AbortController().signal)).resolves.toEqual({ degraded: [] });
  });

  it("passes on what the remote API serves degraded without (its Redis)", async () => {
    const body = '{"status":"success","data":{"status":"ready","degraded":["redis"]}}';
    const check = remoteApiCheck(await remoteApi(200, body));
    await expect(check.run(new AbortController().signal)).resolves.toEqual({ degraded: ["redis"] });
  });

  it("fails when it answers 503, or nothing listens", async () => {
    const check = remoteApiCheck(await remoteApi(503));
    await expect(check.run(new AbortController().signal)).rejects.toThrow("503");
    // Port 1: nothing listens there, the connection is refused.
    const gone = remoteApiCheck("http://127.0.0.1:1");
    await expect(gone.run(new AbortController().signal)).rejects.toThrow();
  });
});

describe("objectStorageCheck", () => {
  it("is named object-storage and fails readiness when the bucket's ping fails", async () => {
    const check = objectStorageCheck(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    expect(check.name).toBe("object-storage");
    expect(check.degradable).toBeUndefined();
    await expect(check.run(new AbortController().signal)).rejects.toThrow("ECONNREFUSED");
  });
});
