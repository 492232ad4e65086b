import { z } from "zod";

/** Sign-in answers (spec §3 data.access_token) and the sign-out one. */

/** The token pair of auth/login, auth/refreshToken and admin/login-as-user. */
export const tokenPairSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  strategy: z.enum(["customer", "admin"]).default("customer"),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST admin/login-as-user/: the customer's token pair, and whose session it is, until when. */
export const impersonationPairSchema = tokenPairSchema.extend({
  impersonation: z.object({
    adminId: z.string(),
    adminEmail: z.string(),
    customerId: z.string(),
    customerEmail: z.string(),
    endsAt: z.string(),
  }),
});

/** POST auth/logout/: the session was revoked. */
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });

/** GET admin/me: the staff member of an admin session and the scopes they hold (issue 19). */
export const staffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Known scopes are in contract/account/staff-scopes.ts; a newer backend's others are kept, unused. */
  scopes: z.array(z.string()),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
