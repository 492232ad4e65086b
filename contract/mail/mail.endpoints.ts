import { endpoint } from "../endpoints";
import { staffMailListSchema, staffMailSchema } from "./staff-mail.schemas";

/** The staff mail screen (issue 36 §1). */
export const mailEndpoints = {
  mails: endpoint("GET", "/api/v1/admin/mails/", staffMailListSchema),
  resendMail: endpoint("POST", "/api/v1/admin/mail/:id/resend/", staffMailSchema),
} as const;
