import { fillPath } from "#contract/endpoints";
import { mediaEndpoints } from "#contract/media/media.endpoints";
import { isMediaName, MEDIA_PATH_PREFIX } from "#contract/media/media.schemas";
import type { Upstream } from "./api/api-client.server";
import { resolveTenant, type TenantDomainsConfig } from "./tenant";

/**
 * /media/{name}: a staff library image (issue 16 §6, ADR 029), answered before React Router.
 * The name is the image's content hash, so the same URL never shows other bytes: a year-long
 * immutable cache is safe, and the answer sets no cookie and reads none (CDN-cacheable).
 */

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface MediaAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

const notFound = (): MediaAnswer => ({
  status: 404,
  headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=60" },
  body: "Not found",
});

export async function answerMediaRequest(
  request: { host: string | undefined; path: string },
  deps: { upstream: Upstream; baseUrl: string; tenantDomains: TenantDomainsConfig },
): Promise<MediaAnswer> {
  const name = request.path.startsWith(MEDIA_PATH_PREFIX) ? request.path.slice(MEDIA_PATH_PREFIX.length) : "";
  if (!isMediaName(name)) return notFound();
  let tenant: string;
  try {
    tenant = resolveTenant(request.host, deps.tenantDomains).tenant;
  } catch {
    return { ...notFound(), status: 400, body: "Bad Request: unknown host" };
  }
  const response = await deps.upstream(
    new Request(new URL(fillPath(mediaEndpoints.file.path, { name }), deps.baseUrl), {
      headers: { accept: "image/*", "fe-x-tenant": tenant },
      signal: AbortSignal.timeout(10_000),
    }),
  );
  if (response.status === 404) return notFound();
  const contentType = response.headers.get("content-type") ?? "";
  if (!response.ok || !/^image\/(png|jpeg)$/.test(contentType)) {
    await response.body?.cancel();
    return {
      status: 502,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      body: "The image could not be loaded",
    };
  }
  const body = new Uint8Array(await response.arrayBuffer());
  return {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-length": String(body.byteLength),
      "cache-control": MEDIA_CACHE_CONTROL,
      "x-content-type-options": "nosniff",
      // Served from the shop's origin, an image must never run as a document.
      "content-security-policy": "default-src 'none'; sandbox",
      etag: `"${name}"`,
    },
    body,
  };
}
