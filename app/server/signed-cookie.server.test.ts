import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createSignedCookie, readRawCookie, sign, unsign } from "./signed-cookie.server";

const options = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: true, maxAge: 604_800 };
const value = { tenant: "fr", name: "Zoë Dupont — «Atelier»", amount: 1250, list: ["a+b/c=d"] };

function headerFrom(setCookie: string): string {
  return setCookie.split(";")[0] as string;
}

describe("createSignedCookie", () => {
  it("writes the same cookie React Router's createCookie writes, and each reads the other's", async () => {
    const ours = createSignedCookie("presto_state", { ...options, secrets: ["s3cret-s3cret-s3cret"] });
    const theirs = createCookie("presto_state", { ...options, secrets: ["s3cret-s3cret-s3cret"] });
    const ourHeader = await ours.serialize(value);
    const theirHeader = await theirs.serialize(value);
    expect(headerFrom(ourHeader)).toBe(headerFrom(theirHeader));
    expect(await theirs.parse(headerFrom(ourHeader))).toEqual(value);
    expect(await ours.parse(headerFrom(theirHeader))).toEqual(value);
    expect(ourHeader).toContain("Max-Age=604800");
    expect(ourHeader).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("remembers a verified value, frozen, and still refuses a tampered copy of it", async () => {
    const cookie = createSignedCookie("c", { secrets: ["first-secret-long"] });
    const header = headerFrom(await cookie.serialize({ admin: false, roles: ["buyer"] }));
    const first = (await cookie.parse(header)) as { admin: boolean; roles: string[] };
    expect(await cookie.parse(header)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.roles)).toBe(true);
    const [name, encoded] = header.split("=") as [string, string];
    const signature = decodeURIComponent(encoded).split(".")[1];
    const forged = `${Buffer.from('{"admin":true,"roles":["buyer"]}').toString("base64")}.${signature}`;
    expect(await cookie.parse(`${name}=${encodeURIComponent(forged)}`)).toBeNull();
  });

  it("reads a tampered, unsigned or foreign-secret value as null", async () => {
    const cookie = createSignedCookie("c", { secrets: ["first-secret-long"] });
    const header = headerFrom(await cookie.serialize({ admin: false }));
    const [name, encoded] = header.split("=") as [string, string];
    const tampered = `${name}=${encodeURIComponent(
      `${Buffer.from('{"admin":true}').toString("base64")}.${decodeURIComponent(encoded).split(".")[1]}`,
    )}`;
    expect(await cookie.parse(tampered)).toBeNull();
    expect(await cookie.parse(`c=${Buffer.from('{"admin":true}').toString("base64")}`)).toBeNull();
    expect(await createSignedCookie("c", { secrets: ["other-secret-long"] }).parse(header)).toBeNull();
    expect(await cookie.parse("other=1")).toBeNull();
    expect(await cookie.parse("c=%E0%A4%A")).toBeNull();
  });

  it("accepts values signed with an older secret while signing with the newest", async () => {
    const old = createSignedCookie("c", { secrets: ["old-secret-long"] });
    const rotated = createSignedCookie("c", { secrets: ["new-secret-long", "old-secret-long"] });
    const header = headerFrom(await old.serialize("hello"));
    expect(await rotated.parse(header)).toBe("hello");
    expect(
      unsign(decodeURIComponent(headerFrom(await rotated.serialize("x")).slice(2)), "new-secret-long"),
    ).not.toBeNull();
  });

  it("expires a cookie with an empty value", async () => {
    const cookie = createSignedCookie("c", { secrets: ["a-secret-long"] });
    expect(await cookie.serialize("", { maxAge: 0, expires: new Date(0) })).toBe(
      "c=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    );
  });
});

describe("readRawCookie", () => {
  it("finds the named pair among others and ignores look-alike names", () => {
    expect(readRawCookie("xc=1; c=two%2Fthree; d=4", "c")).toBe("two/three");
    expect(readRawCookie("d=4", "c")).toBeNull();
  });
  it("rejects a signature that is only a prefix", () => {
    const signed = sign("dmFsdWU=", "k-secret");
    expect(unsign(signed.slice(0, -4), "k-secret")).toBeNull();
  });
});
