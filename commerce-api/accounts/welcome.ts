import { randomInt, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Welcome, WelcomeCode } from "#contract/account/welcome.schemas";
import type { RequestContext } from "../context";
import type { Database, PromocodesTable } from "../db/schema";
import type { MailContent } from "../mail/mail-layout";
import { findWelcomeCode } from "../promocode/promocode.repository";
import type { Tenant } from "../tenant/tenant";
import { authenticate } from "./sessions";

/**
 * The welcome offer (issue 16 §2, ADR 030): every new account gets its own one-time code, 10 % off
 * one order for 30 days, bound to the account; registration records a sign-up event with it.
 */

export const WELCOME_DISCOUNT_BP = 1000;
export const WELCOME_VALID_DAYS = 30;
/** No 0/O, 1/I/L: the code is read off a screen or an email and typed again. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function welcomeCodeText(tenant: Pick<Tenant, "locale">, pick: (max: number) => number = randomInt) {
  const prefix = tenant.locale.startsWith("fr") ? "BIENVENUE" : "WELCOME";
  let suffix = "";
  for (let index = 0; index < 6; index++) suffix += ALPHABET[pick(ALPHABET.length)];
  return `${prefix}-${suffix}`;
}

type Db = Kysely<Database>;

/**
 * Creates the customer's welcome code and the sign-up event in `trx` (registration's transaction);
 * the code's text, for the welcome email.
 */
