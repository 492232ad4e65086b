import { expect, test } from "@playwright/test";

/**
 * A second storefront runs against tests/e2e/chaos-upstream.mjs (COMMERCE_API_URL) with a
 * 1.5 s upstream timeout: every failure mode gets the generic error page with the right status,
 * and the process keeps serving the next request.
 */
const CHAOS_STOREFRONT = `http://localhost:${Number(process.env.E2E_CHAOS_PORT ?? 3101)}`;

test.use({ baseURL: CHAOS_STOREFRONT });

const failures = [
  { path: "/garbage/", status: 502, why: "data outside the contract" },
  { path: "/not-json/", status: 502, why: "an HTML answer" },
  { path: "/slow/", status: 504, why: "no answer within the timeout" },
  { path: "/dropped/", status: 503, why: "a dropped connection" },
  { path: "/error/", status: 502, why: "a 500 after one retry" },
];

for (const { path, status, why } of failures) {
  test(`${why} → ${status} error page, and the next request still works`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(status));
    // No stack trace or upstream internals leak to the visitor.
    await expect(page.locator("body")).not.toContainText(/at \w+ \(|ZodError|stack/);

    const healthy = await page.goto("/");
    expect(healthy?.status()).toBe(200);
    await expect(page.getByText("Healthy page home")).toBeVisible();
  });
}
