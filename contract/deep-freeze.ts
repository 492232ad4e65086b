/**
 * Freezes a value and everything it holds, so a value shared between requests (a cache entry, a
 * remembered cookie) can't be changed in place by one of them. Both sides of /api/v1 keep such values.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}
