import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { dictionaryGroupFile } from "./i18n/dictionary-groups";
import { type ScreenId, screenRoutes } from "./screens/screen-paths";

/**
 * One route per tenant path of a named screen (see screens/screen-paths.ts); each tenant
 * is served a table without the others' (server/tenant-route-tables.ts).
 */
function screen(id: ScreenId, file: string) {
  return screenRoutes(id).map(({ path, id: routeId }) => route(path, file, { id: routeId }));
}

/**
 * A pathless layout whose loader sends the dictionary entries its routes use (ADR 040); it keeps
 * them while the visitor moves among those routes. Pages outside every group get the shell's only.
 */
function dictionaries(group: string, children: RouteConfigEntry[]) {
  return layout(dictionaryGroupFile(group), children);
}

export default [
  route("robots.txt", "routes/robots.ts"),
  route("__i18n/:file", "routes/dictionary-document.ts"),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("sitemap-lp.xml", "routes/sitemap.ts", { id: "sitemap-lp" }),
  route("old-sitemap.xml", "routes/sitemap.ts", { id: "old-sitemap" }),
  route("api/design-browser-templates", "routes/design-browser-templates.ts"),
  route("api/v1/*", "routes/api-proxy.ts"),
  route("session/currency", "routes/session-currency.tsx"),
  route("session/logout", "routes/session-logout.tsx"),
  route("account/artwork-preview", "routes/artwork-preview.ts"),
  route("account/artwork-thumbnail", "routes/artwork-thumbnail.ts"),
  route("account/artwork-file", "routes/artwork-file.ts"),
  route("account/invoice", "routes/invoice-pdf.ts"),
  route("account/proof", "routes/proof-file.ts"),
  route("account/my-data.json", "routes/my-data-download.ts"),
  route("design/preview", "routes/design-preview.ts"),
  route("design/image", "routes/design-image.ts"),
  route("design/api", "routes/design-api.ts"),
  dictionaries("auth", [
    ...screen("login", "routes/login.tsx"),
    ...screen("register", "routes/register.tsx"),
    ...screen("passwordReset", "routes/password-reset.tsx"),
  ]),
  // The personal area: one layout (sidebar, screen and sign-in guards) around its screens.
  dictionaries("account", [
    layout("routes/account-layout.tsx", [
      ...screen("personalArea", "routes/personal-area.tsx"),
      ...screen("profile", "routes/profile.tsx"),
      ...screen("addresses", "routes/addresses.tsx"),
      ...screen("orders", "routes/orders.tsx"),
      ...screen("orderDetail", "routes/order-detail.tsx"),
      ...screen("upload", "routes/order-upload.tsx"),
      ...screen("uploadDetail", "routes/upload-detail.tsx"),
      ...screen("legacyOrders", "routes/legacy-orders.tsx"),
      ...screen("myDesigns", "routes/my-designs.tsx"),
      ...screen("legacyOrderDetail", "routes/legacy-order-detail.tsx"),
      ...screen("wallet", "routes/wallet.tsx"),
      ...screen("invoices", "routes/invoices.tsx"),
      ...screen("paymentMethods", "routes/payment-methods.tsx"),
      ...screen("premium", "routes/premium.tsx"),
      ...screen("companyProfile", "routes/company-profile.tsx"),
      ...screen("quotes", "routes/quotes.tsx"),
      ...screen("myData", "routes/my-data.tsx"),
    ]),
  ]),
  dictionaries("shopping", [
    ...screen("cart", "routes/cart.tsx"),
    ...screen("checkout", "routes/checkout.tsx"),
    ...screen("orderSent", "routes/order-sent.tsx"),
    ...screen("paymentResult", "routes/payment-result.tsx"),
  ]),
  dictionaries("services", [
    ...screen("search", "routes/search.tsx"),
    ...screen("newsletter", "routes/newsletter.tsx"),
    ...screen("newsletterUnsubscribe", "routes/newsletter-unsubscribe.tsx"),
    ...screen("quoteRequest", "routes/quote-request.tsx"),
    ...screen("welcome", "routes/welcome.tsx"),
    ...screen("priceGrid", "routes/price-grid.tsx"),
  ]),
  dictionaries("design", [...screen("designEditor", "routes/design-editor.tsx")]),
  route("__bench", "routes/bench-floor.tsx"),
  dictionaries("admin", [
    route("admin/agent", "routes/admin.agent.tsx"),
    route("admin/login-as", "routes/admin.login-as.tsx"),
    route("admin/mails", "routes/admin.mails.tsx"),
    route("admin/orders", "routes/admin.orders.tsx"),
    route("admin/orders/proof", "routes/admin.order-proof.ts"),
    route("admin/orders/artwork-thumbnail", "routes/admin.artwork-thumbnail.ts"),
    route("admin/orders/artwork-file", "routes/admin.artwork-file.ts"),
    route("admin/quotes", "routes/admin.quotes.tsx"),
    route("admin/quotes/attachment", "routes/admin.quote-attachment.ts"),
    route("admin/invoice", "routes/admin.invoice-pdf.ts"),
    route("admin/styleguide", "routes/admin.styleguide.tsx"),
    route("admin/upload-ams", "routes/admin.upload-ams.tsx"),
    route("admin/base-configs-console", "routes/admin.base-configs-console.tsx"),
  ]),
  // Every other path is a content page resolved through the tenant's url map ("*" does not match "/"),
  // the product pages among them.
  dictionaries("catalogue", [
    index("routes/content-page.tsx", { id: "home" }),
    route("*", "routes/content-page.tsx", { id: "content-page" }),
  ]),
] satisfies RouteConfig;
