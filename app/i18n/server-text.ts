import type { TFunction } from "i18next";

/**
 * A text the server translates into a page's data: the browser gets the text, not its key, so the
 * entry stays out of the page's dictionaries (the dictionary scan skips keys passed here). For texts
 * chosen by what the server found (an upstream error, a refused link), which only some pages show.
 */
export function serverText(
  t: TFunction,
  key: string,
  defaultValue: string,
  values: Record<string, unknown> = {},
): string {
  return t(key, { ...values, defaultValue });
}
