import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

/** Passes a body's bytes on, possibly changed: `write` per chunk, `end` once after the last one. */
export interface BodyRewrite {
  write(chunk: Buffer): Buffer | null;
  end(): Buffer | null;
}

/** A render's HTML: all of it when it was done within its first turn, else a stream of it. */
export type RenderedBody =
  | { kind: "complete"; html: Uint8Array<ArrayBuffer> }
  | { kind: "streaming"; stream: ReadableStream<Uint8Array> };

/**
 * Collects what React writes into `pipe`'s destination (ADR 055). A render that needs no more than the
 * current event-loop turn — every page whose data is all there — is answered as one buffer: one
 * socket write, a Content-Length and one compression flush instead of a web stream carrying React's
 * 2 KB chunks one by one. A render still waiting after this turn (deferred data, a slow island)
 * streams from then on, starting with what it has written so far, so the shell is never held back
 * longer than the turn. `onEnd` runs once when React has written its last byte. `rewrite` (the
 * head's preload priorities) sees every byte on the way, in the sink itself rather than as a stream
 * in front of it.
 */
export function collectRender(
  pipe: (destination: Writable) => void,
  onEnd: () => void,
  rewrite: BodyRewrite = UNCHANGED,
): Promise<RenderedBody> {
  return new Promise((resolve) => {
    let kept: Buffer[] | null = [];
    let streaming: PassThrough | null = null;
    const pass = (chunk: Buffer | null, callback: () => void) => {
      if (chunk && streaming) return void streaming.write(chunk, callback);
      if (chunk) kept?.push(chunk);
      callback();
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        pass(rewrite.write(chunk), callback);
      },
      final(callback) {
        onEnd();
        const rest = rewrite.end();
        if (streaming) {
          const stream = streaming;
          pass(rest, () => stream.end(callback));
          return;
        }
        if (rest) kept?.push(rest);
        // Buffer.concat allocates (never a SharedArrayBuffer), which Response's body type asks for.
        const html = Buffer.concat(kept ?? []) as Uint8Array<ArrayBuffer>;
        kept = null;
        resolve({ kind: "complete", html });
        callback();
      },
      destroy(error, callback) {
        // Destroyed within the turn (React failed after its shell): fail the stream of what there
        // is, so the visitor's response ends as it did before rather than waiting forever.
        const stream = streaming ?? (kept ? startStreaming() : null);
        stream?.destroy(error ?? undefined);
        callback(error);
      },
    });
    const startStreaming = () => {
      const stream = new PassThrough();
      // The visitor left: React hears it through the sink, as it did from its own destination.
      stream.on("close", () => sink.destroy());
      for (const chunk of kept ?? []) stream.write(chunk);
      kept = null;
      streaming = stream;
      resolve({ kind: "streaming", stream: createReadableStreamFromReadable(stream) });
      return stream;
    };
    pipe(sink);
    setImmediate(() => {
      if (kept) startStreaming();
    });
  });
}

const UNCHANGED: BodyRewrite = { write: (chunk) => chunk, end: () => null };

/** The page's bytes ride on the response's own class, as in-process answers do (ADR 113), not in a WeakMap. */
class CompleteResponse extends Response {
  constructor(
    readonly html: Uint8Array<ArrayBuffer>,
    init: ResponseInit,
  ) {
    super(html, init);
  }
}

/**
 * A response whose body is `html`, all of it already in memory: the server's handler
 * (server/express-handler.ts) sends that buffer as it is instead of reading it back out of the
 * response's web stream (ADR 108).
 */
export function completeResponse(html: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  return new CompleteResponse(html, init);
}

/**
 * The body of a response made by `completeResponse`, unless something read its stream in the
 * meantime; undefined for any other response (a middleware that changes a body makes a new one).
 */
export function completeBodyOf(response: Response): Uint8Array | undefined {
  return response instanceof CompleteResponse && !response.bodyUsed ? response.html : undefined;
}
