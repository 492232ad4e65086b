import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FORM_MAX_BYTES, parseForm, readForm, withoutControlCharacters } from "./form.server";

function post(body: BodyInit | null, headers: Record<string, string>) {
  return new Request("http://shop.test/connexion/", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
}

async function statusOf(work: Promise<unknown>): Promise<number | "ok"> {
  try {
    await work;
    return "ok";
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

const URLENCODED = { "content-type": "application/x-www-form-urlencoded" };

describe("readForm", () => {
  it("reads urlencoded and multipart fields", async () => {
    const form = await readForm(post("email=a%40b.c&password=x+y", URLENCODED));
    expect(Object.fromEntries(form)).toEqual({ email: "a@b.c", password: "x y" });
    const multipart = new FormData();
    multipart.set("intent", "add");
    const fromMultipart = await readForm(
      new Request("http://shop.test/", { method: "POST", body: multipart }),
    );
    expect(fromMultipart.get("intent")).toBe("add");
  });

  it("answers 415 to JSON, text and bodies without a type", async () => {
    expect(await statusOf(readForm(post("{}", { "content-type": "application/json" })))).toBe(415);
    expect(await statusOf(readForm(post("a=b", { "content-type": "text/plain" })))).toBe(415);
    expect(await statusOf(readForm(post("a=b", {})))).toBe(415);
  });

  it("answers 413 past the limit, declared or not, without reading the rest", async () => {
    const huge = `a=${"x".repeat(FORM_MAX_BYTES + 10)}`;
    expect(await statusOf(readForm(post(huge, URLENCODED)))).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`a=${"x".repeat(64 * 1024)}&`));
      },
    });
    expect(await statusOf(readForm(post(endless, URLENCODED)))).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it("answers 400 to a cut-off multipart body", async () => {
    const cut = '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\nvalue';
    expect(await statusOf(readForm(post(cut, { "content-type": "multipart/form-data; boundary=b" })))).toBe(
      400,
    );
  });

  it("answers 400 at once to broken percent escapes, which used to leave the request hanging", async () => {
    for (const body of ["email=%zz", "%%%", "a%zz=1", "x=%g0"]) {
      expect(await statusOf(readForm(post(body, URLENCODED))), body).toBe(400);
    }
  });

  it("answers 400 to a charset other than UTF-8 and to multipart without a boundary", async () => {
    const utf16 = { "content-type": "application/x-www-form-urlencoded; charset=utf-16" };
    expect(await statusOf(readForm(post("email=a&password=bbbb", utf16)))).toBe(400);
    const utf8 = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
    expect(await statusOf(readForm(post("email=a", utf8)))).toBe("ok");
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; x"]) {
      expect(await statusOf(readForm(post("x", { "content-type": type }))), type).toBe(400);
    }
  });

  it("drops control and bidi-override characters from every field", async () => {
    const form = await readForm(
      post(`name=${encodeURIComponent("Ali\u0000ce\u202Egnp.exe")}&notes=a%0Ab`, URLENCODED),
    );
    expect(form.get("name")).toBe("Alicegnp.exe");
    expect(form.get("notes")).toBe("a\nb");
    expect(withoutControlCharacters("\u2066x\u2069\t")).toBe("x\t");
  });
});

describe("parseForm", () => {
  const schema = z.object({ email: z.email({ error: "error.emailInvalid" }), age: z.coerce.number().int() });

  it("answers the data when the form is valid", async () => {
    const parsed = await parseForm(post("email=a%40b.co&age=42", URLENCODED), schema);
    expect(parsed).toMatchObject({ ok: true, data: { email: "a@b.co", age: 42 } });
  });

  it("answers the first error per field and what was typed", async () => {
    const parsed = await parseForm(post("email=nope&age=x", URLENCODED), schema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.email).toBe("error.emailInvalid");
    expect(parsed.errors.age).toBeDefined();
    expect(parsed.values).toEqual({ email: "nope", age: "x" });
  });
});
