import { crc32, deflateSync } from "node:zlib";
import { jpegFile, pdfFile, pngFile, tiffFile } from "../artwork/artwork.fixtures";

/**
 * Decompression bombs for the tests (issue 35 §1): tiny files whose headers are valid and declare
 * far more pixels or pages than any upload may have. Each passes the structural decoders of
 * artwork.decode.ts, as today's upload paths did, so only the budget can refuse them.
 */

export const BOMB_SIDE = 60_000;

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/** An 8-bit RGB PNG declaring side × side pixels (10.8 GB decoded) with a few rows of deflated data. */
export function pngBomb(side = BOMB_SIDE): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const someRows = Buffer.alloc((1 + side * 3) * 4);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(someRows, { level: 9 })),
      pngChunk("IEND", new Uint8Array()),
    ]),
  );
}

/** An 8 × 8 JPEG whose frame header is rewritten to declare side × side. */
export function jpegBomb(side = BOMB_SIDE): Uint8Array<ArrayBuffer> {
  const bytes = jpegFile(8, 8);
  const view = new DataView(bytes.buffer);
  for (let at = 2; at < bytes.length - 9; at++) {
    if (bytes[at] === 0xff && bytes[at + 1] === 0xc0) {
      view.setUint16(at + 5, side);
      view.setUint16(at + 7, side);
      return bytes;
    }
  }
  throw new Error("no SOF0 in the JPEG fixture");
}

/** An 8 × 8 TIFF (LONG sizes) whose first directory is rewritten to declare side × side. */
export function tiffBomb(side = BOMB_SIDE): Uint8Array<ArrayBuffer> {
  const bytes = tiffFile(8, 8, { longSizes: true });
  const view = new DataView(bytes.buffer);
  view.setUint32(10 + 8, side, true); // ImageWidth, the first entry
  view.setUint32(22 + 8, side, true); // ImageLength, the second
  return bytes;
}

/** A valid small first page, then a second directory declaring side × side. */
export function tiffSecondPageBomb(side = BOMB_SIDE): Uint8Array<ArrayBuffer> {
  const first = tiffFile(8, 8, { longSizes: true });
  const view = new DataView(first.buffer);
  const entries = view.getUint16(8, true);
  const nextPointer = 10 + entries * 12;
  const second = Buffer.alloc(2 + 2 * 12 + 4);
  second.writeUInt16LE(2, 0);
  [256, 257].forEach((tag, index) => {
    second.writeUInt16LE(tag, 2 + index * 12);
    second.writeUInt16LE(4, 4 + index * 12);
    second.writeUInt32LE(1, 6 + index * 12);
    second.writeUInt32LE(side, 10 + index * 12);
  });
  view.setUint32(nextPointer, first.length, true);
  return new Uint8Array(Buffer.concat([first, second]));
}

export const svgBomb = (side = 1_000_000) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`,
  );

/** A one-page PDF whose page tree claims `pages` pages. */
export function pdfPageCountBomb(pages = 50_000_000): Uint8Array<ArrayBuffer> {
  const text = Buffer.from(pdfFile()).toString("latin1").replace("/Count 1", `/Count ${pages}`);
  return new Uint8Array(Buffer.from(text, "latin1"));
}

/** A PDF page 200 inches square (PDF's own limit) blown up 75 000 times by /UserUnit. */
export const pdfPageSizeBomb = () => pdfFile({ mediaBox: "0 0 14400 14400] /UserUnit 75000 /X [0" });

/**
 * A PDF whose page tree sits in a Flate-compressed object stream (PDF 1.5), as most PDF writers
 * now save them: the reader must look inside to find the count.
 */
export function pdfWithObjectStream(pages: number): Uint8Array<ArrayBuffer> {
  const objects = `2 0 << /Type /Pages /Kids [3 0 R] /Count ${pages} >>`;
  const compressed = deflateSync(Buffer.from(objects, "latin1"));
  const body = Buffer.concat([
    Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", "latin1"),
    Buffer.from(
      `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
      "latin1",
    ),
    compressed,
    Buffer.from(
      "\nendstream\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n",
      "latin1",
    ),
    Buffer.from("trailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1"),
  ]);
  return new Uint8Array(body);
}

/** A real PNG with an HTML document after its IEND: a browser sniffing it could run the HTML. */
export function pngWithHtmlTrailer(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(pngFile(64, 64)),
      Buffer.from("<html><script>alert(document.domain)</script>"),
    ]),
  );
}

export const svgWithScript = () =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" onload="alert(1)"><script>alert(2)</script><rect width="120" height="60" fill="#c00" onclick="alert(3)"/><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
  );
