import { createContext } from "react-router";
import type { JsonLd } from "./structured-data";

/** This request's schema.org data (see StructuredDataContext); empty unless a content page set it. */
export const structuredDataRequest = createContext<readonly JsonLd[]>([]);
