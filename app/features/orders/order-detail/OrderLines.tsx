import { Form, Link, useNavigation } from "react-router";
import type { Order } from "#contract/orders/order.schemas";
import { formatCalendarDate, formatDate, formatQuantity } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { attributeLabels, lineDesignOf } from "../../cart/cart-lines";
import { LineDesignName, LinePicture } from "../../cart/LinePicture";
import { statusLabel } from "../OrdersPage";
import { ownerFileHref, PrintFileDownload } from "../PrintFileDownload";
import { ownerThumbnailSrc, PrintFileThumbnails } from "../PrintFileThumbnails";
import { CancelRefundNote } from "./OrderInvoices";
import { ReorderForm } from "./Reorder";

/** The owner's thumbnail of a page of one of the order's print files (ADR 081). */
/** The order's lines, each with its price and, while editable, a way to change it. */
export function OrderLines({
  order,
  editPaths,
  money,
  locale,
  action,
}: {
  order: Order;
  editPaths: Record<string, string>;
  money: (cents: number) => string;
  locale: string;
  /** Where "order this item again" posts (the order page itself). */
  action: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="cart-lines">
      {order.lineItems.map((line) => {
        const design = lineDesignOf(line.merchantInfo, line.id);
        return (
          <li
            key={line.id}
            className={`cart-line order-detail__line${design.designPreview ? " order-detail__line--design" : ""}`}
          >
            <LinePicture line={{ ...design, thumbnail: null }} />
            <div className="cart-line__body">
              <h2 className="cart-line__name">{line.mcpProdName}</h2>
              <LineDesignName name={design.designName} />
              {line.jobName ? <p className="cart-line__job">{line.jobName}</p> : null}
              <p className="cart-line__facts">
                {t("cart:line.quantity", {
                  defaultValue: "{{quantity}} copies",
                  quantity: formatQuantity(line.quantity, locale),
                })}
                {line.selectedPriority
                  ? ` · ${t(`product:priority.${line.selectedPriority}`, { defaultValue: line.selectedPriority })}`
                  : null}
                {line.promisedArrivalDate
                  ? ` · ${t("orders:line.promised", {
                      defaultValue: "delivery promised {{date}}",
                      date: formatCalendarDate(line.promisedArrivalDate, locale),
                    })}`
                  : null}
              </p>
              <ul className="cart-line__attributes">
                {(attributeLabels(line.merchantInfo) ?? []).map((attribute) => (
                  <li key={attribute.label}>
                    {attribute.label}: {attribute.value}
                  </li>
                ))}
              </ul>
              {order.artwork
                .filter((file) => file.lineItemId === line.id && file.id)
                .map((file) => (
                  <div key={file.id} className="order-detail__print-file">
                    <PrintFileThumbnails file={file} src={ownerThumbnailSrc(order.id)} />
                    <PrintFileDownload href={ownerFileHref(order.id, file.id)} fileName={file.fileName} />
                  </div>
                ))}
              {editPaths[line.id] ? (
                <Link to={editPaths[line.id] as string} className="button button--link">
                  {t("orders:editLine", { defaultValue: "Change this item" })}
                </Link>
              ) : null}
              <ReorderForm orderId={order.id} lineItemId={line.id} action={action} />
            </div>
            <p className="cart-line__price">
              {line.totalPriceWithServices ? (
                <span className="cart-line__price-main">{money(line.totalPriceWithServices.centAmount)}</span>
              ) : null}
              <span
                className={line.totalPriceWithServices ? "cart-line__price-sub" : "cart-line__price-main"}
              >
                {t("cart:line.inclVat", {
                  defaultValue: "{{price}} incl. VAT",
                  price: money(line.taxedTotalPriceWithServices.centAmount),
                })}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t("orders:history", { defaultValue: "History" })}</h2>
      <ol className="order-detail__history">
        {order.history.map((event) => (
          <li key={`${event.to}:${event.at}`}>
            {formatDate(event.at)} — {statusLabel(t, event.to)}
          </li>
        ))}
      </ol>
    </>
  );
}

/** A disclosure instead of a modal: it works the same without JavaScript. */
export function CancelOrder({
  order,
  action,
  money,
}: {
  order: Order;
  action: string;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  return (
    <details className="order-detail__cancel">
      <summary className="button button--secondary">
        {t("orders:cancel", { defaultValue: "Cancel this order" })}
      </summary>
      <Form method="post" action={action}>
        <input type="hidden" name="orderId" value={order.id} />
        <p>
          {t("orders:cancelConfirm", {
            defaultValue: "Cancel order {{number}}? This can't be undone.",
            number: order.orderNumber,
          })}
        </p>
        <CancelRefundNote order={order} money={money} />
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="button button--primary"
          aria-disabled={cancelling || undefined}
        >
          {cancelling
            ? t("orders:cancelling", { defaultValue: "Cancelling…" })
            : t("orders:confirmCancel", { defaultValue: "Yes, cancel the order" })}
        </button>
      </Form>
    </details>
  );
}
