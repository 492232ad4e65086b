import type { RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { SaveDesignBody } from "#contract/account/account.requests";
import { loginRedirect } from "~/features/auth/require-auth.server";
import { getRequestState, type RequestState } from "~/server/context.server";
import { formError, refused } from "~/server/form-errors";
import { guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import type { ProductActionData } from "./product-actions.types";
import { generateCustomConfigKey } from "./product-api.server";
import { loadProductPage } from "./product-page.server";
import type { ProductPageSource } from "./product-page.types";

type ProductPage = Awaited<ReturnType<typeof loadProductPage>>;

/** The short configuration key of the page's current selection (share links and saved designs). */
export async function configurationKey(
  state: RequestState,
  page: ProductPage & { selection: NonNullable<ProductPage["selection"]> },
) {
  const { attributes, quantity, priority, uploadType, fileCheck, jobName } = page.selection;
  const key = await guardUpstream(() =>
    generateCustomConfigKey(state.api, {
      productKey: page.productKey,
      config: {
        selectedAttributes: attributes,
        quantity,
        priority,
        uploadType,
        fileCheck,
        ...(jobName ? { jobName } : {}),
      },
    }),
  );
  return key.key;
}

/**
 * Intent `saveDesign`: keeps the current configuration in the customer's "my designs" (issue 6).
 * A visitor who isn't signed in goes to login and comes back to this very configuration.
 */
export async function saveDesign(
  context: Readonly<RouterContextProvider>,
  target: URL,
  source: ProductPageSource,
) {
  const state = getRequestState(context);
  if (!state.auth) return loginRedirect(context, target);
  const page = await loadProductPage(context, target, source);
  if (!page.selection) {
    return refused<ProductActionData>(formError("product:form.unavailable"), 503);
  }
  const configKey = await configurationKey(state, { ...page, selection: page.selection });
  await guardUpstream(() =>
    state.api.call(accountEndpoints.saveDesign, {
      body: {
        name: page.selection?.jobName || source.title,
        productName: source.title,
        pagePath: source.path,
        configKey,
      } satisfies SaveDesignBody,
    }),
  );
  const designs = state.shop.links.myDesigns ?? state.shop.links.personalArea ?? "/";
  return redirect(`${designs}?done=saved`, 303);
}
