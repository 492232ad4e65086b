/** Both demo tenants on the e2e server: localhost → French, en.localhost → English. */
const port = Number(process.env.E2E_PORT ?? 3100);

export const FR = `http://localhost:${port}`;
export const EN = `http://en.localhost:${port}`;

/** Node's resolver does not know *.localhost (browsers do): API-level tests reach EN through FR with this Host. */
export const EN_HOST = `en.localhost:${port}`;
