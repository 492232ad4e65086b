import { z } from "zod";
import { safeText } from "../../contract/text";
import type { RequestContext, RouteDefinition } from "../context";
import type { CustomerRow } from "../db/schema";
import { readJsonBody } from "../http/body";
import { HttpError } from "../http/errors";
import { findCustomerById } from "./accounts.repository";
import { authenticate } from "./sessions";

const optional = (schema: z.ZodType<string, string>) =>
  z
    .union([z.literal(""), schema])
    .nullish()
    .transform((value) => value || null);

/** PATCH customer/company/: the whole company profile (empty optional fields clear them). */
const companyBody = z.object({
  companyName: safeText().min(1, "Enter the company name").max(120),
  vatNumber: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, "Enter a VAT number like FR12345678901"),
  ),
  registrationNumber: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^[0-9A-Z][0-9A-Z ]{3,22}[0-9A-Z]$/,
        "Enter the registration number (letters, digits and spaces)",
      ),
  ),
  invoiceEmail: optional(z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address"))),
});

function requireCompany(customer: CustomerRow) {
  if (customer.user_category !== "1") {
    throw new HttpError(409, "NOT_A_COMPANY", "Company details belong to company accounts");
  }
}

function toView(customer: CustomerRow) {
  return {
    companyName: customer.company_name ?? "",
    vatNumber: customer.vat_number,
    registrationNumber: customer.company_registration_number,
    invoiceEmail: customer.invoice_email,
  };
}

async function readCompany(context: RequestContext) {
  const { customer } = await authenticate(context);
  requireCompany(customer);
  return toView(customer);
}

async function updateCompany(context: RequestContext) {
  const { customer } = await authenticate(context);
  requireCompany(customer);
  const body = await readJsonBody(context.request, companyBody);
  await context.db
    .updateTable("customers")
    .set({
      company_name: body.companyName,
      vat_number: body.vatNumber,
      company_registration_number: body.registrationNumber,
      invoice_email: body.invoiceEmail,
    })
    .where("id", "=", customer.id)
    .execute();
  const updated = await findCustomerById(context.db, context.tenant.key, customer.id);
  if (!updated) throw new HttpError(401, "TOKEN_INVALID", "The session has ended");
  return toView(updated);
}

export const companyRoutes: readonly RouteDefinition[] = [
  { method: "GET", path: "/api/v1/customer/company", handler: readCompany },
  { method: "PATCH", path: "/api/v1/customer/company", handler: updateCompany },
];
