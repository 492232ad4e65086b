import { z } from "zod";

/** The newsletter calls (issue 16 §3): requests as the API validates them, answers as the storefront reads them. */

/** POST newsletter/subscribe/: the footer's form; a confirmation mail is sent (double opt-in). */
export const newsletterSubscribeBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address")),
});
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;

/** POST newsletter/confirm/, newsletter/unsubscribe/, newsletter/resubscribe/: a signed link's token. */
export const newsletterTokenBodySchema = z.object({ token: z.string().min(1).max(600) });
export type NewsletterTokenBody = z.input<typeof newsletterTokenBodySchema>;

export const NEWSLETTER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const;

/** What a signed link is about: the (masked) address and its subscription now. */
export const newsletterStateSchema = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
});
export type NewsletterState = z.infer<typeof newsletterStateSchema>;
