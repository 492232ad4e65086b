import { existsSync, readFileSync } from "node:fs";
import { type RecordedCall, upstreamCallRule, upstreamContractViolations } from "#contract/upstream-calls";

/**
 * Global teardown of the e2e run (issue 19): every body the storefront sent upstream during the run
 * (recorded by server/upstream-recorder.ts) must meet its spec §7 schema. On a full run (CI) the
 * core product and cart calls must also have been seen, so the check cannot pass by recording
 * nothing.
 */

const LOGS = [".data/e2e", ".data/e2e-chaos", ".data/e2e-short-session"].map(
  (dir) => `${dir}/upstream-calls.jsonl`,
);

const MUST_SEE = [
  "POST /api/v1/product/validate",
  "POST /api/v1/product/quote",
  "POST /api/v1/product/service/price",
  "POST /api/v1/product/shipping/calculate",
  "POST /api/v1/product/inventory",
  "POST /api/v1/cart",
  "PUT /api/v1/cart/:id/item",
  "POST /api/v1/cart/:id/checkout",
];

function readCalls(): RecordedCall[] {
  return LOGS.filter((file) => existsSync(file)).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as RecordedCall),
  );
}

export default function checkUpstreamContract() {
  const calls = readCalls();
  const violations = [...new Set(upstreamContractViolations(calls))];
  const seen = new Set(
    calls.flatMap((call) => {
      const rule = upstreamCallRule(call.method, call.path);
      return rule ? [`${rule.method} ${rule.path}`] : [];
    }),
  );
  const unseen = process.env.CI ? MUST_SEE.filter((call) => !seen.has(call)) : [];
  const problems = [
    ...violations.map((violation) => `body outside spec §7: ${violation}`),
    ...unseen.map((call) => `never called during the run: ${call}`),
  ];
  if (problems.length > 0) {
    throw new Error(
      `Upstream contract check failed (${calls.length} calls recorded):\n${problems.join("\n")}`,
    );
  }
  process.stdout.write(
    `Upstream contract: ${calls.length} calls recorded, ${seen.size} spec §7 calls, all bodies valid.\n`,
  );
}
