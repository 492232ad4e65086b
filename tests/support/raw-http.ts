import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A raw answer: headers and the body's bytes as sent, not decoded (fetch and Playwright's client decode
 * a compressed body and hide which bytes were sent). `acceptEncoding` undefined sends no such header.
 */
export function fetchRaw(
  url: string,
  method: string,
  acceptEncoding?: string,
  more: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? more : { ...more, "Accept-Encoding": acceptEncoding };
    httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}
