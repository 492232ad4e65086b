// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useArrivalFocus } from "./arrival-focus";

/**
 * Where a client-side navigation puts the shopper (issue 17 §1): a new screen starts with focus on what
 * the last step did, or else on its heading; an update within the screen keeps focus where it was.
 */
afterEach(cleanup);

function Shell() {
  useArrivalFocus();
  return (
    <main id="main-content">
      <Outlet />
    </main>
  );
}

function Screen() {
  const { pathname, search } = useLocation();
  return (
    <>
      {search.includes("added") ? <p className="alert alert--success">Added to your cart</p> : null}
      <h1>{`Screen ${pathname}`}</h1>
      <button type="button">Keep me</button>
    </>
  );
}

function renderShop() {
  const router = createMemoryRouter(
    [{ path: "/", element: <Shell />, children: [{ path: "*", element: <Screen /> }] }],
    {
      initialEntries: ["/cart/"],
    },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string | number) =>
    act(() => (typeof to === "number" ? router.navigate(to) : router.navigate(to)));
  return { go };
}

describe("arrival focus", () => {
  it("puts focus on a new screen's heading, out of the Tab order, or on its success message", async () => {
    const { go } = renderShop();
    await go("/checkout/");
    const heading = screen.getByRole("heading", { name: "Screen /checkout/" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");

    await go("/product/?added=1");
    expect(document.activeElement).toBe(screen.getByText("Added to your cart"));
  });

  it("leaves focus where it was for an update within the screen, and on back", async () => {
    const { go } = renderShop();
    await go("/product/");
    screen.getByRole("button", { name: "Keep me" }).focus();
    await go("/product/?quantity=500");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep me" }));

    await go(-1);
    await go(-1);
    expect(screen.getByRole("heading").textContent).toBe("Screen /cart/");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep me" }));
  });
});
