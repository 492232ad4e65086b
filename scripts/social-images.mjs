// `npm run build`: a PNG beside every SVG picture of the built public files (build/client/images).
// Social sites (og:image) don't render SVG (issue 38 §4); pages keep the SVG, previews get the PNG
// (app/features/content/page-seo.server.ts names it). Rendered with resvg, which the API already uses.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";

/** Wide enough for the large summary cards of the social sites (1200 px). */
const WIDTH = 1200;
const root = process.argv[2] ?? "build/client/images";

const entries = await readdir(root, { recursive: true, withFileTypes: true });
const svgs = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".svg"));
for (const entry of svgs) {
  const path = join(entry.parentPath ?? entry.path, entry.name);
  const rendered = new Resvg(await readFile(path), {
    fitTo: { mode: "width", value: WIDTH },
    font: { loadSystemFonts: false },
  }).render();
  await writeFile(path.replace(/\.svg$/, ".png"), rendered.asPng());
}
console.info(`social images: ${svgs.length} PNG previews rendered at ${WIDTH} px wide`);
