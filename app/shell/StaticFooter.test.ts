import { describe, expect, it } from "vitest";
import { clientPathOf } from "./StaticFooter";

const plain = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

function link(attributes: Record<string, string>) {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
}

describe("clientPathOf (the static footer's delegated clicks)", () => {
  it("follows a plain click on a shop link on the client", () => {
    expect(clientPathOf(plain, link({ href: "/service-creation-graphique/" }))).toBe(
      "/service-creation-graphique/",
    );
  });

  it("leaves every other click to the browser", () => {
    expect(clientPathOf(plain, null)).toBeNull();
    expect(clientPathOf(plain, link({ href: "tel:+33100000000" }))).toBeNull();
    expect(clientPathOf(plain, link({ href: "mailto:aide@example.test" }))).toBeNull();
    expect(clientPathOf(plain, link({ href: "//elsewhere.test/" }))).toBeNull();
    expect(clientPathOf(plain, link({ href: "/cgv/", target: "_blank" }))).toBeNull();
    expect(clientPathOf(plain, link({ href: "/cgv/", download: "" }))).toBeNull();
    expect(clientPathOf({ ...plain, ctrlKey: true }, link({ href: "/cgv/" }))).toBeNull();
    expect(clientPathOf({ ...plain, button: 1 }, link({ href: "/cgv/" }))).toBeNull();
    expect(clientPathOf({ ...plain, defaultPrevented: true }, link({ href: "/cgv/" }))).toBeNull();
  });
});
