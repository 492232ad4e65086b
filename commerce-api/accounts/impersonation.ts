/** Admin "login as user" rules (spec §4 strategies, §6 roles). Pure. */

/** An impersonation session lasts at most an hour, whatever the token lifetimes. */
export const IMPERSONATION_MAX_SECONDS = 3600;

export type ImpersonationRefusal = "not_admin" | "nested" | "target_missing" | "target_admin";

export function impersonationRefusal(input: {
  requesterRole: "customer" | "admin";
  requesterIsImpersonating: boolean;
  target: { role: "customer" | "admin" } | undefined;
}): ImpersonationRefusal | null {
  if (input.requesterRole !== "admin") return "not_admin";
  if (input.requesterIsImpersonating) return "nested";
  if (!input.target) return "target_missing";
  if (input.target.role === "admin") return "target_admin";
  return null;
}

export const impersonationEndsAt = (now: Date, maxSeconds = IMPERSONATION_MAX_SECONDS): Date =>
  new Date(now.getTime() + maxSeconds * 1000);
