import type { Kysely } from "kysely";

/**
 * Issue 36 §4/§5 (ADR 081). artwork_files: the resolution an image has at the size the line prints
 * (print_dpi, measured at upload; null for a PDF, an unknown format and older files) and the
 * customer's explicit "print as is" of a low-resolution file, who and when. line_proofs.outdated_at:
 * when a proof stopped counting because the customer replaced the file it was made from (the row,
 * its decision and who made it stay). artwork_files.thumbnail_pages: how many page pictures of a print
 * PDF made from an online design are stored beside it (0 or null: none, e.g. files sent by customers).
 */
const ARTWORK_COLUMNS = [
  ["print_dpi", "integer"],
  ["print_as_is_by", "text"],
  ["print_as_is_at", "text"],
  ["thumbnail_pages", "integer"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of ARTWORK_COLUMNS)
    await db.schema.alterTable("artwork_files").addColumn(name, type).execute();
  await db.schema.alterTable("line_proofs").addColumn("outdated_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of ARTWORK_COLUMNS)
    await db.schema.alterTable("artwork_files").dropColumn(name).execute();
  await db.schema.alterTable("line_proofs").dropColumn("outdated_at").execute();
}
