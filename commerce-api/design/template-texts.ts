/** The sample wording of the seeded templates, in each tenant's language (issue 14). */
export interface TemplateTexts {
  card: {
    name: string;
    title: string;
    company: string;
    phone: string;
    email: string;
    website: string;
    address: string;
  };
  flyer: { headline: string; subtitle: string; body: string; date: string; address: string; website: string };
  layouts: Record<string, string>;
  palettes: Record<string, string>;
  categories: Record<string, string>;
}

export const TEMPLATE_TEXTS: Readonly<Record<"fr" | "en", TemplateTexts>> = {
  fr: {
    card: {
      name: "Camille Martin",
      title: "Architecte d’intérieur",
      company: "Atelier Martin",
      phone: "06 12 34 56 78",
      email: "camille@atelier-martin.fr",
      website: "atelier-martin.fr",
      address: "12 rue des Lilas\n69003 Lyon",
    },
    flyer: {
      headline: "Portes ouvertes",
      subtitle: "Venez découvrir notre nouvel atelier",
      body: "Ateliers gratuits, démonstrations et dégustation de produits locaux tout au long de la journée. Entrée libre, en famille ou entre amis.",
      date: "Samedi 14 juin · 10 h – 18 h",
      address: "12 rue des Lilas, 69003 Lyon",
      website: "atelier-martin.fr",
    },
    layouts: {
      classic: "Classique",
      band: "Bandeau",
      centred: "Centré",
      night: "Nuit",
      elegant: "Élégant",
      minimal: "Épuré",
      event: "Événement",
      poster: "Affiche",
      editorial: "Éditorial",
      panel: "Panneau",
      circle: "Cercle",
      stripe: "Liseré",
    },
    palettes: { blue: "bleu", coral: "corail", forest: "forêt", sand: "sable", ink: "encre", plum: "prune" },
    categories: {
      business: "Professionnel",
      creative: "Créatif",
      elegant: "Élégant",
      minimal: "Minimaliste",
      event: "Événement",
      promotion: "Promotion",
    },
  },
  en: {
    card: {
      name: "Alex Morgan",
      title: "Interior designer",
      company: "Morgan Studio",
      phone: "07700 900123",
      email: "alex@morganstudio.co.uk",
      website: "morganstudio.co.uk",
      address: "12 Lime Street\nBristol BS1 4DJ",
    },
    flyer: {
      headline: "Open day",
      subtitle: "Come and see our new studio",
      body: "Free workshops, live demonstrations and local food tastings all day long. Everyone welcome: bring your family and friends.",
      date: "Saturday 14 June · 10am – 6pm",
      address: "12 Lime Street, Bristol BS1 4DJ",
      website: "morganstudio.co.uk",
    },
    layouts: {
      classic: "Classic",
      band: "Band",
      centred: "Centred",
      night: "Night",
      elegant: "Elegant",
      minimal: "Minimal",
      event: "Event",
      poster: "Poster",
      editorial: "Editorial",
      panel: "Panel",
      circle: "Circle",
      stripe: "Stripe",
    },
    palettes: { blue: "blue", coral: "coral", forest: "forest", sand: "sand", ink: "ink", plum: "plum" },
    categories: {
      business: "Business",
      creative: "Creative",
      elegant: "Elegant",
      minimal: "Minimal",
      event: "Event",
      promotion: "Promotion",
    },
  },
};
