import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Container } from "./Container";
import { NonceContext, useNonce } from "./nonce";
import { Price } from "./Price";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";

/** The design system's small pieces, as their markup reaches the shopper and assistive technology. */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/[\u00a0\u202f]/g, " ");

describe("Price", () => {
  it("formats in the tenant's locale and keeps the machine-readable amount", () => {
    const fr = renderToStaticMarkup(<Price centAmount={1250} currency="EUR" locale="fr-FR" />);
    expect(text(fr)).toBe("12,50 €");
    expect(fr).toContain('value="12.50"');
    expect(fr).toContain('data-currency="EUR"');
    const en = renderToStaticMarkup(
      <Price centAmount={1250} currency="GBP" locale="en-GB" className="big" />,
    );
    expect(text(en)).toBe("£12.50");
    expect(en).toContain('class="price big"');
  });

  it("respects currencies without minor units", () => {
    const yen = renderToStaticMarkup(<Price centAmount={1250} currency="JPY" locale="en-GB" />);
    expect(yen).toContain('value="1250"');
    expect(text(yen)).toBe("JP¥1,250");
  });
});

describe("TextField", () => {
  it("ties the hint and the error to the input", () => {
    const html = renderToStaticMarkup(
      <TextField label="E-mail" name="email" hint="Pour la facture" error="Adresse invalide" />,
    );
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(describedBy).toHaveLength(2);
    for (const id of describedBy) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("field--invalid");
    expect(html).toMatch(/<label class="field__label" for="([^"]+)">E-mail<\/label><input[^>]*id="\1"/);
  });

  it("without an error is neither invalid nor described by one", () => {
    const html = renderToStaticMarkup(<TextField label="Ville" name="city" />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });
});

describe("Container and nonce", () => {
  it("renders the chosen element with the width modifier", () => {
    expect(renderToStaticMarkup(<Container>x</Container>)).toBe('<div class="container">x</div>');
    expect(
      renderToStaticMarkup(
        <Container as="section" width="narrow" className="legal">
          x
        </Container>,
      ),
    ).toBe('<section class="container container--narrow legal">x</section>');
  });

  it("hands the response's nonce to the scripts, empty when none is given", () => {
    function Probe() {
      return <>{useNonce() || "none"}</>;
    }
    expect(renderToStaticMarkup(<Probe />)).toBe("none");
    expect(
      renderToStaticMarkup(
        <NonceContext.Provider value="abc">
          <Probe />
        </NonceContext.Provider>,
      ),
    ).toBe("abc");
  });
});

describe("SubmitButton", () => {
  /** A memory router whose form at /form is being submitted (its action never answers). */
  async function submitting(action?: string) {
    const router = createMemoryRouter(
      [
        {
          path: "/form",
          action: () => new Promise(() => {}),
          Component: () => (
            <SubmitButton pendingLabel="Envoi…" action={action}>
              Envoyer
            </SubmitButton>
          ),
        },
      ],
      { initialEntries: ["/form"] },
    );
    const started = new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.navigation.state !== "submitting") return;
        stop();
        resolve();
      });
    });
    void router.navigate("/form", { formMethod: "post", formData: new FormData() });
    await started;
    return renderToStaticMarkup(<RouterProvider router={router} />);
  }

  it("says it is working and refuses a second submit while its form submits", async () => {
    const html = await submitting();
    expect(text(html)).toBe("Envoi…");
    expect(html).toContain('aria-disabled="true"');
  });

  it("stays as it is while another form submits", async () => {
    const html = await submitting("/other");
    expect(text(html)).toBe("Envoyer");
    expect(html).not.toContain("aria-disabled");
  });
});
