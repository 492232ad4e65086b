import { readdirSync, readFileSync } from "node:fs";

/**
 * The peak resident memory (VmHWM, Linux) of each process of the e2e server: the cluster primary
 * tests/e2e/start-server.mjs records, and its workers. A peak, so a check after a run of bombs and
 * oversized bodies sees the worst moment, not the memory left afterwards.
 */
export function serverPeakMemoryMb(dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e"): Map<number, number> {
  const primary = Number(readFileSync(`${dataDir}/server.pid`, "utf8"));
  const peaks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const status = readStatus(pid);
    const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
    if (pid !== primary && parent !== primary) continue;
    const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
    if (peakKb) peaks.set(pid, Math.round(peakKb / 1024));
  }
  return peaks;
}

function readStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return ""; // the process ended while we looked
  }
}
