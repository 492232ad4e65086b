import { randomInt, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Welcome, WelcomeCode } from "../../contract/account/welcome.schemas";
import type { RequestContext } from "../context";
import type { Database } from "../db/schema";
import type { PromocodesTable } from "../db/schema-catalogue";
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

/** Creates the customer's welcome code and the sign-up event; the code's text, for the welcome email. */
export async function grantWelcome(context: RequestContext, customerId: string, now: Date): Promise<string> {
  const endsAt = new Date(now.getTime() + WELCOME_VALID_DAYS * 86_400_000).toISOString();
  return context.db.transaction().execute(async (trx) => {
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
  });
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
) {
  const french = tenant.locale.startsWith("fr");
  const percent = WELCOME_DISCOUNT_BP / 100;
  return french
    ? {
        to: customer.email,
        subject: `${tenant.name} : bienvenue, votre compte est prêt`,
        body: `Bonjour ${customer.firstName},\n\nvotre compte est prêt. Ouvrez ce lien dans les 24 heures pour vous connecter d’un clic :\n${signInUrl}\n\nEnsuite, connectez-vous avec cette adresse e-mail et votre mot de passe pour commander, suivre vos commandes et gérer vos adresses.\n\nVotre code de bienvenue : ${code}\n-${percent} % sur une commande, valable ${WELCOME_VALID_DAYS} jours, avec ce compte uniquement. Il reste visible dans votre espace client tant qu’il n’a pas servi.\n`,
      }
    : {
        to: customer.email,
        subject: `${tenant.name}: welcome, your account is ready`,
        body: `Hello ${customer.firstName},\n\nyour account is ready. Open this link within 24 hours to sign in with one click:\n${signInUrl}\n\nAfter that, sign in with this email address and your password to order, follow your orders and manage your addresses.\n\nYour welcome code: ${code}\n${percent}% off one order, valid for ${WELCOME_VALID_DAYS} days, with this account only. It stays in your personal area until you use it.\n`,
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
) {
  return tenant.locale.startsWith("fr")
    ? {
        to,
        subject: `${tenant.name} : quelqu’un a voulu créer un compte avec votre adresse`,
        body: `Un compte existe déjà pour cette adresse e-mail. Si c’était vous, ouvrez ce lien dans l’heure pour vous connecter d’un clic :\n${links.signIn}\n\nMot de passe oublié ? ${links.passwordReset}\n\nSinon, ignorez ce message : votre compte n’a pas changé.\n`,
      }
    : {
        to,
        subject: `${tenant.name}: someone tried to create an account with your email`,
        body: `An account already exists for this email address. If it was you, open this link within the hour to sign in with one click:\n${links.signIn}\n\nForgotten your password? ${links.passwordReset}\n\nOtherwise you can ignore this message: your account has not changed.\n`,
      };
}
