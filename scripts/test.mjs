// npm test: every stage runs and reports even when an earlier one failed (issue 13), then the
// stage timings are printed and the exit code says whether all of them passed. Playwright needs
// the production build, so only a failed build skips it.
import { spawn } from "node:child_process";

const stages = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "unit + integration (vitest)", command: "npx vitest run" },
  // The integration suite again on a throw-away PostgreSQL server (DATABASE_URL support, ADR 043).
  { name: "integration on PostgreSQL", command: "node scripts/test-postgres.mjs" },
  { name: "build", command: "npm run build" },
  { name: "client bundle", command: "node scripts/check-client-bundle.mjs", needs: "build" },
  // One shop on two hosts behind nginx, with PostgreSQL and Redis (issue 37 §3): a stage of its own,
  // since it starts every service itself; .ci/run installs them.
  { name: "multi-host", command: "npx vitest run --config vitest.multihost.config.ts", needs: "build" },
  { name: "e2e (playwright)", command: "npx playwright test", needs: "build" },
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
for (const stage of stages) {
  const prerequisite = stage.needs && results.find((result) => result.name === stage.needs);
  if (prerequisite && prerequisite.code !== 0) {
    results.push({ name: stage.name, code: 1, seconds: 0, skipped: true });
    continue;
  }
  console.info(`\n=== ${stage.name}: ${stage.command}`);
  const started = performance.now();
  const code = await run(stage.command);
  results.push({ name: stage.name, code, seconds: (performance.now() - started) / 1000 });
}

const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.info("\nStage timings");
for (const { name, code, seconds, skipped } of results) {
  const outcome = skipped ? "skipped (build failed)" : code === 0 ? "ok" : `FAILED (exit ${code})`;
  console.info(`  ${name.padEnd(30)} ${`${seconds.toFixed(1)} s`.padStart(9)}  ${outcome}`);
}
console.info(`  ${"total".padEnd(30)} ${`${total.toFixed(1)} s`.padStart(9)}`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
