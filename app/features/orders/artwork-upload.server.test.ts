import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readUploadForm } from "./artwork-upload.server";

const BOUNDARY = "presto-boundary";

function multipart(parts: { name: string; value: string; filename?: string }[], openEnded = false): string {
  const body = parts
    .map(({ name, value, filename }) => {
      const disposition = filename ? `; filename="${filename}"` : "";
      return `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"${disposition}\r\n\r\n${value}\r\n`;
    })
    .join("");
  return openEnded ? body : `${body}--${BOUNDARY}--\r\n`;
}

function request(body: BodyInit) {
  return new Request("http://shop.test/espace-client/commandes/fichiers/?id=o", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
}

describe("readUploadForm", () => {
  it("keeps the fields and streams the file to a private temporary file", async () => {
    const form = await readUploadForm(
      request(
        multipart([
          { name: "lineItemId", value: "li-1" },
          { name: "file", value: "%PDF-1.7 …", filename: "a.pdf" },
        ]),
      ),
      1024,
    );
    expect(form.fields.lineItemId).toBe("li-1");
    expect(form.file?.name).toBe("a.pdf");
    expect(readFileSync(form.file?.path ?? "", "utf8")).toBe("%PDF-1.7 …");
    await form.cleanup();
    expect(existsSync(form.file?.path ?? "")).toBe(false);
  });

  it("stops reading a chunked upload at the limit and keeps nothing", async () => {
    let pulled = 0;
    const head = new TextEncoder().encode(
      multipart([{ name: "lineItemId", value: "li-1" }], true) +
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n`,
    );
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const form = await readUploadForm(request(endless), 256 * 1024);
    expect(form.tooLarge).toBe(true);
    expect(form.file).toBeNull();
    // 256 KiB in 64 KiB chunks: a few pulls past the limit at most, never the whole stream.
    expect(pulled).toBeLessThan(12);
  });

  it("refuses a body that is not multipart", async () => {
    const refused = readUploadForm(
      new Request("http://shop.test/", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      1024,
    );
    await expect(refused).rejects.toMatchObject({ init: { status: 415 } });
  });
});
