/**
 * The JSON text of the embedded commerce API's answers (ADR 045, 058). The storefront's client parses
 * that text directly instead of reading back a body stream the same process has just filled — a quote's
 * five calls spent ~10 % of its CPU on that. An answer from elsewhere (a remote API) has none and is read
 * from its body as before; so is one whose body was already read. The storefront's requests carry their
 * body text on the in-process request itself (ADR 104).
 *
 * The text rides on the answer's own class, not in a WeakMap by answer: a WeakMap's values outlive the
 * young-generation collections of their keys, so every answer's text was promoted to the old generation
 * (ADR 113).
 */
class JsonTextResponse extends Response {
  constructor(
    readonly jsonText: string,
    body: string | null,
    init: ResponseInit,
  ) {
    super(body, init);
  }
}

/** An answer whose body is exactly `text` (`body` is that text, or null when the caller reads it beside). */
export function jsonTextResponse(text: string, body: string | null, init: ResponseInit = {}): Response {
  return new JsonTextResponse(text, body, init);
}

/** The body text of an in-process answer whose body was not read yet; undefined for any other. */
export function inProcessJsonText(message: Response): string | undefined {
  return message instanceof JsonTextResponse && !message.bodyUsed ? message.jsonText : undefined;
}
