import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

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
 * longer than the turn. `onEnd` runs once when React has written its last byte.
 */
export function collectRender(
  pipe: (destination: Writable) => void,
  onEnd: () => void,
): Promise<RenderedBody> {
  return new Promise((resolve) => {
    let kept: Buffer[] | null = [];
    let streaming: PassThrough | null = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (streaming) streaming.write(chunk, callback);
        else {
          kept?.push(chunk);
          callback();
        }
      },
      final(callback) {
        onEnd();
        if (streaming) {
          streaming.end(callback);
          return;
        }
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
