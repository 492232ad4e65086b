import { describe, expect, it } from "vitest";
import { IMPERSONATION_MAX_SECONDS, impersonationEndsAt, impersonationRefusal } from "./impersonation";

describe("admin login as user", () => {
  const customer = { role: "customer" as const };
  it("lets an admin log in as a customer only", () => {
    expect(
      impersonationRefusal({ requesterRole: "admin", requesterIsImpersonating: false, target: customer }),
    ).toBeNull();
    expect(
      impersonationRefusal({ requesterRole: "customer", requesterIsImpersonating: false, target: customer }),
    ).toBe("not_admin");
    expect(
      impersonationRefusal({ requesterRole: "admin", requesterIsImpersonating: true, target: customer }),
    ).toBe("nested");
    expect(
      impersonationRefusal({ requesterRole: "admin", requesterIsImpersonating: false, target: undefined }),
    ).toBe("target_missing");
    expect(
      impersonationRefusal({
        requesterRole: "admin",
        requesterIsImpersonating: false,
        target: { role: "admin" },
      }),
    ).toBe("target_admin");
  });

  it("ends an hour after it starts", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(impersonationEndsAt(now).toISOString()).toBe("2026-11-22T11:00:00.000Z");
    expect(IMPERSONATION_MAX_SECONDS).toBe(3600);
  });
});
