import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * Lingering close (issue 35 §6), as web servers do it: a request refused before its body was read
 * (413, 403, 415…) is answered with `Connection: close`, and Node then closes the socket while the
 * client is still sending. Closing a socket with unread data sends a reset, and a client that
 * gets it while writing (a browser uploading 60 MB, Node's own fetch) reports a broken connection
 * and never shows the answer. So the socket only half-closes after the answer (FIN: the client can
 * read all of it), the rest of the body is read and dropped, and the socket is closed when the
 * client is done, stays silent for LINGER_IDLE_MS, or after LINGER_MAX_MS at most.
 */
export const LINGER_MAX_MS = 10_000;
export const LINGER_IDLE_MS = 2_000;

const lingering = new WeakSet<Socket>();

export function lingerBeforeClosing(request: IncomingMessage, socket: Socket = request.socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    const close = () => this.destroy();
    if (this.writable) this.end();
    // What the client still sends goes to the request's parser, which drops it once the answer is out.
    request.resume();
    const deadline = setTimeout(close, LINGER_MAX_MS);
    deadline.unref();
    this.setTimeout(LINGER_IDLE_MS, close);
    this.once("end", close);
    this.once("close", () => clearTimeout(deadline));
  };
}

/**
 * The app stops reading a body it refuses (a print file past its limit, a form that can't be
 * parsed): React Router's body stream then destroys the request, which destroys the socket at once
 * and the client gets a reset instead of the answer. While the connection is still open, stopping
 * instead drops the rest of the body as it comes, and the answer closes the connection with a
 * lingering close. A connection that is already going (the client left) is destroyed as before.
 */
export function discardInsteadOfDestroying(request: IncomingMessage): void {
  const destroy = request.destroy.bind(request);
  request.destroy = function discardRestOfBody(this: IncomingMessage, error?: Error) {
    const socket = this.socket;
    if (this.complete || !socket || socket.destroyed || !socket.readable) return destroy(error);
    this.removeAllListeners("data");
    this.resume();
    lingerBeforeClosing(this, socket);
    return this;
  };
}
