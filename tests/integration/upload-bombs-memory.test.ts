import { fork } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./helpers";

/**
 * Issue 35 §1: a handful of decompression bombs (a 92-byte-class PNG, a JPEG and an SVG declaring
 * 60 000 × 60 000 or more) sent to the design editor and the media library must not grow the
 * API's memory: before the budget, one design using the PNG took a worker from ~360 MB to 2.4 GB.
 * Measured in a process of its own (fixtures/bomb-memory.ts) by the kernel's high-water mark, so
 * neither the test files running beside it nor a sample missed during synchronous work skews it.
 */

const SCRIPT = path.join(import.meta.dirname, "fixtures", "bomb-memory.ts");
/** Far above what refusing by the header costs (a few MB), far below what one decode costs (GBs). */
const MAX_GROWTH_MB = 200;

interface Result {
  baselineMb: number;
  peakMb: number;
  answers: { path: string; bomb: string; status: number; code: string | null }[];
}

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

describe("decompression bombs and memory", () => {
  it("are refused by their headers, and the API's peak memory does not grow by more than 200 MB", async () => {
    const child = fork(SCRIPT, [test.dataDir, test.databaseUrl ?? ""], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const [result] = (await once(child, "message")) as [Result];
    await once(child, "exit");
    // Before the budget: 191 → 2239 MB (the PNG bomb's design preview); after: 204 → 204.5 MB.
    expect(result.peakMb - result.baselineMb).toBeLessThan(MAX_GROWTH_MB);
    expect(result.answers).toEqual([
      { path: "design", bomb: "png", status: 422, code: "DESIGN_IMAGE_TOO_MANY_PIXELS" },
      { path: "media", bomb: "png", status: 422, code: "MEDIA_TOO_MANY_PIXELS" },
      { path: "design", bomb: "jpeg", status: 422, code: "DESIGN_IMAGE_TOO_MANY_PIXELS" },
      { path: "media", bomb: "jpeg", status: 422, code: "MEDIA_TOO_MANY_PIXELS" },
      { path: "design", bomb: "svg", status: 422, code: "DESIGN_IMAGE_TOO_MANY_PIXELS" },
    ]);
  }, 180_000);
});
