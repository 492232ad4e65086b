import { request as httpRequest } from "node:http";
import type { BrowserContext, Cookie } from "@playwright/test";

/**
 * Test data over HTTP in either shop, with a browser context's own cookie jar. Node's resolver doesn't
 * know *.localhost (browsers do), so Playwright's request context can't reach en.localhost: these
 * requests go to 127.0.0.1 with the shop's address as Host, send the context's cookies for that
 * address, and store what the answer sets back into the context, as the browser would have. A test can
 * then seed an English customer (a sign-in, an address) with the form posts the screens make, and open
 * the screens it checks already signed in. Redirects are not followed: the 303 is the action's answer.
 */
export interface SeedAnswer {
  status: number;
  /** The Location header ("" without one). */
  location: string;
  text: string;
}

/** A GET of `url` (any shop on this machine), with and into `context`'s cookies. */
export function seedGet(context: BrowserContext, url: string): Promise<SeedAnswer> {
  return seedRequest(context, url, "GET");
}

/** A form post to `url`, as the screen's `<Form>` posts it (urlencoded), with and into `context`'s cookies. */
export function seedPost(
  context: BrowserContext,
  url: string,
  form: Record<string, string>,
): Promise<SeedAnswer> {
  return seedRequest(context, url, "POST", new URLSearchParams(form).toString());
}

async function seedRequest(
  context: BrowserContext,
  url: string,
  method: "GET" | "POST",
  body?: string,
): Promise<SeedAnswer> {
  const target = new URL(url);
  const cookies = await context.cookies(target.toString());
  const headers: Record<string, string> = { Host: target.host, Accept: "text/html" };
  if (cookies.length > 0) headers.Cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  if (body !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(body));
  }
  const answer = await new Promise<{ status: number; setCookies: string[]; location: string; text: string }>(
    (resolve, reject) => {
      const sent = httpRequest(
        {
          host: "127.0.0.1",
          port: target.port || 80,
          path: `${target.pathname}${target.search}`,
          method,
          headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              setCookies: response.headers["set-cookie"] ?? [],
              location: response.headers.location ?? "",
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      sent.on("error", reject);
      sent.end(body);
    },
  );
  await storeCookies(context, target, answer.setCookies);
  return { status: answer.status, location: answer.location, text: answer.text };
}

/** Set-Cookie lines into the context: host-only for the shop's host, removed when already expired. */
async function storeCookies(context: BrowserContext, target: URL, lines: string[]) {
  for (const line of lines) {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const equals = pair.indexOf("=");
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    const attribute = (key: string) =>
      attributes
        .find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))
        ?.slice(key.length + 1);
    const flag = (key: string) => attributes.some((part) => part.toLowerCase() === key.toLowerCase());
    const domain = attribute("Domain") ? `.${attribute("Domain")?.replace(/^\./, "")}` : target.hostname;
    const path = attribute("Path") ?? "/";
    const maxAge = attribute("Max-Age");
    const expiresAt = attribute("Expires");
    const expires =
      maxAge !== undefined
        ? Date.now() / 1000 + Number(maxAge)
        : expiresAt !== undefined
          ? Date.parse(expiresAt) / 1000
          : -1;
    if (expires !== -1 && expires <= Date.now() / 1000) {
      await context.clearCookies({ name, domain, path });
      continue;
    }
    const sameSite = (attribute("SameSite") ?? "Lax").toLowerCase();
    const cookie: Cookie = {
      name,
      value,
      domain,
      path,
      expires,
      httpOnly: flag("HttpOnly"),
      secure: flag("Secure"),
      sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
    };
    await context.addCookies([cookie]);
  }
}
