import type { z } from "zod";
import type { productQueryParamsSchema } from "#contract/content/content.schemas";
import type { EditableSelection } from "./rules/edit-detection";

/** Spec §2 product page modes; the parameter names come from the basic configs. */
export type ProductMode =
  | { kind: "new" }
  | {
      kind: "editCartItem";
      param: string;
      lineItemId: string;
      original: EditableSelection | null;
      /** The design the line was made with (online design), kept when the line is saved again. */
      designId?: string;
    }
  | { kind: "editOrderItem"; param: string; orderId: string; lineItemId: string }
  | { kind: "preconfigured"; param: string; value: string }
  | { kind: "preconfiguredKey"; param: string; key: string }
  | { kind: "designId"; param: string; designId: string }
  | { kind: "lossLeader"; param: string; key: string };

/** The query parameter of a loss leader landing page that names the offer. */
export const LOSS_LEADER_PARAM = "key";

/** Edit modes hide the header and footer (spec §2). */
export const hidesChrome = (mode: ProductMode): boolean =>
  mode.kind === "editCartItem" || mode.kind === "editOrderItem";

type ProductQueryParams = z.infer<typeof productQueryParamsSchema>;

/** The first mode parameter present wins, in the order of spec §2. */
export function detectMode(url: URL, names: ProductQueryParams): ProductMode {
  const value = (name: string) => url.searchParams.get(name);
  const edit = value(names.editCartItem);
  if (edit !== null)
    return { kind: "editCartItem", param: names.editCartItem, lineItemId: edit, original: null };
  const order = value(names.editOrderItem);
  if (order !== null) {
    const [orderId = "", lineItemId = ""] = order.split("/");
    return { kind: "editOrderItem", param: names.editOrderItem, orderId, lineItemId };
  }
  const pre = value(names.preconfigured);
  if (pre !== null) return { kind: "preconfigured", param: names.preconfigured, value: pre };
  const key = value(names.preconfiguredKey);
  if (key !== null) return { kind: "preconfiguredKey", param: names.preconfiguredKey, key };
  const design = value(names.designId);
  if (design !== null) return { kind: "designId", param: names.designId, designId: design };
  return { kind: "new" };
}
