import type { Readable } from "node:stream";

/**
 * Where the API keeps files (issue 37 §1, ADR 071): print files, quote attachments, design pictures,
 * the PDFs printed from online designs and the media library. One interface, two places: the data
 * directory (the default, one host) or an S3-compatible bucket (`S3_BUCKET`, any number of hosts).
 * Keys are the same relative paths in both ("artwork/<order>/<file>", "media/<shop>/<file>"), so the
 * disk layout of existing installs is unchanged and a copy of DATA_DIR is a copy of the bucket.
 */
export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStore {
  /** "disk" or "s3": what the backup and the logs say is covered. */
  readonly kind: "disk" | "s3";
  /** Stores the file whole or not at all: a reader never sees half of one. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** The file as a stream with its size, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; one already gone is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Resolves when the store can serve (the bucket answers); the disk always can. */
  ping(signal?: AbortSignal): Promise<void>;
}

/** The keys of each kind of file, in one place so both stores and every route agree. */
export const fileKeys = {
  artwork: (orderId: string, storedName: string) => `artwork/${orderId}/${storedName}`,
  designImage: (storedName: string) => `artwork/design-images/${storedName}`,
  quoteAttachment: (quoteId: string, storedName: string) => `artwork/quotes/${quoteId}/${storedName}`,
  media: (tenantKey: string, name: string) => `media/${tenantKey}/${name}`,
};

/** A key is a relative path of plain segments: nothing a caller builds may climb out of its root. */
export function isSafeKey(key: string): boolean {
  const segments = key.split("/");
  return (
    segments.length >= 2 && segments.every((segment) => /^[\w.-]+$/.test(segment) && !/^\.+$/.test(segment))
  );
}

/** The whole file, for the few readers that need bytes (the PDF renderer); null when there is none. */
export async function readStoredBytes(files: FileStore, key: string): Promise<Uint8Array | null> {
  const stored = await files.get(key).catch(() => null);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored file as a Response body that streams: a print file is never held whole to be sent. */
export function responseBody(stored: StoredFile): ReadableStream<Uint8Array> {
  return toWebStream(stored.body);
}

function toWebStream(body: Readable): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        // Back-pressure: wait for the reader before reading more from the disk or the bucket.
        if ((controller.desiredSize ?? 1) <= 0) body.pause();
      });
      body.on("end", () => controller.close());
      body.on("error", (error) => controller.error(error));
    },
    pull() {
      body.resume();
    },
    cancel() {
      body.destroy();
    },
  });
}
