import { expect, test } from "@playwright/test";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { addToCart, registerEnglishCustomer, signInDemo } from "./customer";
import { EN } from "./origins";

/**
 * The English shop's "print as is" (issue 36 §5, ADR 081), JS on and off: the same choice as the French
 * shop's (print-files.spec.ts), in English texts and pounds, from the upload to the desk's production.
 */

test("English shop: a low-resolution file says its dpi, waits for 'print as is', and the desk shows the choice", async ({
  page,
  browser,
}, testInfo) => {
  await registerEnglishCustomer(page, testInfo.project.name);
  // The product page's add-to-basket post: adding from the page is cart.spec.ts's subject.
  await addToCart(page, `${EN}/business-cards/standard/?quantity=500&delivery=standard`);
  await page.goto(`${EN}/basket/checkout/`);
  await page.getByRole("button", { name: /Place my order/ }).click();
  await expect(page).toHaveURL(/\/basket\/order-sent\/\?order=/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";
  const orderNumber = (await page.getByText(/Order number /).textContent())?.replace(/.*number /, "").trim();
  expect(orderNumber).toMatch(/^P[IP]-\d{4}-\d{6}$/);

  const staffContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
  const staff = await staffContext.newPage();
  await signInDemo(staff, "admin@presto-print.example", EN);
  await staff.goto(`${EN}/admin/orders/?number=${orderNumber}`);
  // The English desk speaks pounds: nothing paid yet of the order's total.
  await expect(staff.getByTestId("staff-order-paid")).toHaveText(/^£0\.00 of £\d+\.\d{2}$/);
  await staff.getByRole("button", { name: "Transfer received" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Awaiting artwork");

  await page.goto(`${EN}/my-account/orders/files/?id=${orderId}`);
  // 900 × 600 pixels on an 85 × 55 mm card: 269 dpi.
  await page.getByLabel("Print file").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from(pngFile(900, 600)),
  });
  await page.getByRole("button", { name: "Send this file" }).click();
  await expect(
    page.getByText("Your file was received, but it is too small for the size it prints: choose below."),
  ).toBeVisible();
  await expect(page.getByTestId("print-choice")).toContainText(
    "This image has 269 dpi at the size it prints; a sharp print needs 300 dpi",
  );

  await staff.reload();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Awaiting artwork");
  await expect(staff.getByTestId("staff-blocker")).toHaveText(
    /^low-resolution file \(269 dpi\): the customer hasn't yet chosen/,
  );
  await expect(staff.getByTestId("staff-file-resolution")).toHaveText(
    /low resolution: 269 dpi at the printed size/,
  );

  await page.goto(`${EN}/my-account/orders/detail/?id=${orderId}`);
  await expect(page.getByTestId("order-low-resolution")).toContainText(
    "A file is too small for the size it prints",
  );
  await page.getByTestId("order-low-resolution").getByRole("link", { name: "Choose" }).click();
  await page.getByRole("button", { name: "Print it as it is" }).click();
  await expect(page.getByText("Noted: this file will be printed as it is.")).toBeVisible();
  await expect(page.getByTestId("print-as-is")).toContainText(
    "You chose to print this file as it is, at 269 dpi",
  );
  await expect(page.getByRole("button", { name: "Print it as it is" })).toHaveCount(0);

  await staff.reload();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("File check");
  await expect(staff.getByTestId("staff-blocker")).toHaveCount(0);
  await expect(staff.getByTestId("staff-file-resolution")).toHaveText(
    /printed as is at 269 dpi, accepted by the customer on /,
  );
  await staff.getByRole("button", { name: "Start production" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("In production");
  await staffContext.close();
});
