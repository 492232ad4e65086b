import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTE_MODULE_FAILED } from "../app/client/route-module-failed";
import { guardRouteModuleErrors } from "./route-module-errors";

const dist = "node_modules/react-router/dist/production";

describe("React Router's route module reload, handed to our guard", () => {
  it("finds the reload in the installed React Router and asks the guard first", () => {
    const chunks = readdirSync(dist)
      .filter((name) => name.endsWith(".mjs"))
      .map((name) => readFileSync(`${dist}/${name}`, "utf8"))
      .filter((code) => code.includes("Error loading route module"));
    expect(chunks.length).toBeGreaterThan(0);
    for (const code of chunks) {
      const patched = guardRouteModuleErrors(code) ?? "";
      const body = patched.slice(patched.indexOf("async function loadRouteModule"));
      const catchBlock = body.slice(body.indexOf("catch (error)"), body.indexOf("catch (error)") + 700);
      const asked = catchBlock.indexOf(`return window.${ROUTE_MODULE_FAILED}(error);`);
      expect(asked).toBeGreaterThan(0);
      // React Router's reload comes after, only for a page without the guard.
      expect(catchBlock.indexOf("window.location.reload()")).toBeGreaterThan(asked);
    }
  });

  it("leaves other modules alone and refuses to build when the code it patches has changed", () => {
    expect(guardRouteModuleErrors("export const x = 1;")).toBeNull();
    expect(() =>
      guardRouteModuleErrors("console.error(`Error loading route module`); location.reload();"),
    ).toThrow(/no longer finds its reload/);
  });
});
