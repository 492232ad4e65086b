import type { z } from "zod";

/**
 * The embedded API's answers handed to the storefront as data (ADR 101): the API parses its answer
 * with the endpoint's schema once, and the storefront takes that result instead of parsing the JSON
 * text and then the same schema again (with the envelope, ~13 % of an add to cart). What the
 * storefront gets is exactly what parsing the text would give: `jsonValue` is JSON's round trip
 * (Dates as ISO text, undefined properties gone, a fresh tree that shares nothing with the API's
 * objects), then the schema strips keys outside the contract and applies its defaults and transforms.
 * A remote API's answers never get here: they are parsed in full (a trust boundary).
 */
export interface CheckedAnswer {
  /** The schema the data was parsed with: a caller asking with another one parses `json` itself. */
  readonly schema: z.ZodType;
  readonly data: unknown;
  /** The answer as JSON would carry it, before the schema. */
  readonly json: unknown;
}

/**
 * A bodiless answer carrying its checked data on its own class, not in a WeakMap by answer: a WeakMap's
 * values outlive the young-generation collections of their keys, so every answer's two trees (JSON copy
 * and parsed data) were promoted to the old generation and left to the full collections (ADR 113).
 */
class CheckedAnswerResponse extends Response {
  constructor(
    readonly checked: CheckedAnswer,
    init: ResponseInit | undefined,
  ) {
    super(null, init);
  }
}

/** A bodiless 200 answering `checked.json`, which met `checked.schema` as `checked.data`. */
export function checkedAnswerResponse(checked: CheckedAnswer, init?: ResponseInit): Response {
  return new CheckedAnswerResponse(checked, init);
}

/** The checked data beside an in-process answer; undefined for any other (a remote API's, a test's). */
export function checkedAnswerOf(response: Response): CheckedAnswer | undefined {
  return response instanceof CheckedAnswerResponse ? response.checked : undefined;
}

/**
 * `JSON.parse(JSON.stringify(value))` without the text: the same values (toJSON applied, non-finite
 * numbers as null, undefined and functions dropped from objects and null in arrays, key order kept),
 * in new objects and arrays. Like JSON.stringify it throws on a bigint or a cycle.
 */
export function jsonValue(value: unknown, key = ""): unknown {
  let current = value;
  if (typeof current === "object" && current !== null && typeof (current as Jsonable).toJSON === "function")
    current = (current as Jsonable).toJSON(key);
  switch (typeof current) {
    case "string":
    case "boolean":
      return current;
    case "number":
      return Number.isFinite(current) ? current : null;
    case "bigint":
      throw new TypeError("Do not know how to serialize a BigInt");
    case "object":
      if (current === null) return null;
      return Array.isArray(current) ? jsonArray(current) : jsonObject(current as Record<string, unknown>);
    default:
      return undefined;
  }
}

interface Jsonable {
  toJSON(key: string): unknown;
}

function jsonArray(items: readonly unknown[]): unknown[] {
  const copy = new Array<unknown>(items.length);
  for (let index = 0; index < items.length; index++) {
    copy[index] = jsonValue(items[index], String(index)) ?? null;
  }
  return copy;
}

function jsonObject(source: Record<string, unknown>): Record<string, unknown> {
  // Boxed primitives are written as their value, as JSON.stringify does.
  if (source instanceof String || source instanceof Number || source instanceof Boolean)
    return jsonValue(source.valueOf()) as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const item = jsonValue(source[key], key);
    if (item === undefined) continue;
    // JSON.parse makes "__proto__" an own key; assigning it would set the copy's prototype instead.
    if (key === "__proto__")
      Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy;
}
