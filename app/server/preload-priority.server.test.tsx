import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrationEntryOf, lowerModulePreloads, lowPriorityPreloads } from "./preload-priority.server";
import { collectRender, type RenderedBody } from "./rendered-body.server";

function Reviews({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

const ENTRY = { module: "/assets/entry.client-1.js", imports: ["/assets/react-dom-2.js"] };

/** A document like the root's: the module preloads rendered in the body, hoisted by React into the head. */
function documentWith(preloads: string[], title = "Cartes de visite — été") {
  return (
    <html lang="fr">
      <head>
        <title>{title}</title>
        <link rel="stylesheet" href="/assets/app.css" />
      </head>
      <body>
        <main>{title}</main>
        {preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce="n0nce" />
        ))}
      </body>
    </html>
  );
}

function renderLowered(element: React.ReactElement): Promise<RenderedBody> {
  const high = hydrationEntryOf({ entry: ENTRY });
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady: () => resolve(collectRender(pipe, () => {}, lowPriorityPreloads(high))),
      onShellError: reject,
    });
  });
}

describe("lowerModulePreloads", () => {
  const high = new Set(["/assets/entry.js"]);

  it("marks the route modules' preloads low and leaves the entry's and other links alone", () => {
    const head =
      '<link rel="modulepreload" href="/assets/entry.js" nonce="x"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="x"/>' +
      '<link rel="preload" as="image" href="/p.svg" fetchPriority="high"/>' +
      '<link rel="stylesheet" href="/assets/root.js"/>';
    expect(lowerModulePreloads(head, high)).toBe(
      '<link rel="modulepreload" href="/assets/entry.js" nonce="x"/>' +
        '<link rel="modulepreload" href="/assets/root.js" nonce="x" fetchpriority="low"/>' +
        '<link rel="preload" as="image" href="/p.svg" fetchPriority="high"/>' +
        '<link rel="stylesheet" href="/assets/root.js"/>',
    );
  });

  it("keeps a priority already given and handles tags without a self-closing slash", () => {
    expect(lowerModulePreloads('<link href="/a.js" rel="modulepreload">', high)).toBe(
      '<link href="/a.js" rel="modulepreload" fetchpriority="low">',
    );
    const given = '<link rel="modulepreload" href="/a.js" fetchPriority="high"/>';
    expect(lowerModulePreloads(given, high)).toBe(given);
  });
});

/** What the rewrite passes on for `chunks` written one by one, then ended, as one text. */
function rewritten(chunks: Buffer[]): string {
  const rewrite = lowPriorityPreloads(new Set());
  const out = chunks.map((chunk) => rewrite.write(chunk));
  out.push(rewrite.end());
  return Buffer.concat(out.filter((chunk): chunk is Buffer => chunk !== null)).toString("utf8");
}

describe("lowPriorityPreloads", () => {
  it("sends React's document with only the entry's preloads at High, in one complete body", async () => {
    const rendered = await renderLowered(
      documentWith([ENTRY.module, ...ENTRY.imports, "/assets/root-3.js", "/assets/content-page-4.js"]),
    );
    expect(rendered.kind).toBe("complete");
    const html = rendered.kind === "complete" ? new TextDecoder().decode(rendered.html) : "";
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0nce"/>',
      '<link rel="modulepreload" href="/assets/react-dom-2.js" nonce="n0nce"/>',
      '<link rel="modulepreload" href="/assets/root-3.js" nonce="n0nce" fetchpriority="low"/>',
      '<link rel="modulepreload" href="/assets/content-page-4.js" nonce="n0nce" fetchpriority="low"/>',
    ]);
    // The rest of the document (multi-byte text included) passes through unchanged.
    expect(html).toContain("<main>Cartes de visite — été</main>");
  });

  it("rewrites the head of a render that streams, and passes the rest on as it comes", async () => {
    let deliver: (text: string) => void = () => {};
    const reviews = new Promise<string>((resolve) => {
      deliver = resolve;
    });
    const rendered = await renderLowered(
      <html lang="fr">
        <head>
          <link rel="modulepreload" href="/assets/root-3.js" />
        </head>
        <body>
          <Suspense fallback={<p>Loading reviews</p>}>
            <Reviews data={reviews} />
          </Suspense>
        </body>
      </html>,
    );
    if (rendered.kind !== "streaming") throw new Error("expected a stream");
    const reader = rendered.stream.getReader();
    const decoder = new TextDecoder();
    let html = decoder.decode((await reader.read()).value, { stream: true });
    deliver("4.8 out of 5");
    for (let next = await reader.read(); !next.done; next = await reader.read())
      html += decoder.decode(next.value, { stream: true });
    expect(html).toContain('<link rel="modulepreload" href="/assets/root-3.js" fetchpriority="low"/>');
    expect(html).toContain("4.8 out of 5");
  });

  it("rewrites a head that reaches it split across writes, even inside a character", () => {
    const html = Buffer.from(
      '<head><title>é</title><link rel="modulepreload" href="/r.js"/></head><body>à</body>',
    );
    const chunks: Buffer[] = [];
    for (let at = 0; at < html.length; at += 5) chunks.push(html.subarray(at, at + 5));
    expect(rewritten(chunks)).toBe(
      '<head><title>é</title><link rel="modulepreload" href="/r.js" fetchpriority="low"/></head><body>à</body>',
    );
  });

  it("passes on a body without a head as it came", () => {
    expect(rewritten([Buffer.from('<link rel="modulepreload" href="/r.js"/>')])).toBe(
      '<link rel="modulepreload" href="/r.js"/>',
    );
  });
});
