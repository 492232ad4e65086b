import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createMarkupCache } from "~/server/markup-cache.server";
import { collectRender } from "~/server/rendered-body.server";

/** Renders `element` with the page's own renderer, as entry.server does, and returns its HTML. */
export async function renderLikeThePage(element: ReactElement): Promise<string> {
  const body = await new Promise<Awaited<ReturnType<typeof collectRender>>>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady: () => resolve(collectRender(pipe, () => undefined)),
      onShellError: reject,
    });
  });
  if (body.kind !== "complete") throw new Error("the element should render within its turn");
  return new TextDecoder().decode(body.html);
}

/** A markup cache whose renders wait until the test runs them, as they wait for the page in a process. */
export function queuedMarkupCache() {
  const queue: (() => void)[] = [];
  const cache = createMarkupCache({ schedule: (work) => queue.push(work) });
  const runQueued = () => {
    for (const work of queue.splice(0)) work();
  };
  return { cache, runQueued };
}
