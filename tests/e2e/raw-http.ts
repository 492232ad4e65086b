import { connect } from "node:net";

/**
 * Requests no HTTP client library will send as written (an HTTP/1.0 request line without Host, an
 * absolute URL as target, a path with raw dot segments), over a plain socket to the e2e server.
 * The answer is read until the server closes or `timeoutMs` passes; `status` 0 means no answer.
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const port = Number(process.env.E2E_PORT ?? 3100);

export function rawRequest(text: string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const done = () => resolve(parseAnswer(Buffer.concat(chunks).toString("latin1")));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", done);
    socket.on("error", () => undefined);
  });
}

function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return { status: 0, headers: {}, body: "" };
  const [statusLine = "", ...lines] = raw.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: raw.slice(end + 4) };
}
