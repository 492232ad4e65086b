import { endpoint } from "../endpoints";
import {
  companySchema,
  customerSchema,
  designsSchema,
  paymentMethodsSchema,
  registrationAcceptedSchema,
  resetDoneSchema,
  resetRequestedSchema,
  walletSchema,
} from "./account.schemas";
import { impersonationPairSchema, loggedOutSchema, staffMeSchema, tokenPairSchema } from "./auth.schemas";
import { accountDeletedSchema, customerDataExportSchema } from "./data-rights.schemas";
import { newsletterStateSchema } from "./newsletter.schemas";
import { welcomeSchema } from "./welcome.schemas";

/** Accounts, sessions, the personal area and the newsletter (spec §7). */
export const accountEndpoints = {
  login: endpoint("POST", "/api/v1/auth/login/", tokenPairSchema),
  refreshToken: endpoint("POST", "/api/v1/auth/refreshToken/", tokenPairSchema),
  logout: endpoint("POST", "/api/v1/auth/logout/", loggedOutSchema),
  signInLink: endpoint("POST", "/api/v1/customer/sign-in-link/", tokenPairSchema),
  customer: endpoint("GET", "/api/v1/customer/", customerSchema),
  updateProfile: endpoint("PATCH", "/api/v1/customer/", customerSchema),
  register: endpoint("POST", "/api/v1/customer/create", registrationAcceptedSchema),
  welcome: endpoint("GET", "/api/v1/customer/welcome/", welcomeSchema),
  requestPasswordReset: endpoint("POST", "/api/v1/customer/password-reset/request", resetRequestedSchema),
  confirmPasswordReset: endpoint("POST", "/api/v1/customer/password-reset/confirm", resetDoneSchema),
  wallet: endpoint("GET", "/api/v1/customer/wallet/", walletSchema),
  company: endpoint("GET", "/api/v1/customer/company/", companySchema),
  updateCompany: endpoint("PATCH", "/api/v1/customer/company/", companySchema),
  dataExport: endpoint("GET", "/api/v1/customer/data-export/", customerDataExportSchema),
  deleteAccount: endpoint("POST", "/api/v1/customer/delete-account/", accountDeletedSchema),
  paymentMethods: endpoint("GET", "/api/v1/customer/payment-methods/", paymentMethodsSchema),
  removePaymentMethod: endpoint("DELETE", "/api/v1/customer/payment-methods/", paymentMethodsSchema),
  addAddress: endpoint("POST", "/api/v1/customer/address/", customerSchema),
  updateAddress: endpoint("PATCH", "/api/v1/customer/address/", customerSchema),
  setDefaultAddress: endpoint("PATCH", "/api/v1/customer/address/setDefault", customerSchema),
  deleteAddress: endpoint("DELETE", "/api/v1/customer/address", customerSchema),
  savedDesigns: endpoint("GET", "/api/v1/customer/designs/", designsSchema),
  saveDesign: endpoint("POST", "/api/v1/customer/designs/", designsSchema),
  deleteSavedDesign: endpoint("DELETE", "/api/v1/customer/designs/", designsSchema),
  staffMe: endpoint("GET", "/api/v1/admin/me", staffMeSchema),
  loginAsUser: endpoint("POST", "/api/v1/admin/login-as-user/", impersonationPairSchema),
  newsletterSubscribe: endpoint("POST", "/api/v1/newsletter/subscribe/", registrationAcceptedSchema),
  newsletterConfirm: endpoint("POST", "/api/v1/newsletter/confirm/", newsletterStateSchema),
  newsletterState: endpoint("POST", "/api/v1/newsletter/state/", newsletterStateSchema),
  newsletterUnsubscribe: endpoint("POST", "/api/v1/newsletter/unsubscribe/", newsletterStateSchema),
  newsletterResubscribe: endpoint("POST", "/api/v1/newsletter/resubscribe/", newsletterStateSchema),
} as const;
