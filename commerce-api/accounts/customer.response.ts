import type { RequestContext } from "../context";
import type { CustomerRow } from "../db/schema";
import { listAddresses } from "./addresses.repository";
import { toCustomerView } from "./customer.view";

/** Every customer call answers with the whole customer, address book included (spec §7). */
export async function customerResponse(context: RequestContext, customer: CustomerRow) {
  return toCustomerView(customer, context.tenant.currency, await listAddresses(context.db, customer.id));
}
