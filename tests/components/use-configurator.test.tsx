import type { FormEvent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProductView } from "~/features/product/product-page.types";
import { type ProductWire, productViewOf } from "~/features/product/product-wire";
import { useConfigurator } from "~/features/product/use-configurator";
import * as contentPage from "~/routes/content-page";
import { createTestApi, type TestApi } from "../integration/helpers";
import { asRoute, visit } from "./page-harness";

/**
 * The configurator island's re-quoting: which URL it loads when the shopper changes the form. The
 * hook runs inside a real memory router (server render, no DOM); its fetcher's load reaches the
 * route's loader, whose request is what the server would be asked. Node's FormData can't read a
 * form element, so the form is a list of fields and FormData is swapped for one that reads it.
 */
type Island = ReturnType<typeof useConfigurator>;
type Fields = [string, string][];

class FieldsFormData {
  constructor(private readonly form: { fields: Fields }) {}
  [Symbol.iterator]() {
    return this.form.fields[Symbol.iterator]();
  }
}

let api: TestApi;
let initial: ProductView;
beforeAll(async () => {
  api = await createTestApi();
  const visitor = await visit(api.api);
  const { data } = await visitor.render("/cartes-de-visite/standard/", asRoute(contentPage));
  initial = productViewOf((data as { product: ProductWire }).product);
});
afterAll(() => api.dispose());
afterEach(() => vi.unstubAllGlobals());

/** Renders the hook on the product page; answers it and the search of each load the island makes. */
function mount(product: ProductView) {
  const loads: string[] = [];
  let island: Island | undefined;
  function Probe() {
    island = useConfigurator(product);
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        id: "product",
        path: "*",
        Component: Probe,
        loader: ({ request }) => {
          loads.push(new URL(request.url).search);
          return { island: product };
        },
      },
    ],
    {
      initialEntries: [`${product.path}${product.search}`],
      hydrationData: { loaderData: { product: { product } } },
    },
  );
  renderToStaticMarkup(<RouterProvider router={router} />);
  if (!island) throw new Error("the hook did not run");
  vi.stubGlobal("FormData", FieldsFormData);
  // Settled: nothing the island started (a fetcher's load, a navigation) is still under way. The
  // hook starts its loads synchronously, so an idle router right after a change means none began.
  const idle = () =>
    router.state.navigation.state === "idle" &&
    [...router.state.fetchers.values()].every((fetcher) => fetcher.state === "idle");
  const settle = () =>
    vi.waitFor(() => {
      if (!idle()) throw new Error("the island is still loading");
    });
  return { island, loads, settle };
}

const change = (name: string, value: string, fields: Fields) =>
  ({ target: { name, value }, currentTarget: { fields } }) as unknown as FormEvent<HTMLFormElement>;

const FORM: Fields = [
  ["format", "85x55"],
  ["paper", "coated-400"],
  ["quantity", "250"],
  ["delivery", "standard"],
  ["jobName", "Salon"],
  ["promocode", "CARTES20"],
  ["intent", "addToCart"],
];

describe("useConfigurator", () => {
  it("starts from the loader's data: its selection, idle, nothing announced", () => {
    const { island } = mount(initial);
    expect(island.view).toBe(initial);
    expect(island.selection).toEqual(initial.selection);
    expect(island.busy).toBe(false);
    expect(island.announce).toBe(false);
  });

  it("a changed option re-quotes with the form's fields, never the intent or the promo code", async () => {
    const { island, loads, settle } = mount(initial);
    island.onChange(change("paper", "coated-400", FORM));
    await settle();
    expect(loads).toHaveLength(1);
    const params = new URLSearchParams(loads[0]);
    expect(params.get("paper")).toBe("coated-400");
    expect(params.get("jobName")).toBe("Salon");
    expect(params.has("intent")).toBe(false);
    expect(params.has("promocode")).toBe(false);
    // It names the configuration it holds, so the answer leaves it out (ADR 060).
    expect(initial.configurationTag).toBeTruthy();
    expect(params.get("island")).toBe(initial.configurationTag);
  });

  it("typing in a text field or switching VAT display asks the server nothing", async () => {
    const { island, loads, settle } = mount(initial);
    island.onChange(change("jobName", "Salon 2", FORM));
    island.onChange(change("promocode", "X", FORM));
    island.onChange(change("vat", "incl", FORM));
    island.onChange(change("", "", FORM));
    await settle();
    expect(loads).toEqual([]);
  });

  it("'use my quantity' adds its flag to the quote", async () => {
    const { island, loads, settle } = mount(initial);
    island.requote({ fields: [...FORM, ["ownQuantity", "300"]] } as unknown as HTMLFormElement, {
      useOwnQuantity: "1",
    });
    await settle();
    const params = new URLSearchParams(loads[0]);
    expect(params.get("ownQuantity")).toBe("300");
    expect(params.get("useOwnQuantity")).toBe("1");
  });

  it("in an edit mode, the quote keeps the mode's parameter so the edited line stays the target", async () => {
    const editing: ProductView = {
      ...initial,
      mode: { kind: "editCartItem", param: "editItem", lineItemId: "line-1", original: null },
      search: `${initial.search}&editItem=line-1`,
    };
    const { island, loads, settle } = mount(editing);
    island.onChange(change("paper", "coated-400", FORM));
    await settle();
    expect(new URLSearchParams(loads[0]).get("editItem")).toBe("line-1");
  });
});
