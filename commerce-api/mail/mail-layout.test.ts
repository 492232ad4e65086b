import { describe, expect, it } from "vitest";
import { renderHtml, renderText } from "./mail-layout";
import { composeMail, mailIdentity } from "./mail-queue";

const shop = mailIdentity(
  {
    name: "Presto <Impression> & Co",
    locale: "fr-FR",
    supportEmail: "service-client@presto-impression.fr",
    supportPhone: "+33 1 84 80 20 20",
    publicOrigin: "https://www.presto-impression.fr/",
    mailFrom: null,
  },
  undefined,
);

const content = {
  kind: "test",
  to: "lea@example.com",
  subject: "Bonjour <Léa>",
  blocks: [
    { text: 'Léa "<script>alert(1)</script>"' },
    { link: "https://x.test/?a=1&b=<2>", label: "Lien <ici>" },
  ],
  unsubscribeUrl: "https://www.presto-impression.fr/desinscription-newsletter/?token=a&b",
};

describe("mail layout", () => {
  it("escapes every interpolated value in the HTML part", () => {
    const html = renderHtml(content, shop);
    expect(html).not.toMatch(/<script>|<Léa>|<Impression>|<ici>|<2>/);
    expect(html).toContain("&#60;script&#62;");
    expect(html).toContain('href="https://x.test/?a=1&#38;b=&#60;2&#62;"');
    expect(html).toContain('<html lang="fr">');
  });

  it("writes the same message as plain text with the links spelled out and the shop's footer", () => {
    const text = renderText(content, shop);
    expect(text).toContain("Lien <ici>\nhttps://x.test/?a=1&b=<2>");
    expect(text).toContain(
      "https://www.presto-impression.fr\nService client : service-client@presto-impression.fr",
    );
    expect(text).toContain(
      "Se désabonner de la lettre d’information : https://www.presto-impression.fr/desinscription",
    );
  });

  it("sends as the shop at its customer-service address without its own sender or MAIL_FROM, replying there", () => {
    const mail = composeMail(shop, content, new Date("2026-11-26T10:00:00Z"));
    expect(mail.from).toBe('"Presto <Impression> & Co" <service-client@presto-impression.fr>');
    expect(mail.replyTo).toBe(mail.from);
    expect(mail.messageId).toMatch(/^<[\w-]+@presto-impression\.fr>$/);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${content.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(
      mailIdentity(
        { ...shop, name: "P", locale: "en-GB", publicOrigin: null, mailFrom: null },
        "Shop <no-reply@shop.test>",
      ).from,
    ).toBe("Shop <no-reply@shop.test>");
  });
});
