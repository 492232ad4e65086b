import { createSecureHeadersMiddleware } from "remix-utils/middleware/secure-headers";

/**
 * Static security headers on every response. Referrer-Policy is not remix-utils' default
 * no-referrer: that makes Chromium send `Origin: null` on JS-off form posts, which React Router's
 * action origin check rejects. The CSP needs a per-response nonce, so entry.server sets it.
 */
export const [secureHeadersMiddleware] = createSecureHeadersMiddleware({
  referrerPolicy: "strict-origin-when-cross-origin",
  // HSTS only makes sense behind TLS; production proxies terminate it.
  strictTransportSecurity:
    process.env.NODE_ENV === "production" ? "max-age=15552000; includeSubDomains" : false,
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // Vite's HMR socket runs on its own port in development.
    development ? "connect-src 'self' ws://localhost:*" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
