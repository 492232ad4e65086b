import { type PrintChoiceFile, printable } from "./print-resolution";

/**
 * Which print files an order still needs (issue 6, issue 17 "next steps"). Shared by the API, which
 * moves a complete order to file check, and the storefront, which offers "Send my files" while one
 * is missing. Pure.
 */

/** Orders take (or reset) files only before production. */
export const ARTWORK_STATUSES = ["awaiting_payment", "awaiting_artwork", "file_check"] as const;

export type FileSlotLine = { id: string; sets: number; takesFile: boolean };
/** A file too small for its printed size counts only once the customer chose to print it as is (ADR 081). */
export type FileSlotFile = { lineItemId: string; setIndex: number } & PrintChoiceFile;

/** A design-service line gets a brief, not a file. */
export const lineTakesFile = (uploadType: unknown) => uploadType !== "hds";

/** The (line, set) slots that have no accepted file yet (or one still awaiting the "print as is" choice). */
export function missingFileSlots(
  lines: readonly FileSlotLine[],
  files: readonly FileSlotFile[],
): { lineItemId: string; setIndex: number }[] {
  return lines
    .filter((line) => line.takesFile)
    .flatMap((line) =>
      Array.from({ length: Math.max(1, line.sets) }, (_, setIndex) => ({ lineItemId: line.id, setIndex })),
    )
    .filter(
      (slot) =>
        !files.some(
          (file) => file.lineItemId === slot.lineItemId && file.setIndex === slot.setIndex && printable(file),
        ),
    );
}

/** Whether the customer still has files to send for this order (and still may). */
export function filesDue(order: {
  status: string;
  lineItems: readonly {
    id: string;
    multiArtworkSetsNumber?: number;
    merchantInfo: Record<string, unknown>;
  }[];
  artwork: readonly FileSlotFile[];
}): boolean {
  if (!(ARTWORK_STATUSES as readonly string[]).includes(order.status)) return false;
  const lines = order.lineItems.map((line) => ({
    id: line.id,
    sets: line.multiArtworkSetsNumber ?? 1,
    takesFile: lineTakesFile(line.merchantInfo.selectedUploadType),
  }));
  return missingFileSlots(lines, order.artwork).length > 0;
}
