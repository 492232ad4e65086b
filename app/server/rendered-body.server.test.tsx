import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { collectRender, type RenderedBody } from "./rendered-body.server";

function Waiting({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

function page(data?: Promise<string>) {
  return (
    <main>
      <h1>Cart</h1>
      {data ? (
        <Suspense fallback={<p>Loading reviews</p>}>
          <Waiting data={data} />
        </Suspense>
      ) : null}
    </main>
  );
}

/** Renders like entry.server: collects the body once the shell is ready. */
function render(element: React.ReactElement) {
  const onEnd = vi.fn();
  const onError = vi.fn();
  const body = new Promise<RenderedBody>((resolve) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady: () => resolve(collectRender(pipe, onEnd)),
      onError,
    });
  });
  return { body, onEnd, onError };
}

async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let text = "";
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    text += decoder.decode(next.value, { stream: true });
  }
  return text;
}

describe("collectRender", () => {
  it("answers a render that needs nothing more as one complete buffer", async () => {
    const { body, onEnd } = render(page());
    const rendered = await body;
    expect(rendered.kind).toBe("complete");
    expect(rendered.kind === "complete" && new TextDecoder().decode(rendered.html)).toBe(
      "<main><h1>Cart</h1></main>",
    );
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it("keeps a large page whole, in React's order", async () => {
    const lines = Array.from({ length: 2000 }, (_, index) => `line ${index}`);
    const { body } = render(
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>,
    );
    const rendered = await body;
    if (rendered.kind !== "complete") throw new Error("expected one buffer");
    const html = new TextDecoder().decode(rendered.html);
    expect(html.length).toBeGreaterThan(20_000);
    expect(html.indexOf("line 1999")).toBeGreaterThan(html.indexOf("line 0<"));
    expect(html.endsWith("</li></ul>")).toBe(true);
  });

  it("streams a render still waiting after its turn, shell first", async () => {
    let deliver: (text: string) => void = () => {};
    const reviews = new Promise<string>((resolve) => {
      deliver = resolve;
    });
    const { body, onEnd } = render(page(reviews));
    const rendered = await body;
    if (rendered.kind !== "streaming") throw new Error("expected a stream");
    const reader = rendered.stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The shell and its fallback arrive before the data does.
    expect(first).toContain("<h1>Cart</h1>");
    expect(first).toContain("Loading reviews");
    expect(onEnd).not.toHaveBeenCalled();
    deliver("4.8 out of 5");
    const rest = await readRest(reader);
    expect(rest).toContain("4.8 out of 5");
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it("ends the response, failed, when the render breaks within its turn", async () => {
    const onEnd = vi.fn();
    const rendered = await collectRender((destination) => {
      // As React does: it listens for its destination's errors.
      destination.on("error", () => {});
      destination.write(Buffer.from("<main>"));
      destination.destroy(new Error("render failed"));
    }, onEnd);
    if (rendered.kind !== "streaming") throw new Error("expected a stream");
    await expect(readRest(rendered.stream.getReader())).rejects.toThrow("render failed");
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("stops the render when the visitor leaves while it waits", async () => {
    const never = new Promise<string>(() => {});
    const { body, onEnd, onError } = render(page(never));
    const rendered = await body;
    if (rendered.kind !== "streaming") throw new Error("expected a stream");
    await rendered.stream.cancel();
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/closed early|errored/);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
