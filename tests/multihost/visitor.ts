/**
 * One browser, as the multi-host suite needs it: a cookie jar shared by every origin on localhost
 * (cookies ignore the port, so host A, host B and the balancer see the same cookies, as a browser
 * behind a balancer would), JS-off form posts, redirects left to the caller.
 */
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";

export interface Answer {
  status: number;
  location: string | null;
  text: string;
}

export class Visitor {
  readonly jar = new Map<string, string>();

  constructor(
    /** The client address the hosts see (X-Forwarded-For; they run with TRUST_PROXY, ADR 019). */
    private readonly clientIp?: string,
  ) {}

  cookie(extra: Record<string, string> = {}): string {
    return [...this.jar, ...Object.entries(extra)].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A second browser holding this one's cookies now (two tabs of one session, each on its own host). */
  copy(): Visitor {
    const twin = new Visitor(this.clientIp);
    for (const [name, value] of this.jar) twin.jar.set(name, value);
    return twin;
  }

  get(origin: string, path: string, cookies: Record<string, string> = {}): Promise<Answer> {
    return this.send(origin, path, { method: "GET" }, cookies);
  }

  post(origin: string, path: string, form: Record<string, string>, cookies: Record<string, string> = {}) {
    const body = new URLSearchParams(form);
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    return this.send(origin, path, { method: "POST", body, headers }, cookies);
  }

  /** A multipart form (a print file): fetch writes the boundary. */
  postMultipart(origin: string, path: string, form: FormData): Promise<Answer> {
    return this.send(origin, path, { method: "POST", body: form });
  }

  /** The body as bytes and its type (a download). */
  async download(origin: string, path: string): Promise<{ status: number; type: string; bytes: Buffer }> {
    const response = await fetch(`${origin}${path}`, {
      headers: { "user-agent": USER_AGENT, cookie: this.cookie() },
      // The shop's own path rules (a trailing slash) may redirect once, on the same origin.
      redirect: "follow",
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get("content-type") ?? "", bytes };
  }

  postJson(origin: string, path: string, json: unknown): Promise<Answer> {
    const headers = { "content-type": "application/json" };
    return this.send(origin, path, { method: "POST", body: JSON.stringify(json), headers });
  }

  private async send(
    origin: string,
    path: string,
    init: { method: string; body?: BodyInit; headers?: Record<string, string> },
    cookies: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      redirect: "manual",
      headers: {
        "user-agent": USER_AGENT,
        accept: "text/html,application/json",
        origin,
        cookie: this.cookie(cookies),
        ...(this.clientIp ? { "x-forwarded-for": this.clientIp } : {}),
        ...init.headers,
      },
    });
    this.keep(response);
    return {
      status: response.status,
      location: response.headers.get("location"),
      text: await response.text(),
    };
  }

  private keep(response: Response): void {
    for (const set of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = set.split(";");
      const [name = "", ...value] = pair.split("=");
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.jar.delete(name.trim());
      else this.jar.set(name.trim(), value.join("="));
    }
  }
}
