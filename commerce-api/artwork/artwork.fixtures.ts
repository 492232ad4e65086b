import { crc32, deflateSync } from "node:zlib";

/**
 * Real, tiny print files for the tests (unit and integration): each one decodes in an ordinary viewer,
 * so the tests prove the decoders accept genuine files and not just our idea of a header. All images
 * are a single flat colour, which keeps even a 2000 × 3000 pixel file a few kilobytes.
 */

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/**
 * A 1-bit greyscale PNG: signature, IHDR, one deflated IDAT (filter byte 0 + zero bits per row), IEND;
 * with `dpi`, a pHYs chunk declaring it (in pixels per metre, as PNG stores it).
 */
export function pngFile(
  width: number,
  height: number,
  { dpi }: { dpi?: number } = {},
): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      ...(dpi ? [pngChunk("pHYs", physData(dpi))] : []),
      pngChunk("IDAT", deflateSync(rows)),
      pngChunk("IEND", new Uint8Array()),
    ]),
  );
}

function physData(dpi: number): Uint8Array {
  const data = Buffer.alloc(9);
  const perMetre = Math.round(dpi / 0.0254);
  data.writeUInt32BE(perMetre, 0);
  data.writeUInt32BE(perMetre, 4);
  data[8] = 1; // unit: metre
  return data;
}

const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

/**
 * A baseline greyscale JPEG in mid grey: both Huffman tables hold one 1-bit code (DC difference 0,
 * AC end-of-block), so every 8 × 8 block is the two bits "00" and the scan is all zero bytes.
 */
export function jpegFile(
  width: number,
  height: number,
  { dpi }: { dpi?: number } = {},
): Uint8Array<ArrayBuffer> {
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0x00];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((blocks * 2) / 8));
  const paddingBits = scan.length * 8 - blocks * 2;
  // The last byte is padded with 1-bits, as the standard asks; it can't become FF (its first bits are 0).
  if (paddingBits > 0) scan[scan.length - 1] = (1 << paddingBits) - 1;
  return new Uint8Array([
    0xff,
    0xd8,
    // JFIF APP0: units 1 (dots per inch) with `dpi`, else 0 (an aspect ratio only).
    ...segment(0xe0, [
      0x4a,
      0x46,
      0x49,
      0x46,
      0x00,
      1,
      1,
      dpi ? 1 : 0,
      ...(dpi ? [dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff] : [0, 1, 0, 1]),
      0,
      0,
    ]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0)),
    ...segment(0xc4, oneCodeTable(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}

/** PackBits for one row of zero bytes: runs of 2–128 repeats as "(1 - n) then the byte", a lone byte literally. */
const packedZeroRow = (length: number) => {
  const out: number[] = [];
  for (let left = length; left > 0; left -= 128) {
    const run = Math.min(left, 128);
    out.push(run === 1 ? 0 : 257 - run, 0);
  }
  return out;
};

/** A bilevel TIFF (white, PackBits, one strip) in either byte order, with SHORT or LONG sizes. */
export function tiffFile(
  width: number,
  height: number,
  {
    bigEndian = false,
    longSizes = false,
    dpi,
  }: { bigEndian?: boolean; longSizes?: boolean; dpi?: number } = {},
): Uint8Array<ArrayBuffer> {
  const strip = Array.from({ length: height }, () => packedZeroRow(Math.ceil(width / 8))).flat();
  const entries: [tag: number, type: number, value: number][] = [
    [256, longSizes ? 4 : 3, width],
    [257, longSizes ? 4 : 3, height],
    [258, 3, 1], // BitsPerSample
    [259, 3, 32773], // Compression: PackBits
    [262, 3, 0], // Photometric: WhiteIsZero
    [273, 4, 0], // StripOffsets, filled in below
    [278, 4, height], // RowsPerStrip
    [279, 4, strip.length], // StripByteCounts
    // XResolution: a RATIONAL stored after the IFD (its offset filled in below); ResolutionUnit: inch.
    ...(dpi
      ? ([
          [282, 5, 0],
          [296, 3, 2],
        ] as [number, number, number][])
      : []),
  ];
  const ifdLength = 2 + entries.length * 12 + 4;
  const rationalAt = 8 + ifdLength;
  const rationalLength = dpi ? 8 : 0;
  const file = Buffer.alloc(8 + ifdLength + rationalLength + strip.length);
  const u16 = (value: number, at: number) =>
    bigEndian ? file.writeUInt16BE(value, at) : file.writeUInt16LE(value, at);
  const u32 = (value: number, at: number) =>
    bigEndian ? file.writeUInt32BE(value, at) : file.writeUInt32LE(value, at);
  file.write(bigEndian ? "MM" : "II", 0, "latin1");
  u16(42, 2);
  u32(8, 4);
  u16(entries.length, 8);
  entries.forEach(([tag, type, value], index) => {
    const at = 10 + index * 12;
    u16(tag, at);
    u16(type, at + 2);
    u32(1, at + 4);
    if (type === 3) u16(value, at + 8);
    else if (tag === 282) u32(rationalAt, at + 8);
    else u32(tag === 273 ? rationalAt + rationalLength : value, at + 8);
  });
  if (dpi) {
    u32(dpi, rationalAt);
    u32(1, rationalAt + 4);
  }
  file.set(strip, rationalAt + rationalLength);
  return new Uint8Array(file);
}

/**
 * A one-page PDF with a correct cross-reference table and trailer; the page is 252 × 144 pt unless
 * told. `paddingBytes` adds an unused stream of that many bytes, for a large file that is still valid.
 */
export function pdfFile({
  mediaBox = "0 0 252 144",
  paddingBytes = 0,
}: {
  mediaBox?: string;
  paddingBytes?: number;
} = {}): Uint8Array<ArrayBuffer> {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] >>`,
    ...(paddingBytes > 0
      ? [`<< /Length ${paddingBytes} >>\nstream\n${"x".repeat(paddingBytes)}\nendstream`]
      : []),
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
