import { enLegalIdentity as who } from "../legal-identity";
import { h2, p, ul } from "../page-builders";
import type { PageSeed } from "../types";

/** Legal notice and privacy policy of the English shop (issue 36 §7). */

const home = { label: "Home", path: "/" };

export const enLegalPages: PageSeed[] = [
  {
    key: "legal-notice",
    path: "/legal-notice/",
    title: "Legal notice",
    metaTitle: "Legal notice | Presto Print",
    metaDescription: "Who publishes and hosts the Presto Print website.",
    breadcrumbs: [home, { label: "Legal notice", path: "/legal-notice/" }],
    blocks: [
      {
        type: "richText",
        content: [
          h2("Publisher"),
          p(`${who.company}, a ${who.legalForm} with a share capital of ${who.shareCapital}.`),
          ul(
            `Registered office: ${who.address}`,
            who.registration,
            `VAT number: ${who.vatNumber}`,
            `Telephone: ${who.phone}`,
            `Email: ${who.email}`,
          ),
          h2("Responsible for the content"),
          p(who.director),
          h2("Hosting"),
          p(`${who.host.name}, ${who.host.address}, telephone ${who.host.phone}.`),
          h2("Intellectual property"),
          p(
            "The texts, images and templates of this site belong to Presto Print or their authors. The files you send us remain yours; we only use them to print your orders.",
          ),
          h2("Personal data and cookies"),
          p(
            "How we handle your data and which cookies the site sets is described in the privacy policy (/privacy-policy/). Our terms of sale are at /terms-and-conditions/.",
          ),
        ],
      },
    ],
  },
  {
    key: "privacy",
    path: "/privacy-policy/",
    title: "Privacy policy",
    metaTitle: "Privacy policy | Presto Print",
    metaDescription:
      "What data Presto Print processes, why, for how long, who receives it, your rights and the site's cookies.",
    breadcrumbs: [home, { label: "Privacy policy", path: "/privacy-policy/" }],
    blocks: [
      {
        type: "richText",
        content: [
          h2("Data controller"),
          p(`${who.company}, ${who.address}. For any question about your data: ${who.privacyEmail}.`),
          h2("What we process, why, and on what basis"),
          ul(
            "Your account and orders (name, email, phone, addresses, company and VAT number, print files, online designs): to perform our contract with you.",
            "Your invoices and payments: to meet our accounting and tax obligations (legal obligation). We never keep your full card number or full IBAN.",
            "IP addresses and sign-in attempts: to protect accounts and the site against abuse (legitimate interest).",
            "The newsletter: only with your consent, withdrawn in one click from any of its emails.",
          ),
          h2("How long"),
          ul(
            "Account, addresses, designs and saved payment methods: until you delete your account.",
            "Orders and invoices: 6 years from the end of the financial year (HMRC), even after the account is deleted, without your contact details.",
            "Failed sign-in attempts: 1 hour; abuse counters per IP address: 10 minutes at most.",
            "Log of emails sent: 90 days.",
            "Newsletter subscription: until you unsubscribe.",
          ),
          h2("Who receives your data"),
          ul(
            "Our team (customer service, print shop) to prepare and ship your orders.",
            "The payment provider, for card, PayPal and direct debit payments.",
            "The carrier you choose, for delivery (name, address, phone).",
            `Our host, ${who.host.name}, and our email service, who act on our instructions.`,
            "We never sell your data, and it is not transferred outside the UK and the European Economic Area.",
          ),
          h2("Your rights"),
          p(
            "You may access your data, correct it, erase it, receive it in a machine-readable format, object to its processing or ask for it to be restricted.",
          ),
          ul(
            "To correct it: My account, Profile and Addresses.",
            "To download your data (a JSON file) or delete your account: My account, “My data” (/my-account/my-data/).",
            `Any other request: ${who.privacyEmail}; we answer within one month.`,
            `To complain: ${who.authority}.`,
          ),
          h2("Cookies"),
          p(
            "The site only sets cookies it needs to work; they are signed, out of reach of scripts (HttpOnly) and used neither for advertising nor for audience measurement, so no consent is asked for.",
          ),
          ul(
            "presto_state: your visit (currency, basket, promo code applied) — until you close the browser.",
            "presto_anon: anonymous id of your basket and designs before you sign in — 7 days.",
            "presto_auth: your sign-in to your account — 24 hours.",
            "presto_agent: for our staff only, marks their browser — 30 days at most.",
            "presto_debug: for our staff only, diagnostic display — 24 hours.",
          ),
          p(
            "The browser also keeps two technical notes for the life of the tab (sessionStorage): a new-version notice you closed, and a guard against reload loops.",
          ),
        ],
      },
    ],
  },
];
