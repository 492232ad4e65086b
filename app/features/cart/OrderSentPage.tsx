import type { Order } from "#contract/orders/order.schemas";
import { formatPrice, formatQuantity } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { Unbroken } from "~/ui/Unbroken";
import { OrderNextLinks } from "../orders/OrderNextLinks";
import type { OrderNextPaths } from "../orders/order-next-steps";
import { OrderTotals } from "./OrderTotals";

/** Order sent: the number, what is due, how to pay it (bank transfer details and reference), and what next. */
export function OrderSentPage({
  order,
  locale,
  next,
  walletFailed,
}: {
  order: Order;
  locale: string;
  next: OrderNextPaths;
  walletFailed: boolean;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, order.currencyCode, locale);
  const fromWallet = order.payments.find((payment) => payment.method === "wallet")?.centAmount ?? 0;
  return (
    <div className="container cart-page order-sent">
      <h1 className="cart-page__title">
        {t("checkout:sent.title", { defaultValue: "Thank you, your order is placed" })}
      </h1>
      <Alert tone="success">
        <p>
          <Unbroken
            translate={(number) =>
              t("checkout:sent.number", { defaultValue: "Order number {{number}}", number })
            }
            value={order.orderNumber}
          />
        </p>
      </Alert>
      {walletFailed ? (
        <Alert tone="warning">
          <p>
            {t("checkout:sent.walletFailed", {
              defaultValue:
                "Your wallet couldn't pay this order, so nothing was taken from it. Pay by transfer below.",
            })}
          </p>
        </Alert>
      ) : null}
      {fromWallet > 0 ? (
        <Alert tone="info">
          <p data-testid="wallet-paid">
            {t("checkout:sent.walletPaid", {
              defaultValue: "Paid from your wallet: {{amount}}",
              amount: money(fromWallet),
            })}
          </p>
        </Alert>
      ) : null}
      <div className="cart-page__grid">
        <section className="configurator">
          {order.currentOrderAmountStillToPay === 0 ? (
            <p>
              {t("checkout:sent.paidInFull", {
                defaultValue: "Nothing more to pay. Next step: your print files.",
              })}
            </p>
          ) : null}
          {order.bankTransfer && order.currentOrderAmountStillToPay > 0 ? (
            <BankTransfer transfer={order.bankTransfer} amount={money(order.currentOrderAmountStillToPay)} />
          ) : null}
          <OrderedLines lines={order.lineItems} locale={locale} money={money} />
        </section>
        <aside className="cart-summary">
          <OrderTotals order={order} locale={locale} />
          <OrderNextLinks paths={next} />
        </aside>
      </div>
    </div>
  );
}

/** Where to send the money still due, with the reference that ties the transfer to the order. */
function BankTransfer({
  transfer,
  amount,
}: {
  transfer: NonNullable<Order["bankTransfer"]>;
  amount: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="cart-summary__title">
        {t("checkout:sent.transferTitle", { defaultValue: "Pay by bank transfer" })}
      </h2>
      <p>
        {t("checkout:sent.transferText", {
          defaultValue:
            "Transfer {{amount}} with the reference below. Production starts as soon as it arrives.",
          amount,
        })}
      </p>
      <dl className="account-facts order-sent__bank">
        <dt>{t("checkout:sent.beneficiary", { defaultValue: "Beneficiary" })}</dt>
        <dd>{transfer.beneficiary}</dd>
        <dt>IBAN</dt>
        <dd>{transfer.iban}</dd>
        <dt>BIC</dt>
        <dd>{transfer.bic}</dd>
        <dt>{t("checkout:sent.reference", { defaultValue: "Reference" })}</dt>
        <dd data-testid="transfer-reference">{transfer.reference}</dd>
      </dl>
    </>
  );
}

/** What was ordered: quantity, product and job name, each with its price. */
function OrderedLines(props: {
  lines: Order["lineItems"];
  locale: string;
  money: (cents: number) => string;
}) {
  const { lines, locale, money } = props;
  const { t } = useTranslation();
  return (
    <ul className="order-sent__lines">
      {lines.map((line) => (
        <li key={line.id}>
          {formatQuantity(line.quantity, locale)} × {line.mcpProdName}
          {line.jobName ? ` — ${line.jobName}` : ""}{" "}
          <span className="order-sent__price">
            {line.totalPriceWithServices
              ? t("cart:line.exclVat", {
                  defaultValue: "{{price}} excl. VAT",
                  price: money(line.totalPriceWithServices.centAmount),
                })
              : t("cart:line.inclVat", {
                  defaultValue: "{{price}} incl. VAT",
                  price: money(line.taxedTotalPriceWithServices.centAmount),
                })}
          </span>
        </li>
      ))}
    </ul>
  );
}
