import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import type { DeleteDesignBody } from "../../../contract/account/account.requests";
import { designsSchema } from "../../../contract/account/account.schemas";
import { loadAccountData } from "./account-data.server";

/** "My designs" (issue 6): the configurations a customer keeps, each reopening the configurator. */

export async function loadMyDesigns(context: Readonly<RouterContextProvider>, url: URL) {
  const { shop } = getRequestState(context);
  const { designs } = await loadAccountData(context, url, "/api/v1/customer/designs/", designsSchema);
  const param = shop.configs.productQueryParams.preconfiguredKey;
  return {
    designs: designs.map((design) => ({
      ...design,
      openPath: `${design.pagePath}?${new URLSearchParams({ [param]: design.configKey })}`,
    })),
    done: url.searchParams.get("done"),
  };
}

const deleteSchema = z.object({ intent: z.literal("delete"), id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/) });

export type MyDesignsActionData = { error: string };

export async function myDesignsAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const { api } = getRequestState(context);
  const parsed = deleteSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data<MyDesignsActionData>({ error: "designs:error.invalid" }, { status: 400 });
  const deleted = await expectRefusals([400, 404], () =>
    api.delete("/api/v1/customer/designs/", {
      schema: designsSchema,
      body: { id: parsed.data.id } satisfies DeleteDesignBody,
    }),
  );
  if (deleted instanceof ApiError)
    return data<MyDesignsActionData>({ error: "designs:error.gone" }, { status: 404 });
  return redirect(`${url.pathname}?done=deleted`, 303);
}
