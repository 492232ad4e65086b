import { accountRoutes } from "./accounts/accounts.routes";
import { addressRoutes } from "./accounts/addresses.routes";
import { companyRoutes } from "./accounts/company.routes";
import { dataRightsRoutes } from "./accounts/data-rights.routes";
import { designRoutes } from "./accounts/designs.routes";
import { impersonationRoutes } from "./accounts/impersonation.routes";
import { passwordResetRoutes } from "./accounts/password-reset.routes";
import { paymentMethodRoutes } from "./accounts/payment-methods.routes";
import { signInLinkRoutes } from "./accounts/sign-in-links";
import { staffAccessRoutes } from "./accounts/staff-access";
import { walletRoutes } from "./accounts/wallet.routes";
import { artworkRoutes } from "./artwork/artwork.routes";
import { artworkFileRoutes } from "./artwork/artwork-file.routes";
import { artworkPreviewRoutes } from "./artwork/artwork-preview.routes";
import { artworkThumbnailRoutes } from "./artwork/artwork-thumbnail.routes";
import { printChoiceRoutes } from "./artwork/print-choice.routes";
import { cartRoutes } from "./cart/cart.routes";
import { cartAddressRoutes } from "./cart/cart-address.routes";
import { cartPromocodeRoutes } from "./cart/cart-promocode.routes";
import { contentRoutes } from "./content/content.routes";
import type { RouteDefinition } from "./context";
import { deliveryRoutes } from "./delivery/delivery.routes";
import { designEditorRoutes } from "./design/design.routes";
import { invoiceRoutes } from "./invoices/invoices.routes";
import { staffMailRoutes } from "./mail/mails-staff.routes";
import { mediaRoutes } from "./media/media.routes";
import { newsletterRoutes } from "./newsletter/newsletter.routes";
import { legacyOrderRoutes } from "./orders/legacy-orders.routes";
import { orderEditRoutes } from "./orders/order-edit.routes";
import { orderRoutes } from "./orders/orders.routes";
import { proofRoutes } from "./orders/proofs.routes";
import { reorderRoutes } from "./orders/reorder.routes";
import { staffOrderRoutes } from "./orders/staff.routes";
import { paymentRoutes } from "./payments/payments.routes";
import { providerPageRoutes } from "./payments/provider-pages";
import { productRoutes } from "./product/product.routes";
import { productContentRoutes } from "./product/product-content.routes";
import { promocodeRoutes } from "./promocode/promocode.routes";
import { quoteRoutes } from "./quotes/quotes.routes";
import { staffQuoteRoutes } from "./quotes/quotes-staff.routes";
import { searchRoutes } from "./search/search.routes";

/** Every domain's routes. A new domain exports its own list and is added here. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...contentRoutes,
  ...designEditorRoutes,
  ...accountRoutes,
  ...impersonationRoutes,
  ...staffAccessRoutes,
  ...walletRoutes,
  ...addressRoutes,
  ...companyRoutes,
  ...dataRightsRoutes,
  ...paymentMethodRoutes,
  ...designRoutes,
  ...passwordResetRoutes,
  ...signInLinkRoutes,
  ...newsletterRoutes,
  ...productRoutes,
  ...productContentRoutes,
  ...promocodeRoutes,
  ...cartRoutes,
  ...cartPromocodeRoutes,
  ...cartAddressRoutes,
  ...orderEditRoutes,
  ...reorderRoutes,
  ...orderRoutes,
  ...legacyOrderRoutes,
  ...staffOrderRoutes,
  ...invoiceRoutes,
  ...proofRoutes,
  ...artworkRoutes,
  ...artworkPreviewRoutes,
  ...printChoiceRoutes,
  ...artworkThumbnailRoutes,
  ...artworkFileRoutes,
  ...paymentRoutes,
  ...providerPageRoutes,
  ...deliveryRoutes,
  ...searchRoutes,
  ...quoteRoutes,
  ...staffQuoteRoutes,
  ...staffMailRoutes,
  ...mediaRoutes,
];
