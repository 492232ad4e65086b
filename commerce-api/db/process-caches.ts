/**
 * Helpers for values this process keeps across requests (prepared statements, parsed JSON columns,
 * tenants): a bounded map that drops the least recently used entry, and freezing, since every
 * request shares what is kept.
 */

export { deepFreeze } from "#contract/deep-freeze";
export { RecentMap } from "#contract/recent-map";
