/** The personal area's "My data" screen (issue 36 §7): shared by its route, action and the login screen. */

/** Where the JSON copy of the customer's data downloads from (a resource route, same origin). */
export const DATA_EXPORT_PATH = "/account/my-data.json";

/** The login screen's `done` parameter after an account was deleted. */
export const ACCOUNT_DELETED = "account-deleted";

/** "PR-2026-000042" numbers named in the API's refusal, for the screen's own sentence. */
export const orderNumbersIn = (message: string): string[] => message.match(/[A-Z]{1,5}-\d{4}-\d{3,9}/g) ?? [];
