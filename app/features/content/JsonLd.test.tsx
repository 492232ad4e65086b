import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NonceContext } from "~/ui/nonce";
import { JsonLd } from "./JsonLd";
import { StructuredDataContext } from "./structured-data-context";

describe("JsonLd on the server", () => {
  it("writes the request's structured data, escaped, when the page has some", () => {
    const data = [{ "@context": "https://schema.org", "@type": "Organization", name: "A</script>" }];
    const html = renderToStaticMarkup(
      <NonceContext.Provider value="n0nce">
        <StructuredDataContext.Provider value={data}>
          <JsonLd present />
        </StructuredDataContext.Provider>
      </NonceContext.Provider>,
    );
    expect(html).toBe(
      '<script type="application/ld+json" nonce="n0nce">{"@context":"https://schema.org","@type":"Organization","name":"A\\u003c/script\\u003e"}</script>',
    );
  });

  it("writes nothing for a page without any", () => {
    expect(renderToStaticMarkup(<JsonLd present={false} />)).toBe("");
  });
});
