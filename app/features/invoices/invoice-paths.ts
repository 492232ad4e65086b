/** The storefront's PDF download paths (ADR 072): same origin, the session's cookie, no API token in a link. */
export const INVOICE_PDF_PATH = "/account/invoice";
export const STAFF_INVOICE_PDF_PATH = "/admin/invoice";

export const invoicePdfHref = (base: string, id: string) => `${base}?${new URLSearchParams({ id })}`;
