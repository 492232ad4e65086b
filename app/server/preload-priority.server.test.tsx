import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrationEntryOf, lowerModulePreloads, withLowPriorityPreloads } from "./preload-priority.server";
import { collectRender, type RenderedBody } from "./rendered-body.server";

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
      onShellReady: () =>
        resolve(
          collectRender(
            (destination) => pipe(withLowPriorityPreloads(destination, high)),
            () => {},
          ),
        ),
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

/** A destination that keeps what it is given; `written()` resolves to all of it once it is ended. */
function collectingSink() {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const finished = new Promise((resolve) => sink.on("finish", resolve));
  const written = () => finished.then(() => Buffer.concat(chunks).toString("utf8"));
  return { sink, written };
}

describe("withLowPriorityPreloads", () => {
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

  it("rewrites a head that reaches it split across writes, even inside a character", async () => {
    const { sink, written } = collectingSink();
    const stream = withLowPriorityPreloads(sink, new Set());
    const html = Buffer.from(
      '<head><title>é</title><link rel="modulepreload" href="/r.js"/></head><body>à</body>',
    );
    for (let at = 0; at < html.length; at += 5) stream.write(html.subarray(at, at + 5));
    stream.end();
    expect(await written()).toBe(
      '<head><title>é</title><link rel="modulepreload" href="/r.js" fetchpriority="low"/></head><body>à</body>',
    );
  });

  it("passes on a body without a head as it came", async () => {
    const { sink, written } = collectingSink();
    withLowPriorityPreloads(sink, new Set()).end(Buffer.from('<link rel="modulepreload" href="/r.js"/>'));
    expect(await written()).toBe('<link rel="modulepreload" href="/r.js"/>');
  });
});
