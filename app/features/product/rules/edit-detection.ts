/** Edit detection for a cart line item opened in edit mode (spec §4). Browser-safe. */

export interface EditableSelection {
  attributes: Readonly<Record<string, string>>;
  quantity: number;
  uploadType: string;
  deliveryOption: string | null;
  fileCheck: boolean;
}

export type EditedField = "attributes" | "quantity" | "uploadType" | "deliveryOption" | "fileCheck";

function sameAttributes(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** The fields that differ between the stored line item and the current selection. */
export function editedFields(original: EditableSelection, current: EditableSelection): EditedField[] {
  const fields: EditedField[] = [];
  if (!sameAttributes(original.attributes, current.attributes)) fields.push("attributes");
  if (original.quantity !== current.quantity) fields.push("quantity");
  if (original.uploadType !== current.uploadType) fields.push("uploadType");
  if (original.deliveryOption !== current.deliveryOption) fields.push("deliveryOption");
  if (original.fileCheck !== current.fileCheck) fields.push("fileCheck");
  return fields;
}

/** A line item counts as changed if any of attributes, quantity, upload type, delivery or file check changed. */
export const hasLineItemChanged = (original: EditableSelection, current: EditableSelection): boolean =>
  editedFields(original, current).length > 0;
