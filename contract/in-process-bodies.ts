/**
 * The JSON text of the embedded commerce API's answers, by message (ADR 045, 058). The storefront's
 * client parses that text directly instead of reading back a body stream the same process has just
 * filled — a quote's five calls spent ~10 % of its CPU on that. An answer from elsewhere (a remote
 * API) is not here and is read from its body as before; so is one whose body was already read. The
 * storefront's requests carry their body text on the in-process request itself (ADR 104).
 */
const texts = new WeakMap<Response, string>();

/** Marks `message` as carrying exactly `text` as its body. */
export function withJsonText(message: Response, text: string): Response {
  texts.set(message, text);
  return message;
}

/** The body text of an in-process answer whose body was not read yet; undefined for any other. */
export function inProcessJsonText(message: Response): string | undefined {
  return message.bodyUsed ? undefined : texts.get(message);
}
