import { describe, expect, it } from "vitest";
import { lowestImagePpi, pdfImageResolution } from "./pdf-resolution";

/** `pdfimages -list` as poppler 22 prints it (Debian bookworm): a header, a rule, one line per image. */
const LISTING = `page   num  type   width height color comp bpc  enc interp  object ID x-ppi y-ppi size ratio
--------------------------------------------------------------------------------------------
   1     0 image    2480  3508  rgb     3   8  jpeg   no        12  0   300   300  812K 3.2%
   1     1 smask     120   120  gray    1   8  image  no        13  0    36    36  1.2K 8.5%
   2     2 image     800   600  cmyk    4   8  jpeg   yes       18  0   244   245  96K 5.0%
   2     3 stencil   400   100  -       1   1  image  no        19  0   310   299  5B  0.1%
`;

describe("pdfimages -list", () => {
  it("takes the lowest x or y ppi of the printed images, on every page", () => {
    expect(lowestImagePpi(LISTING)).toBe(244);
  });

  it("ignores soft masks: transparency is not printed detail", () => {
    const masksOnly = LISTING.split("\n")
      .filter((line) => !/ (image|stencil) /.test(line))
      .join("\n");
    expect(lowestImagePpi(masksOnly)).toBeNull();
  });

  it("has no resolution for a PDF without images (vectors and text)", () => {
    expect(lowestImagePpi(LISTING.split("\n").slice(0, 2).join("\n"))).toBeNull();
    expect(lowestImagePpi("")).toBeNull();
  });

  it("rounds, and skips an image drawn too thin to have a meaningful ppi", () => {
    const line = (ppi: string) =>
      `   1     0 image      10    10  gray    1   8  image  no         5  0 ${ppi} ${ppi}  100B 100%`;
    expect(lowestImagePpi([line("149.6"), line("0"), line("inf")].join("\n"))).toBe(150);
  });

  it("answers nothing, not an error, when pdfimages is not installed", async () => {
    expect(await pdfImageResolution(new Uint8Array([37, 80, 68, 70]), "pdfimages-not-installed")).toBeNull();
  });
});
