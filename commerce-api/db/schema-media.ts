/** Tables of the staff media library (issue 16 §6, migration 022). */
import type { Generated } from "kysely";

/** An image staff uploaded, served at /media/{name}; `name` is content-hashed, so it never changes. */
export interface MediaFilesTable {
  id: string;
  tenant_key: string;
  name: string;
  original_name: string;
  file_type: "png" | "jpeg";
  width: number;
  height: number;
  size_bytes: number;
  /** "staff:<customer id>" of the admin who uploaded it. */
  created_by: string;
  created_at: string;
}
export const MEDIA_FILES_COLUMNS = {
  id: true,
  tenant_key: true,
  name: true,
  original_name: true,
  file_type: true,
  width: true,
  height: true,
  size_bytes: true,
  created_by: true,
  created_at: true,
} satisfies Record<keyof MediaFilesTable, true>;

/** Every change to the library, with the staff member who made it. */
export interface MediaEventsTable {
  id: Generated<number>;
  tenant_key: string;
  media_name: string;
  action: "uploaded" | "placed" | "deleted";
  /** What the change touched: the page slot or product an image was placed on. */
  detail: string | null;
  /** "staff:<customer id>". */
  actor: string;
  at: string;
}
export const MEDIA_EVENTS_COLUMNS = {
  id: true,
  tenant_key: true,
  media_name: true,
  action: true,
  detail: true,
  actor: true,
  at: true,
} satisfies Record<keyof MediaEventsTable, true>;
