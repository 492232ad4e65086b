import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { logger } from "../logger";

/**
 * Poppler's command-line tools (Debian `poppler-utils`, ADR 087): `pdftoppm` draws a PDF's pages as
 * pictures, `pdfimages -list` says how many pixels per inch each placed image has. Run without a shell
 * (execFile: a file name is never a command), on a private temporary copy of the file, with a time
 * limit and a bounded output. A missing tool means "no answer", never an error: the shop works without
 * them, only without PDF pictures and PDF resolutions.
 */

export type PopplerTool = "pdftoppm" | "pdfimages";

/** Long enough for a 50 MB brochure's first pages on a loaded machine; short enough to bound a hostile file. */
export const POPPLER_TIMEOUT_MS = 15_000;
const MAX_TEXT_OUTPUT = 4 * 1024 * 1024;

class ToolMissing extends Error {}

function run(tool: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      args,
      { timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: MAX_TEXT_OUTPUT, encoding: "latin1" },
      (error, stdout) => {
        if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT") reject(new ToolMissing(tool));
        else if (error) reject(error);
        else resolve(stdout);
      },
    );
  });
}

const probes = new Map<string, Promise<boolean>>();

/** Whether the tool can be run here (once per process; `-v` answers without a file). */
export function popplerAvailable(tool: string): Promise<boolean> {
  let probe = probes.get(tool);
  if (!probe) {
    probe = run(tool, ["-v"], 5_000).then(
      () => true,
      (error: unknown) => !(error instanceof ToolMissing),
    );
    probes.set(tool, probe);
  }
  return probe;
}

/** The one start-up line: which of the tools this process can use. */
export async function logPopplerTools(tools: readonly PopplerTool[] = ["pdftoppm", "pdfimages"]) {
  const found = await Promise.all(tools.map(async (tool) => [tool, await popplerAvailable(tool)] as const));
  const missing = found.filter(([, available]) => !available).map(([tool]) => tool);
  if (missing.length === 0) logger.info({ tools }, "pdf tools: page pictures and resolutions of PDFs");
  else
    logger.warn(
      { missing },
      "pdf tools missing (install poppler-utils): PDFs are shown by name, their resolution is not measured",
    );
}

/**
 * Runs a tool on a private copy of `bytes` in a fresh temporary directory (removed afterwards): the
 * argument list gets the input's path and the directory; answers stdout and the files the tool wrote —
 * nothing of either when it fails or runs past its time (a malformed or hostile file) — or null when
 * the tool is not installed (so the caller can try again once it is).
 */
export async function runOnFile(
  tool: string,
  bytes: Uint8Array,
  args: (input: string, dir: string) => readonly string[],
  timeoutMs = POPPLER_TIMEOUT_MS,
): Promise<{ stdout: string; files: Map<string, Uint8Array> } | null> {
  if (!(await popplerAvailable(tool))) return null;
  const dir = await mkdtemp(path.join(tmpdir(), "poppler-"));
  try {
    const input = path.join(dir, "input");
    await writeFile(input, bytes, { mode: 0o600 });
    const stdout = await run(tool, args(input, dir), timeoutMs);
    const files = new Map<string, Uint8Array>();
    for (const name of (await readdir(dir)).sort())
      if (name !== "input") files.set(name, await readFile(path.join(dir, name)));
    return { stdout, files };
  } catch (error) {
    if (error instanceof ToolMissing) return null;
    logger.warn({ tool, err: error }, "pdf tool gave no answer");
    return { stdout: "", files: new Map() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
