import { accountRoutes } from "./accounts/accounts.routes";
import { addressRoutes } from "./accounts/addresses.routes";
import { contentRoutes } from "./content/content.routes";
import type { RouteDefinition } from "./context";

/** Every domain's routes. A new domain exports its own list and is added here. */
export const apiRoutes: readonly RouteDefinition[] = [...contentRoutes, ...accountRoutes, ...addressRoutes];
