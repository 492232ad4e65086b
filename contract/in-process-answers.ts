/**
 * The JSON text of the answers the embedded commerce API made in this process, by Response. The
 * storefront's API client parses that text directly instead of reading the body stream back, which a
 * quote (five calls) spent ~10 % of its server CPU on (ADR 045). Answers from a remote API, or any
 * Response made elsewhere, are not here and are read from the body as before.
 */
const texts = new WeakMap<Response, string>();

/** Marks `response` as carrying exactly `text` as its body (the embedded API's envelopes). */
export function withJsonText(response: Response, text: string): Response {
  texts.set(response, text);
  return response;
}

/** The body text of an in-process answer whose body was not read yet; undefined for any other. */
export function inProcessJsonText(response: Response): string | undefined {
  return response.bodyUsed ? undefined : texts.get(response);
}
