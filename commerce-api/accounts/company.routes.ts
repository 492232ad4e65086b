import { accountEndpoints } from "#contract/account/account.endpoints";
import { companyBodySchema } from "#contract/account/account.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { CustomerRow } from "../db/schema";
import { HttpError } from "../http/errors";
import { findCustomerById } from "./accounts.repository";
import { readBodyWithFormRules } from "./form-rules-check";
import { authenticate } from "./sessions";

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
  const body = await readBodyWithFormRules(context, companyBodySchema, (field) => ({
    vatNumber: field("vatNumber"),
  }));
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
  route(accountEndpoints.company, readCompany),
  route(accountEndpoints.updateCompany, updateCompany),
];
