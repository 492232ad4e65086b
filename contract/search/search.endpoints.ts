import { endpoint } from "../endpoints";
import { searchResultsSchema } from "./search.schemas";

export const searchEndpoints = {
  search: endpoint("GET", "/api/v1/search/", searchResultsSchema),
} as const;
