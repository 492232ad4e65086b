import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicConfigsSchema } from "#contract/content/content.schemas";
import { SCREEN_PATHS, type ScreenId } from "../../app/screens/screen-paths";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

describe("screen routes and tenant default links", () => {
  it.each(Object.keys(TENANT_HEADERS) as (keyof typeof TENANT_HEADERS)[])(
    "the %s tenant's default links are the screen paths its route table keeps",
    async (tenant) => {
      const configs = basicConfigsSchema.parse(
        dataOf(await call(test.api, "/api/v1/content/basic-configs/", { headers: TENANT_HEADERS[tenant] })),
      );
      const links = Object.fromEntries((configs.defaultLinks ?? []).map((link) => [link.id, link.path]));
      for (const screen of Object.keys(SCREEN_PATHS) as ScreenId[]) {
        expect(links[screen], `${tenant} ${screen}`).toBe(SCREEN_PATHS[screen][tenant]);
      }
    },
  );
});
