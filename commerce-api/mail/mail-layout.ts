/**
 * The one layout of every mail (ADR 069): the shop's name, the message, a footer with the shop's links.
 * A message is a list of blocks, rendered twice, as plain text and as HTML; every interpolated value is
 * escaped in the HTML part.
 */
export type MailBlock = { text: string } | { link: string; label: string };

export interface MailContent {
  /** What the mail is about (password-reset, welcome…): shown to staff, never to the customer. */
  kind: string;
  to: string;
  subject: string;
  blocks: MailBlock[];
  /** Newsletter mails: the absolute one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string;
  /** Files sent with the mail (an invoice PDF), kept in the outbox with the message. */
  attachments?: MailAttachment[];
}

/** A file attached to a mail; base64 so the composed message stays one JSON document. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** What the layout needs to know about the shop. */
export interface ShopFooter {
  shopName: string;
  language: "fr" | "en";
  origin: string;
  supportEmail: string;
  supportPhone: string;
}

export const FOOTER_TEXTS = {
  fr: { service: "Service client :", unsubscribe: "Se désabonner de la lettre d’information :" },
  en: { service: "Customer service:", unsubscribe: "Unsubscribe from the newsletter:" },
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderText(content: MailContent, shop: ShopFooter): string {
  const texts = FOOTER_TEXTS[shop.language];
  const body = content.blocks.map((block) =>
    "link" in block ? `${block.label}\n${block.link}` : block.text,
  );
  const footer = [
    "--",
    shop.shopName,
    shop.origin,
    `${texts.service} ${shop.supportEmail} · ${shop.supportPhone}`,
  ];
  if (content.unsubscribeUrl) footer.push(`${texts.unsubscribe} ${content.unsubscribeUrl}`);
  return `${[...body, footer.join("\n")].join("\n\n")}\n`;
}

const PARAGRAPH = 'style="margin:0 0 16px;line-height:1.5"';
const SMALL = 'style="margin:0 0 8px;color:#555;font-size:13px;line-height:1.4"';

function blockHtml(block: MailBlock): string {
  if ("link" in block) {
    const href = escapeHtml(block.link);
    return `<p ${PARAGRAPH}><a href="${href}" style="color:#0b5cad;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
  }
  return `<p ${PARAGRAPH}>${escapeHtml(block.text).replace(/\n/g, "<br>")}</p>`;
}

export function renderHtml(content: MailContent, shop: ShopFooter): string {
  const texts = FOOTER_TEXTS[shop.language];
  const origin = escapeHtml(shop.origin);
  const support = escapeHtml(shop.supportEmail);
  const unsubscribe = content.unsubscribeUrl
    ? `<p ${SMALL}><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#555">${escapeHtml(texts.unsubscribe.replace(/ ?:$/, ""))}</a></p>`
    : "";
  return [
    `<!doctype html><html lang="${shop.language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(shop.shopName)}</p>`,
    ...content.blocks.map(blockHtml),
    '<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 16px">',
    `<p ${SMALL}><a href="${origin}" style="color:#555">${escapeHtml(shop.shopName)}</a></p>`,
    `<p ${SMALL}>${escapeHtml(texts.service)} <a href="mailto:${support}" style="color:#555">${support}</a> · ${escapeHtml(shop.supportPhone)}</p>`,
    unsubscribe,
    "</div></body></html>",
  ].join("\n");
}
