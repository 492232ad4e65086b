import type { Packed } from "../../../contract/packed-json";
import { packedJson } from "../../../contract/packed-json";
import type { ShellData, ShopChrome } from "./shell.server";

/**
 * The root loader's data: the shell with the shop's chrome packed as one text (ADR 051), the same for
 * every visitor of a tenant. Components read the assembled ShellData (`shellOf`, through useShell).
 */
export type ShellWire = Omit<ShellData, keyof ShopChrome> & { chrome: Packed<ShopChrome> };

export const chromeCodec = packedJson<ShopChrome>();

const assembled = new WeakMap<ShellWire, ShellData>();

/** The shell of the root loader's data, assembled once per data object (a page render, a revalidation). */
export function shellOf(wire: ShellWire): ShellData {
  let shell = assembled.get(wire);
  if (!shell) {
    const { chrome, ...rest } = wire;
    shell = { ...chromeCodec.unpack(chrome), ...rest };
    assembled.set(wire, shell);
  }
  return shell;
}
