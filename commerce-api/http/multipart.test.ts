import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { readMultipartUpload } from "./multipart";

const options = {
  maxFileBytes: 1024,
  tooLarge: () => new HttpError(413, "THING_TOO_LARGE", "too large"),
  requiredMessage: "Send it as multipart/form-data",
};

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://api.test/upload", { method: "POST", body, headers });
}

function form(file: Uint8Array | null, fields: Record<string, string> = {}, fileName = "été.png") {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.set("file", new File([Buffer.from(file)], fileName));
  return data;
}

async function refusal(request: Request) {
  const error = await readMultipartUpload(request, options).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, code: (error as HttpError).code };
}

describe("readMultipartUpload", () => {
  it("gives the fields and the file's bytes and UTF-8 name", async () => {
    const bytes = new Uint8Array(1024).map((_, index) => index % 251);
    const upload = await readMultipartUpload(post(form(bytes, { orderId: "o-1", setIndex: "2" })), options);
    expect(upload.fields).toEqual({ orderId: "o-1", setIndex: "2" });
    expect(upload.file?.name).toBe("été.png");
    expect(Buffer.from(upload.file?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it("keeps the first of a repeated field, as FormData.get does", async () => {
    const data = form(new Uint8Array([1]));
    data.append("orderId", "first");
    data.append("orderId", "second");
    expect((await readMultipartUpload(post(data), options)).fields.orderId).toBe("first");
  });

  it("answers no file for a missing or empty file part", async () => {
    expect((await readMultipartUpload(post(form(null, { a: "b" })), options)).file).toBeNull();
    expect((await readMultipartUpload(post(form(new Uint8Array())), options)).file).toBeNull();
  });

  it("refuses a file one byte past the limit with the area's 413", async () => {
    expect(await refusal(post(form(new Uint8Array(1025))))).toEqual({ status: 413, code: "THING_TOO_LARGE" });
  });

  it("refuses by a declared Content-Length before reading", async () => {
    const request = post("x", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": "99999",
    });
    expect(await refusal(request)).toEqual({ status: 413, code: "THING_TOO_LARGE" });
  });

  it("refuses a body that is not multipart, and one cut off or without a boundary", async () => {
    expect(await refusal(post("{}", { "content-type": "application/json" }))).toEqual({
      status: 400,
      code: "MULTIPART_REQUIRED",
    });
    const whole = Buffer.from(await new Response(form(new Uint8Array(200))).arrayBuffer());
    const type = new Response(form(null)).headers.get("content-type") ?? "";
    const cut = post(whole.subarray(0, 150), { "content-type": type.replace(/boundary=.*/, "boundary=x") });
    expect(await refusal(cut)).toEqual({ status: 400, code: "MULTIPART_INVALID" });
    const noBoundary = post("--x--", { "content-type": "multipart/form-data" });
    expect(await refusal(noBoundary)).toEqual({ status: 400, code: "MULTIPART_INVALID" });
  });

  it("refuses a multipart body whose end never comes", async () => {
    const data = new Response(form(new Uint8Array(200)));
    const type = data.headers.get("content-type") ?? "";
    const whole = Buffer.from(await data.arrayBuffer());
    const request = post(whole.subarray(0, whole.length - 20), { "content-type": type });
    expect(await refusal(request)).toEqual({ status: 400, code: "MULTIPART_INVALID" });
  });
});
