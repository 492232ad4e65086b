import { randomUUID } from "node:crypto";
import { chmod, copyFile, rename } from "node:fs/promises";
import path from "node:path";
import type { RequestContext } from "../context";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import { logger } from "../logger";
import type { OrderRow } from "./orders.repository";
import { reorderSourceOf } from "./reorder.rules";

interface PlacedLine {
  id: string;
  merchantInfo: Record<string, unknown>;
}

/**
 * At checkout, a line ordered again gets the print files its source line had (issue 36 §6, ADR 073):
 * each accepted file copied into the new order, as if uploaded again. Only from the same customer's
 * own order (the source rides in the line's merchantInfo, which a client could write). A failure
 * leaves the line waiting for a file, which the customer can still upload, rather than failing the
 * order already placed. Online designs get a fresh PDF from their design instead (print-files.ts).
 */
export async function copyReorderedFiles(
  context: RequestContext,
  order: OrderRow,
  lines: readonly PlacedLine[],
): Promise<number> {
  let copied = 0;
  for (const line of lines) {
    const source = reorderSourceOf(line.merchantInfo);
    if (!source || line.merchantInfo.selectedUploadType === "dex") continue;
    try {
      copied += await copyLineFiles(context, order, line.id, source);
    } catch (error) {
      logger.warn({ orderId: order.id, lineItemId: line.id, err: error }, "reordered files not copied");
    }
  }
  return copied;
}

async function copyLineFiles(
  context: RequestContext,
  order: OrderRow,
  lineItemId: string,
  source: { orderId: string; lineItemId: string },
): Promise<number> {
  const files = await context.db
    .selectFrom("artwork_files")
    .innerJoin("orders", "orders.id", "artwork_files.order_id")
    .selectAll("artwork_files")
    .where("orders.id", "=", source.orderId)
    .where("orders.tenant_key", "=", order.tenant_key)
    .where("orders.customer_id", "=", order.customer_id)
    .where("artwork_files.line_item_id", "=", source.lineItemId)
    .where("artwork_files.status", "=", "accepted")
    .execute();
  const root = context.artworkDir ?? "artwork";
  const dir = path.join(root, order.id);
  await ensurePrivateDir(root);
  await ensurePrivateDir(dir);
  for (const file of files) {
    const storedName = `${randomUUID()}.${file.file_type}`;
    const temporary = path.join(dir, `.${storedName}.part`);
    await copyFile(path.join(root, source.orderId, file.stored_name), temporary);
    await chmod(temporary, PRIVATE_FILE_MODE);
    await rename(temporary, path.join(dir, storedName));
    await context.db
      .insertInto("artwork_files")
      .values({
        ...file,
        id: randomUUID(),
        order_id: order.id,
        line_item_id: lineItemId,
        stored_name: storedName,
        created_at: context.now().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["order_id", "line_item_id", "set_index"]).doNothing())
      .execute();
  }
  return files.length;
}
