/**
 * Who runs each demo shop, as the law asks a shop to say (issue 36 §7): the publisher of the site,
 * its director of publication and its host (French LCEN art. 6; UK Companies Act and E-Commerce
 * Regulations). One definition, used by the legal notice and the privacy policy; the numbers are
 * fictitious but well-formed (the SIREN passes Luhn, the VAT numbers their national keys).
 */
export interface LegalIdentity {
  company: string;
  legalForm: string;
  shareCapital: string;
  address: string;
  registration: string;
  vatNumber: string;
  director: string;
  email: string;
  privacyEmail: string;
  phone: string;
  host: { name: string; address: string; phone: string };
  /** Where a customer may complain about the handling of their data. */
  authority: string;
}

export const frLegalIdentity: LegalIdentity = {
  company: "Presto Impression SAS",
  legalForm: "société par actions simplifiée",
  shareCapital: "50 000 €",
  address: "18 rue des Imprimeurs, 75011 Paris, France",
  registration: "RCS Paris 812 345 676 — SIRET 812 345 676 00017",
  vatNumber: "FR19812345676",
  director: "Claire Martin, présidente",
  email: "service-client@presto-impression.fr",
  privacyEmail: "dpo@presto-impression.fr",
  phone: "+33 1 84 80 20 20",
  host: {
    name: "Nuage Services SAS",
    address: "40 quai de la Loire, 75019 Paris, France",
    phone: "+33 1 70 00 00 00",
  },
  authority:
    "la CNIL (Commission nationale de l’informatique et des libertés), 3 place de Fontenoy, 75007 Paris, www.cnil.fr",
};

export const enLegalIdentity: LegalIdentity = {
  company: "Presto Print Ltd",
  legalForm: "private company limited by shares",
  shareCapital: "£10,000",
  address: "12 Printers Yard, London EC1V 4AB, United Kingdom",
  registration: "Registered in England and Wales, company number 12345678",
  vatNumber: "GB123456782",
  director: "James Carter, managing director",
  email: "support@prestoprint.co.uk",
  privacyEmail: "privacy@prestoprint.co.uk",
  phone: "+44 20 3808 4400",
  host: {
    name: "Cloud Hosting UK Ltd",
    address: "1 Data Park, Slough SL1 4XX, United Kingdom",
    phone: "+44 20 7000 0000",
  },
  authority:
    "the Information Commissioner’s Office (ICO), Wycliffe House, Water Lane, Wilmslow SK9 5AF, ico.org.uk",
};
