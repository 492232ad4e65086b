/**
 * The JSON text of bodies made in this process, by message: the embedded commerce API's answers
 * (ADR 045) and the storefront's requests to it (ADR 058). The reader parses that text directly
 * instead of reading back a body stream the same process has just filled — a quote's five calls spent
 * ~10 % of its CPU on that. A message from elsewhere (a remote API, a browser) is not here and is read
 * from its body as before; so is one whose body was already read.
 */
const texts = new WeakMap<Request | Response, string>();

/** Marks `message` as carrying exactly `text` as its body. */
export function withJsonText<M extends Request | Response>(message: M, text: string): M {
  texts.set(message, text);
  return message;
}

/** The body text of an in-process message whose body was not read yet; undefined for any other. */
export function inProcessJsonText(message: Request | Response): string | undefined {
  return message.bodyUsed ? undefined : texts.get(message);
}

/**
 * Requests whose caller reads the answer's text beside it (the storefront's API client): the
 * embedded API answers them without a body, so no body stream is made that nobody reads. Anything
 * else (the browser API proxy, a test, a remote caller) gets the body as before.
 */
const answeredBeside = new WeakSet<Request>();

/** Marks `request` as one whose caller reads only the text beside the answer. */
export function askAnswerBeside(request: Request): Request {
  answeredBeside.add(request);
  return request;
}

export function wantsAnswerBeside(request: Request): boolean {
  return answeredBeside.has(request);
}
