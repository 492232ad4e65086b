/**
 * Request bodies no form of the shop sends (issue 35): broken percent escapes, foreign charsets,
 * multipart without or with a wrong boundary, types that are not forms, names that try the
 * prototype, invalid UTF-8. Each must get a 4xx (or the redirect a guard answers anything with),
 * at once, on every action.
 */
export interface MalformedBody {
  name: string;
  method?: string;
  contentType: string | null;
  body: string | Buffer;
  headers?: Record<string, string>;
}

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=b";

const manyFields = Array.from({ length: 600 }, (_, index) => `f${index}=${index}`).join("&");
const nestedName = `${"a[".repeat(2000)}x${"]".repeat(2000)}=1`;

export const MALFORMED_BODIES: readonly MalformedBody[] = [
  { name: "empty form", contentType: FORM, body: "" },
  { name: "broken escape in a value", contentType: FORM, body: "email=%zz" },
  { name: "nothing but percent signs", contentType: FORM, body: "%%%" },
  { name: "broken escape in a name", contentType: FORM, body: "a%zz=1" },
  { name: "escape with a non-hex digit", contentType: FORM, body: "x=%g0" },
  { name: "escape cut at the end", contentType: FORM, body: "intent=add&x=%4" },
  { name: "empty names and values", contentType: FORM, body: "=&=&=" },
  { name: "a name without value", contentType: FORM, body: "intent" },
  {
    name: "wrong types",
    contentType: FORM,
    body: "intent=%F0%9F%99%82&id[]=1&quantity=-1e309&type=__proto__&email=%00",
  },
  {
    name: "prototype names",
    contentType: FORM,
    body: "__proto__[x]=1&constructor[prototype][y]=2&intent=add",
  },
  { name: "600 fields", contentType: FORM, body: `intent=add&${manyFields}` },
  { name: "4000-deep nested name", contentType: FORM, body: nestedName },
  { name: "invalid UTF-8", contentType: FORM, body: "intent=add&firstName=%C3%28%FF%FE" },
  { name: "overlong UTF-8", contentType: FORM, body: "intent=add&street=%C0%AF%E0%80%AF" },
  { name: "lone surrogate", contentType: FORM, body: "intent=add&city=%ED%A0%80" },
  { name: "control characters in names", contentType: FORM, body: "%00=1&intent%0d%0a=add" },
  { name: "1 MB value", contentType: FORM, body: `intent=add&firstName=${"x".repeat(1024 * 1024)}` },
  { name: "UTF-16 charset", contentType: `${FORM}; charset=utf-16`, body: "email=a&password=bbbb" },
  {
    name: "UTF-16 body",
    contentType: `${FORM}; charset=utf-16le`,
    body: Buffer.from("intent=add&email=a", "utf16le"),
  },
  { name: "unknown charset", contentType: `${FORM}; charset=x-klingon`, body: "intent=add" },
  { name: "broken type parameters", contentType: `${FORM};;;=;charset`, body: "intent=add" },
  { name: "JSON", contentType: "application/json", body: '{"intent":"add"}' },
  { name: "text", contentType: "text/plain", body: "intent=add" },
  { name: "XML", contentType: "application/xml", body: "<intent>add</intent>" },
  { name: "no content type", contentType: null, body: "intent=add" },
  { name: "multipart without boundary", contentType: "multipart/form-data", body: "x" },
  { name: "multipart with an empty boundary", contentType: "multipart/form-data; boundary=", body: "x" },
  { name: "multipart/mixed", contentType: "multipart/mixed; boundary=b", body: "--b--\r\n" },
  {
    name: "truncated multipart",
    contentType: MULTIPART,
    body: '--b\r\ncontent-disposition: form-data; name="intent"\r\n\r\nadd',
  },
  { name: "multipart with another boundary", contentType: MULTIPART, body: "--c\r\n\r\nx\r\n--c--\r\n" },
  { name: "multipart part without headers", contentType: MULTIPART, body: "--b\r\n\r\nadd\r\n--b--\r\n" },
  {
    name: "multipart hostile file name",
    contentType: MULTIPART,
    body:
      '--b\r\ncontent-disposition: form-data; name="file"; filename="../../etc/passwd\u0000.png"\r\n' +
      "content-type: image/png\r\n\r\nPNG\r\n--b--\r\n",
  },
  {
    name: "gzip declared, not gzip",
    contentType: FORM,
    body: "intent=add",
    headers: { "content-encoding": "gzip" },
  },
  { name: "DELETE", method: "DELETE", contentType: null, body: "" },
  { name: "PUT", method: "PUT", contentType: FORM, body: "a=b" },
];
