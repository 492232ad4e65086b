/**
 * Values the same for every visitor of a tenant (dictionary entries, the shop's chrome) travel in loader
 * data as one JSON text instead of an object (ADR 051): React Router encodes loader data value by value
 * (turbo-stream), and a text is one value, serialised once per process and read with JSON.parse.
 */
export type Packed<T> = string & { readonly __packedJson: T };

export interface PackedJson<T extends object> {
  /** The value as one text, made once per object (the sources are cached per tenant). */
  pack(value: T): Packed<T>;
  /** The value of a text: where it was packed, the very object; elsewhere parsed once per text. */
  unpack(packed: Packed<T>): T;
  unpack(packed: Packed<T> | undefined): T | undefined;
}

/** A codec for one kind of value; it remembers at most `limit` texts (tenants × languages × selections). */
export function packedJson<T extends object>(limit = 64): PackedJson<T> {
  const packedOf = new WeakMap<T, Packed<T>>();
  const unpacked = new Map<string, T>();

  function remember(packed: string, value: T) {
    if (unpacked.size >= limit) {
      const oldest = unpacked.keys().next().value;
      if (oldest !== undefined) unpacked.delete(oldest);
    }
    unpacked.set(packed, value);
  }

  function pack(value: T): Packed<T> {
    let packed = packedOf.get(value);
    if (packed === undefined) {
      packed = JSON.stringify(value) as Packed<T>;
      packedOf.set(value, packed);
      remember(packed, value);
    }
    return packed;
  }

  function unpack(packed: Packed<T> | undefined): T | undefined {
    if (packed === undefined) return undefined;
    let value = unpacked.get(packed);
    if (value === undefined) {
      value = JSON.parse(packed) as T;
      remember(packed, value);
    }
    return value;
  }

  return { pack, unpack: unpack as PackedJson<T>["unpack"] };
}
