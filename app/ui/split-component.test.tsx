import { renderToStaticMarkup } from "react-dom/server";
import { renderToReadableStream } from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import { splitComponent } from "./split-component";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

async function streamed(element: React.ReactElement) {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe("splitComponent", () => {
  it("loads its code once, on the first render or preload", async () => {
    let loads = 0;
    const Split = splitComponent(async () => {
      loads += 1;
      return Greeting;
    });
    expect(loads).toBe(0);
    await Promise.all([Split.preload(), Split.preload()]);
    expect(loads).toBe(1);
    // Once in, a static render (a loader awaited it) needs no second pass.
    expect(renderToStaticMarkup(<Split name="Jeanne" />)).toBe("<p>Hello Jeanne</p>");
    expect(loads).toBe(1);
  });

  it("suspends until its code is in when nobody preloaded it", async () => {
    const Split = splitComponent(async () => Greeting);
    expect(await streamed(<Split name="Ada" />)).toMatch(/<p>Hello (<!-- -->)?Ada<\/p>/);
  });

  it("asks for the code again after a failed load (a deploy, a lost connection)", async () => {
    let attempts = 0;
    const Split = splitComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk failed");
      return Greeting;
    });
    await expect(Split.preload()).rejects.toThrow("chunk failed");
    await Split.preload();
    expect(attempts).toBe(2);
    expect(renderToStaticMarkup(<Split name="Léa" />)).toContain("Léa");
  });
});
