import { z } from "zod";

/**
 * The blocks a content page is made of, as stored in pages.blocks_json. The API owns this shape
 * (it is what it promises to serve); the storefront parses the same shape with its own schemas,
 * and tests/integration checks that the two agree.
 */
const pathSchema = z.string().startsWith("/");

const cardSchema = z.object({ name: z.string(), path: pathSchema, image: z.string(), text: z.string() });

const richTextNodeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("h2"), text: z.string() }),
  z.object({ kind: z.literal("h3"), text: z.string() }),
  z.object({ kind: z.literal("p"), text: z.string() }),
  z.object({ kind: z.literal("ul"), items: z.array(z.string()).min(1) }),
]);

export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hero"),
    eyebrow: z.string().nullable(),
    title: z.string().min(1),
    text: z.string(),
    cta: z.object({ label: z.string(), path: pathSchema }).nullable(),
    image: z.string().nullable(),
  }),
  z.object({ type: z.literal("richText"), content: z.array(richTextNodeSchema).min(1) }),
  z.object({ type: z.literal("productGrid"), title: z.string(), items: z.array(cardSchema).min(1) }),
  z.object({ type: z.literal("categoryGrid"), title: z.string(), items: z.array(cardSchema).min(1) }),
  z.object({
    type: z.literal("usps"),
    items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })).min(1),
  }),
  z.object({
    type: z.literal("faq"),
    title: z.string(),
    items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
  }),
  z.object({
    type: z.literal("glossary"),
    terms: z.array(z.object({ term: z.string(), definition: z.string() })).min(1),
  }),
  z.object({
    type: z.literal("productIntro"),
    productKey: z.string().min(1),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    highlights: z.array(z.string()),
  }),
  /** A loss leader landing page: the offer comes from the `key` query parameter (spec §5). */
  z.object({ type: z.literal("lossLeader") }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type RichTextNode = z.infer<typeof richTextNodeSchema>;

export const contentBlocksSchema = z.array(contentBlockSchema).min(1);

export const breadcrumbsSchema = z.array(z.object({ label: z.string(), path: pathSchema }));
export type Breadcrumb = z.infer<typeof breadcrumbsSchema>[number];
