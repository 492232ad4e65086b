import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMyDesigns, myDesignsAction } from "../../app/features/account/my-designs.server";
import { loadContentPage } from "../../app/features/content/content-page.server";
import { productAction } from "../../app/features/product/product-actions.server";
import { productSource } from "../../app/features/product/product-source";
import { createTestApi, type TestApi } from "../integration/helpers";
import { failing, requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, signedIn, statusOf, thrownBy } from "./route-helpers";

/** "My designs": saving a configuration from the product page, reopening it, deleting it. */
const PRODUCT = `${ORIGIN}/cartes-de-visite/standard/`;
const MY_DESIGNS = new URL(`${ORIGIN}/espace-client/mes-creations/`);

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

type Harness = Awaited<ReturnType<typeof requestContext>>;

async function saveFromProductPage(harness: Harness, fields: Record<string, string>) {
  const source = productSource(await loadContentPage(harness.context, new URL(PRODUCT)));
  if (!source) throw new Error("not a product page");
  return productAction(
    harness.context,
    post(PRODUCT, { intent: "saveDesign", ...fields }),
    new URL(PRODUCT),
    source,
  );
}

describe("saving a design from the product page", () => {
  it("keeps the configuration under its job name; the list reopens exactly it", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    const answer = await saveFromProductPage(marie, { quantity: "500", jobName: "Salon 2027" });
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/espace-client/mes-creations/?done=saved");

    const page = await loadMyDesigns(marie.context, MY_DESIGNS);
    const [design] = page.designs;
    expect(design).toMatchObject({ name: "Salon 2027", pagePath: "/cartes-de-visite/standard/" });
    const reopened = new URL(design?.openPath ?? "", ORIGIN);
    expect(reopened.pathname).toBe("/cartes-de-visite/standard/");
    expect([...reopened.searchParams.values()]).toEqual([design?.configKey]);
  });

  it("sends a visitor who is not signed in to login, coming back to the same configuration", async () => {
    const anonymous = await requestContext(test.api);
    const answer = await saveFromProductPage(anonymous, { quantity: "500" });
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toBe(
      `/connexion/?redirectTo=${encodeURIComponent("/cartes-de-visite/standard/?quantity=500")}`,
    );
  });

  it("shows the 'temporarily unavailable' page when the designs can't be stored, and stores none", async () => {
    const reseller = await signedIn(test, "achats@atelier-lumiere.example", {
      wrap: failing("/api/v1/customer/designs", "503"),
    });
    expect(statusOf(await thrownBy(() => saveFromProductPage(reseller, { quantity: "500" })))).toBe(503);
    const reader = await signedIn(test, "achats@atelier-lumiere.example");
    expect((await loadMyDesigns(reader.context, MY_DESIGNS)).designs).toEqual([]);
  });
});

describe("my designs screen", () => {
  it("deletes a design; deleting it again says it is gone", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    await saveFromProductPage(marie, { quantity: "250", jobName: "À supprimer" });
    const { designs } = await loadMyDesigns(marie.context, MY_DESIGNS);
    const target = designs.find((design) => design.name === "À supprimer");
    if (!target) throw new Error("the design was saved");
    const form = { intent: "delete", id: target.id };
    const deleted = await myDesignsAction(marie.context, post(MY_DESIGNS.href, form), MY_DESIGNS);
    expect(locationOf(deleted)).toBe("/espace-client/mes-creations/?done=deleted");
    const after = await loadMyDesigns(marie.context, new URL(`${MY_DESIGNS.href}?done=deleted`));
    expect(after.done).toBe("deleted");
    expect(after.designs.map((design) => design.id)).not.toContain(target.id);
    const again = await myDesignsAction(marie.context, post(MY_DESIGNS.href, form), MY_DESIGNS);
    expect([statusOf(again), payloadOf(again)]).toEqual([404, { errors: { form: "designs:error.gone" } }]);
  });

  it("never deletes another customer's design, and refuses a malformed id", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    await saveFromProductPage(marie, { quantity: "500", jobName: "À Marie" });
    const mine = (await loadMyDesigns(marie.context, MY_DESIGNS)).designs.find(
      (design) => design.name === "À Marie",
    );
    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    const foreign = await myDesignsAction(
      stranger.context,
      post(MY_DESIGNS.href, { intent: "delete", id: mine?.id ?? "" }),
      MY_DESIGNS,
    );
    expect(statusOf(foreign)).toBe(404);
    expect((await loadMyDesigns(marie.context, MY_DESIGNS)).designs.map((design) => design.id)).toContain(
      mine?.id,
    );
    const malformed = await myDesignsAction(
      marie.context,
      post(MY_DESIGNS.href, { intent: "delete", id: "../../etc/passwd" }),
      MY_DESIGNS,
    );
    expect([statusOf(malformed), payloadOf(malformed)]).toEqual([
      400,
      { errors: { form: "designs:error.invalid" } },
    ]);
  });
});
