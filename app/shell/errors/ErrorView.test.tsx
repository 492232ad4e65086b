import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorView } from "./ErrorView";

function render(element: ReactElement): string {
  // No i18next instance: the view must fall back to its English defaults (upstream down).
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

describe("ErrorView without dictionaries", () => {
  it("shows the not-found view for 404 with the default message", () => {
    const html = render(<ErrorView status={404} description="Page Not Found: /nope/" homePath="/" />);
    expect(html).toContain("Page Not Found");
    expect(html).toContain("404");
    // The missing address in words of the shop, the spec's message as the page's description.
    expect(html).toContain("Address asked for: <code>/nope/</code>");
    expect(html).toContain('<meta name="description" content="Page Not Found: /nope/"/>');
    expect(html).toContain("error-view--not-found");
    expect(html).toContain('href="/"');
  });

  it("shows the server-error view for any other status", () => {
    const html = render(<ErrorView status={503} />);
    expect(html).toContain("Internal Server Error");
    expect(html).toContain("error-view--server");
    expect(html).not.toContain("error-view--not-found");
  });

  it("prefers the given status text", () => {
    expect(render(<ErrorView status={502} statusText="Bad Gateway" />)).toContain("Bad Gateway");
  });

  it("says a lost connection is one, without a status, and retries the very address asked", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/cartes/?quantity=250&delivery=express"]}>
        <ErrorView status={500} connectionLost />
      </MemoryRouter>,
    );
    expect(html).toContain("Connection interrupted");
    expect(html).not.toContain("500");
    expect(html).not.toContain("Internal Server Error");
    expect(html).toContain('href="/cartes/?quantity=250&amp;delivery=express"');
  });
});
