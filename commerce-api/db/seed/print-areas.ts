import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { PEN_PRINT_AREA } from "./catalogue/pens";
import { patchFileFlow } from "./proof-products";

/** Products with no format option whose files are measured inside an imprint area (catalogue `fileFlow.printArea`). */
const PRINT_AREAS: Readonly<Record<string, { widthMm: number; heightMm: number }>> = { pens: PEN_PRINT_AREA };

/**
 * Issue 36 §5 (ADR 087): databases seeded before the field existed get the demo products' imprint
 * areas, so a logo sent for a pen is measured like any other print file.
 */
export async function seedPrintAreas(trx: Kysely<Database>): Promise<void> {
  await patchFileFlow(trx, Object.keys(PRINT_AREAS), (productKey) => ({
    printArea: PRINT_AREAS[productKey],
  }));
}
