import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon";

describe("Icon", () => {
  it("is decorative by default and carries only what differs per icon (the stroke style is CSS)", () => {
    expect(renderToStaticMarkup(<Icon name="check" size={16} />)).toBe(
      '<svg viewBox="0 0 24 24" width="16" height="16" class="icon" aria-hidden="true"><path d="m5 12.5 4.5 4.5L19 7.5"></path></svg>',
    );
  });

  it("names itself when given a title, and the star is filled", () => {
    const html = renderToStaticMarkup(<Icon name="star" title="Note" className="rating" />);
    expect(html).toContain('class="icon icon--filled rating" role="img" aria-label="Note"');
    expect(html).not.toContain("aria-hidden");
  });
});
