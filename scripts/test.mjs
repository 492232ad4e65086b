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
 * The lanes are balanced on the quiet figures (ADR 097): Vitest 137 s + typecheck 30 s + build 9 s
 * beside lint 3 s + PostgreSQL 161 s ends after ≈ 176 s, where the typecheck in the second lane kept
 * the first phase at ≈ 194 s. The typecheck's route types (react-router typegen) are then also never
 * written while the build reads them.
 * The multi-host suite (timing: a host killed under load) and the e2e suite (two browsers, four
 * servers) use both cores, so they have the machine to themselves.
 */
const phases = [
  [
    [vitest, typecheck, build, clientBundle],
    [lint, postgres],
  ],
  [[multiHost]],
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
async function runLane(lane, buffered) {
  for (const { name, command, needs } of lane) {
    // A lane's own earlier stage, or one of an earlier phase: either has finished by now.
    const prerequisite = needs && results.find((result) => result.name === needs);
    if (prerequisite && prerequisite.code !== 0) {
      results.push({ name, code: 1, seconds: 0, skipped: true });
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
    results.push({ name, code, seconds });
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
