/** Service keys of the server catalogue (spec §3: contract values the storefront takes from here). */
export { SERVICE_KEYS } from "../../contract/product/service-keys";
