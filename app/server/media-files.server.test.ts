import { describe, expect, it } from "vitest";
import type { UpstreamRequest } from "#contract/in-process-request";
import { answerMediaRequest, MEDIA_CACHE_CONTROL } from "./media-files.server";
import { parseTenantDomains } from "./tenant";

const tenantDomains = parseTenantDomains("localhost=fr,en.localhost=en", "localhost");
const NAME = `${"a1".repeat(16)}.png`;

function upstreamAnswering(response: () => Response) {
  const seen: UpstreamRequest[] = [];
  const upstream = async (request: UpstreamRequest) => {
    seen.push(request);
    return response();
  };
  return { seen, deps: { upstream, baseUrl: "http://api.internal", tenantDomains } };
}

describe("answerMediaRequest", () => {
  it("serves a library image of the host's shop with a year-long immutable cache", async () => {
    const { seen, deps } = upstreamAnswering(
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } }),
    );
    const answer = await answerMediaRequest({ host: "en.localhost:3000", path: `/media/${NAME}` }, deps);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe(MEDIA_CACHE_CONTROL);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.headers).not.toHaveProperty("set-cookie");
    expect(seen[0]?.url).toBe(`http://api.internal/api/v1/media/${NAME}`);
    expect(seen[0]?.headers.get("fe-x-tenant")).toBe("en");
  });

  it("answers 404 without asking the API for a name that is not a library name", async () => {
    const { seen, deps } = upstreamAnswering(() => new Response("unexpected"));
    for (const path of ["/media/../secrets.png", "/media/logo.svg", `/media/${NAME}x`, "/media/"]) {
      expect((await answerMediaRequest({ host: "localhost", path }, deps)).status).toBe(404);
    }
    expect(seen).toHaveLength(0);
  });

  it("refuses an unknown host and never passes on something that is not an image", async () => {
    const { deps } = upstreamAnswering(
      () => new Response("<script>alert(1)</script>", { headers: { "content-type": "text/html" } }),
    );
    expect((await answerMediaRequest({ host: "evil.example", path: `/media/${NAME}` }, deps)).status).toBe(
      400,
    );
    const html = await answerMediaRequest({ host: "localhost", path: `/media/${NAME}` }, deps);
    expect(html.status).toBe(502);
    expect(html.headers["cache-control"]).toBe("no-store");
  });

  it("answers 404 for an image the library does not have", async () => {
    const { deps } = upstreamAnswering(() => new Response("{}", { status: 404 }));
    const answer = await answerMediaRequest({ host: "localhost", path: `/media/${NAME}` }, deps);
    expect(answer.status).toBe(404);
  });
});
