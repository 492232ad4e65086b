import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { type ApiAnswer, expectEnvelope, TENANT_HEADERS } from "./helpers";

const SCRIPT = path.join(import.meta.dirname, "fixtures", "api-process.ts");

export interface ApiProcess {
  /** Like helpers.call, answered by the other process. */
  call(
    pathAndQuery: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<ApiAnswer>;
  /** Ends the process and waits for it to exit. */
  stop(): Promise<void>;
}

interface Answer {
  id: number;
  status: number;
  body: unknown;
}

/**
 * Forks a commerce API process (tsx loads the TypeScript) on `dataDir`, or on the PostgreSQL
 * database at `databaseUrl`; resolves once it is ready.
 */
export async function startApiProcess(dataDir: string, databaseUrl?: string): Promise<ApiProcess> {
  const child = fork(SCRIPT, [dataDir, databaseUrl ?? ""], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pending = new Map<number, (answer: Answer) => void>();
  child.on("message", (message: Answer) => pending.get(message.id)?.(message));
  await readiness(child);
  let nextId = 0;
  return {
    async call(pathAndQuery, init = {}) {
      const id = nextId++;
      const answered = new Promise<Answer>((resolve) => pending.set(id, resolve));
      child.send({
        id,
        path: pathAndQuery,
        method: init.method ?? "GET",
        headers: init.headers ?? TENANT_HEADERS.fr,
        body: init.body,
      });
      const { status, body } = await answered;
      pending.delete(id);
      const answer = { status, headers: new Headers(), body };
      expectEnvelope(answer);
      return answer;
    },
    async stop() {
      const exited = once(child, "exit");
      child.disconnect();
      await exited;
    },
  };
}

function readiness(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the API process exited (${code}) before it was ready`)));
    child.once("message", () => resolve());
  });
}
