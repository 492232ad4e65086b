// npm test: every stage runs and reports even when an earlier one failed (issue 13), then the
// stage timings are printed and the exit code says whether all of them passed. Playwright needs
// the production build, so only a failed build skips it.
import { spawn } from "node:child_process";

const stage = (name, command, needs) => ({ name, command, needs });
const typecheck = stage("typecheck", "npm run typecheck");
const lint = stage("lint", "npm run lint");
const vitest = stage("unit + integration (vitest)", "npx vitest run");
// The integration suite again on a throw-away PostgreSQL server (DATABASE_URL support, ADR 043).
const postgres = stage("integration on PostgreSQL", "node scripts/test-postgres.mjs");
const build = stage("build", "npm run build");
const clientBundle = stage("client bundle", "node scripts/check-client-bundle.mjs", "build");
// One shop on two hosts behind nginx, with PostgreSQL and Redis (issue 37 §3): a stage of its own,
// since it starts every service itself; .ci/run installs them.
const multiHost = stage("multi-host", "npx vitest run --config vitest.multihost.config.ts", "build");
const e2e = stage("e2e (playwright)", "npx playwright test", "build");

/**
 * Phases run one after the other; the lanes of a phase run side by side, each lane's stages in turn
 * (ADR 091). tsc is single-threaded and vitest runs one worker on 2 cores (availableParallelism − 1),
 * so the two vitest runs and the typecheck each fill one core instead of leaving the other idle.
 * The build comes first (ADR 103), so the multi-host suite, which needs only the build, follows the
 * PostgreSQL run in the second lane instead of running alone afterwards: on the quiet figures build 9 s
 * + Vitest 137 s + typecheck 30 s + lint 3 s ≈ 179 s beside PostgreSQL 161 s + multi-host 23 s ≈ 184 s,
 * where the first phase (≈ 176 s) and the multi-host suite alone (≈ 23 s) took ≈ 199 s. The typecheck
 * comes after the build, so its route types (react-router typegen) are never written while the build
 * reads them. The e2e suite (two browsers, four servers) uses both cores, so it has the machine to itself.
 */
const phases = [
  [
    [build, clientBundle, vitest, typecheck, lint],
    [postgres, multiHost],
  ],
  [[e2e]],
];

/**
 * A stage's output: straight to the terminal when it runs alone, else kept and printed whole, after
 * `heading`, when it ends (two stages' lines interleaved would be unreadable).
 */
function run(command, heading) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: heading ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (heading) process.stdout.write(Buffer.concat([Buffer.from(heading), ...output]));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const results = [];
/** Each stage's result once it has ended, awaited by a stage of another lane that needs it. */
const finished = new Map();
const settle = new Map();
for (const { name } of phases.flat(2))
  finished.set(name, new Promise((resolve) => settle.set(name, resolve)));
function record(result) {
  results.push(result);
  settle.get(result.name)(result);
}

async function runLane(lane, buffered) {
  for (const { name, command, needs } of lane) {
    // The stage it needs may be in another lane and still running (the build, for the multi-host
    // suite): wait for it to end.
    const prerequisite = needs && (await finished.get(needs));
    if (prerequisite && prerequisite.code !== 0) {
      record({ name, code: 1, seconds: 0, skipped: true });
      continue;
    }
    console.info(
      buffered ? `\n=== ${name}: started, its output follows when it ends` : `\n=== ${name}: ${command}`,
    );
    const started = performance.now();
    const code = await run(command, buffered && `\n=== ${name}: ${command}\n`);
    const seconds = (performance.now() - started) / 1000;
    if (buffered)
      console.info(`=== ${name}: ${code === 0 ? "ok" : `exit ${code}`} after ${seconds.toFixed(1)} s`);
    record({ name, code, seconds });
  }
}

const runStarted = performance.now();
for (const lanes of phases) {
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
}

const order = [typecheck, lint, vitest, postgres, build, clientBundle, multiHost, e2e].map(
  ({ name }) => name,
);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
const total = results.reduce((sum, result) => sum + result.seconds, 0);
const wall = (performance.now() - runStarted) / 1000;
console.info("\nStage timings");
for (const { name, code, seconds, skipped } of results) {
  const outcome = skipped ? "skipped (build failed)" : code === 0 ? "ok" : `FAILED (exit ${code})`;
  console.info(`  ${name.padEnd(30)} ${`${seconds.toFixed(1)} s`.padStart(9)}  ${outcome}`);
}
console.info(`  ${"sum of stages".padEnd(30)} ${`${total.toFixed(1)} s`.padStart(9)}`);
console.info(`  ${"total (wall clock)".padEnd(30)} ${`${wall.toFixed(1)} s`.padStart(9)}`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