export async function grantWelcome(
  trx: Db,
  context: Pick<RequestContext, "tenant">,
  customerId: string,
  now: Date,
): Promise<string> {
  const endsAt = new Date(now.getTime() + WELCOME_VALID_DAYS * 86_400_000).toISOString();
  // 31^6 ≈ 887 million codes: a clash is unlikely, but the code column is unique per tenant.
  for (let attempt = 0; ; attempt++) {
    const code = welcomeCodeText(context.tenant);
    const id = randomUUID();
    const inserted = await trx
      .insertInto("promocodes")
      .values({
        id,
        tenant_key: context.tenant.key,
        code,
        currency_code: null,
        discount_type: "percent",
        discount_value: WELCOME_DISCOUNT_BP,
        minimum_cent_amount: 0,
        starts_at: now.toISOString(),
        ends_at: endsAt,
        product_keys_json: null,
        customer_id: customerId,
        single_use: 1,
      })
      .onConflict((conflict) => conflict.columns(["tenant_key", "code"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      if (attempt < 5) continue;
      throw new Error("no free welcome code after 6 attempts");
    }
    await trx
      .insertInto("customer_events")
      .values({
        tenant_key: context.tenant.key,
        customer_id: customerId,
        type: "signed_up",
        detail: JSON.stringify({ welcomeCodeId: id }),
        at: now.toISOString(),
      })
      .execute();
    return code;
  }
}

type PromocodeRow = Selectable<PromocodesTable>;

export function welcomeCodeView(row: PromocodeRow, orderNumber: string | null, now: Date): WelcomeCode {
  const endsAt = row.ends_at ?? now.toISOString();
  const status = row.redeemed_at ? "used" : Date.parse(endsAt) <= now.getTime() ? "expired" : "available";
  return {
    code: row.code,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    currencyCode: row.currency_code,
    minimumCentAmount: row.minimum_cent_amount,
    endsAt,
    status,
    usedBy: row.redeemed_order_id && orderNumber ? { orderId: row.redeemed_order_id, orderNumber } : null,
  };
}

/** The loss-leader offers still running, each linked to the page that shows it. */
async function currentOffers(db: Db, tenantKey: string, now: Date): Promise<Welcome["offers"]> {
  const [leaders, pages] = await Promise.all([
    db.selectFrom("loss_leaders").selectAll().where("tenant_key", "=", tenantKey).execute(),
    db.selectFrom("pages").select(["path", "blocks_json"]).where("tenant_key", "=", tenantKey).execute(),
  ]);
  const page = pages.find((candidate) =>
    (JSON.parse(candidate.blocks_json) as { type: string }[]).some((block) => block.type === "lossLeader"),
  );
  if (!page) return [];
  return leaders
    .filter((leader) => !leader.ends_at || Date.parse(leader.ends_at) > now.getTime())
    .map((leader) => ({
      title: leader.title,
      description: leader.description,
      path: `${page.path}?${new URLSearchParams({ key: leader.key })}`,
      endsAt: leader.ends_at,
    }));
}

/** GET customer/welcome/: the signed-in customer's welcome code (null for accounts made before it) and offers. */
export async function getWelcome(context: RequestContext): Promise<Welcome> {
  const { customer } = await authenticate(context);
  const now = context.now();
  const [row, offers] = await Promise.all([
    findWelcomeCode(context.db, context.tenant.key, customer.id),
    currentOffers(context.db, context.tenant.key, now),
  ]);
  const order = row?.redeemed_order_id
    ? await context.db
        .selectFrom("orders")
        .select("order_number")
        .where("id", "=", row.redeemed_order_id)
        .executeTakeFirst()
    : undefined;
  return {
    firstName: customer.first_name,
    code: row ? welcomeCodeView(row, order?.order_number ?? null, now) : null,
    offers,
  };
}

/** The welcome email, in the shop's language, with the one-click sign-in link, the code and until when it works. */
export function welcomeEmail(
  tenant: Pick<Tenant, "name" | "locale">,
  customer: { email: string; firstName: string },
  code: string,
  signInUrl: string,
): MailContent {
  const percent = WELCOME_DISCOUNT_BP / 100;
  const base = { kind: "welcome", to: customer.email };
  return tenant.locale.startsWith("fr")
    ? {
        ...base,
        subject: `${tenant.name} : bienvenue, votre compte est prêt`,
        blocks: [
          { text: `Bonjour ${customer.firstName},` },
          {
            text: "Votre compte est prêt. Ouvrez ce lien dans les 24 heures pour vous connecter d’un clic :",
          },
          { link: signInUrl, label: "Me connecter" },
          {
            text: "Ensuite, connectez-vous avec cette adresse e-mail et votre mot de passe pour commander, suivre vos commandes et gérer vos adresses.",
          },
          {
            text: `Votre code de bienvenue : ${code}\n-${percent} % sur une commande, valable ${WELCOME_VALID_DAYS} jours, avec ce compte uniquement. Il reste visible dans votre espace client tant qu’il n’a pas servi.`,
          },
        ],
      }
    : {
        ...base,
        subject: `${tenant.name}: welcome, your account is ready`,
        blocks: [
          { text: `Hello ${customer.firstName},` },
          { text: "Your account is ready. Open this link within 24 hours to sign in with one click:" },
          { link: signInUrl, label: "Sign me in" },
          {
            text: "After that, sign in with this email address and your password to order, follow your orders and manage your addresses.",
          },
          {
            text: `Your welcome code: ${code}\n${percent}% off one order, valid for ${WELCOME_VALID_DAYS} days, with this account only. It stays in your personal area until you use it.`,
          },
        ],
      };
}

/**
 * To an existing account's owner when someone registers with their address (ADR 066): if it was them,
 * the link signs them in; otherwise nothing happened to the account.
 */
export function registrationNoticeEmail(
  tenant: Pick<Tenant, "name" | "locale">,
  to: string,
  links: { signIn: string; passwordReset: string },
): MailContent {
  const base = { kind: "registration-notice", to };
  return tenant.locale.startsWith("fr")
    ? {
        ...base,
        subject: `${tenant.name} : quelqu’un a voulu créer un compte avec votre adresse`,
        blocks: [
          {
            text: "Un compte existe déjà pour cette adresse e-mail. Si c’était vous, ouvrez ce lien dans l’heure pour vous connecter d’un clic :",
          },
          { link: links.signIn, label: "Me connecter" },
          { text: "Mot de passe oublié ?" },
          { link: links.passwordReset, label: "Choisir un nouveau mot de passe" },
          { text: "Sinon, ignorez ce message : votre compte n’a pas changé." },
        ],
      }
    : {
        ...base,
        subject: `${tenant.name}: someone tried to create an account with your email`,
        blocks: [
          {
            text: "An account already exists for this email address. If it was you, open this link within the hour to sign in with one click:",
          },
          { link: links.signIn, label: "Sign me in" },
          { text: "Forgotten your password?" },
          { link: links.passwordReset, label: "Choose a new password" },
          { text: "Otherwise you can ignore this message: your account has not changed." },
        ],
      };
}
