import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createRoutesStub,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
} from "react-router";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { dictionaryGroupOfFile } from "~/i18n/dictionary-groups";
import { loadDictionaryGroup } from "~/i18n/dictionary-groups.server";
import { mergeDictionaries } from "~/i18n/dictionary-selection";
import type { DictionaryGroup } from "~/i18n/dictionary-selections.generated";
import { createI18n } from "~/i18n/i18n";
import { unpackDictionaries } from "~/i18n/packed-dictionaries";
import Root, { ErrorBoundary } from "~/root";
import routes from "~/routes";
import type { RequestState } from "~/server/context.server";
import { LiveFooter } from "~/shell/StaticFooter";
import type { ShellWire } from "~/shell/shell";
import { loadShell } from "~/shell/shell.server";
import type { CommerceApi } from "../../commerce-api";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { call, dataOf, TENANT_HEADERS } from "../integration/helpers";
import { type HarnessOptions, requestContext } from "../support/request-harness";

/**
 * Whole pages as a shopper gets them, without a browser or a build: the route module's real loader
 * (and action) runs against the embedded commerce API, then the root chrome, an optional layout and
 * the route's component render to static HTML with the tenant's real dictionaries. What the page
 * shows therefore comes from the seed, not from hand-made props that could drift from the loaders.
 * Route middleware (screen and sign-in guards) doesn't run here: route-meta-and-guards.test.tsx calls it.
 */

type Args = { context: RouterContextProvider; url: URL; request: Request; params: Record<string, string> };
// Route modules' typed args are narrower than what the harness builds; the harness hands them all of it.
type Fn = (args: never) => unknown;

export interface RouteModule {
  default: ComponentType<never>;
  loader?: Fn;
  action?: Fn;
}

/** A route module (`import * as … from "~/routes/…"`) as the harness takes it; its typed args don't matter here. */
export const asRoute = (module: unknown) => module as RouteModule;

export interface Visitor {
  context: RouterContextProvider;
  state: RequestState;
  /** Runs the loaders of `route` (and `layout`) for `path` and renders the page. */
  render(path: string, route: RouteModule, options?: RenderOptions): Promise<Rendered>;
  /** Posts a form (FormData: multipart) to the route's action; answers its data or the Response it threw or returned. */
  post(path: string, route: RouteModule, fields: Record<string, string> | FormData): Promise<unknown>;
}

export interface RenderOptions {
  layout?: RouteModule;
  actionData?: unknown;
}

export interface Rendered {
  html: string;
  data: unknown;
  /** The root loader's data (its chrome packed; read it with shellOf). */
  shell: ShellWire;
  /** The status a loader refused the page with (the root error boundary rendered it), else 200. */
  status: number;
}

/** The dictionary group layout (app/routes.ts) above the route the path matches, if any. */
function dictionaryGroupOf(pathname: string): DictionaryGroup | null {
  const matches = matchRoutes(routes as unknown as RouteObject[], pathname) ?? [];
  for (const match of matches) {
    const group = dictionaryGroupOfFile((match.route as { file?: string }).file);
    if (group) return group as DictionaryGroup;
  }
  return null;
}

const ORIGINS = { fr: "http://localhost:3000", en: "http://en.localhost:3000" } as const;

/** A visitor of one tenant (signed in when given a token); one router context for all its requests. */
export async function visit(api: CommerceApi, options: HarnessOptions = {}): Promise<Visitor> {
  const { context, state } = await requestContext(api, options);
  const origin = ORIGINS[options.tenant ?? "fr"];
  const args = (path: string, init?: RequestInit): Args => {
    const url = new URL(path, origin);
    return { context, url, request: new Request(url, init), params: {} };
  };
  return {
    context,
    state,
    async render(path, route, { layout, actionData } = {}) {
      const { url, request } = args(path);
      const shell = loadShell(context, url);
      let layoutData: unknown;
      let data: unknown;
      let error: InstanceType<typeof ErrorResponseImpl> | null = null;
      try {
        layoutData = layout?.loader ? unwrap(await run(layout.loader, args(path))) : undefined;
        data = route.loader ? unwrap(await run(route.loader, args(path))) : undefined;
      } catch (thrown) {
        error = refusal(thrown);
      }
      // Like app/routes.ts: "*" does not match "/", the home page is the index route.
      const Component = route.default as ComponentType;
      const leaf =
        url.pathname === "/"
          ? { id: "route", index: true as const, Component }
          : { id: "route", path: "*", Component };
      const Stub = createRoutesStub([
        {
          id: "root",
          path: "/",
          Component: Root as ComponentType,
          ErrorBoundary,
          children: layout
            ? [{ id: "layout", Component: layout.default as ComponentType, children: [leaf] }]
            : [leaf],
        },
      ]);
      // Like the app: the shell's entries plus those of the dictionary group the path falls under.
      const group = dictionaryGroupOf(url.pathname);
      const i18n = createI18n({
        locale: shell.locale,
        dictionaries: mergeDictionaries(
          unpackDictionaries(shell.dictionaries) ?? {},
          group
            ? unpackDictionaries(loadDictionaryGroup(context, group, url, request).dictionaries)
            : undefined,
        ),
        showKeys: shell.debug,
      });
      // The root loader's part this harness skips: the footer's code in before the one-pass render.
      await LiveFooter.preload();
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Stub
            initialEntries={[`${url.pathname}${url.search}`]}
            hydrationData={{
              loaderData: { root: shell, layout: layoutData, route: data },
              actionData: actionData === undefined ? null : { route: actionData },
              errors: error ? { root: error } : null,
            }}
          />
        </I18nextProvider>,
      );
      return { html, data, shell, status: error?.status ?? 200 };
    },
    async post(path, route, fields) {
      if (!route.action) throw new Error("the route has no action");
      // A FormData body gets its multipart boundary from the Request; fields go url-encoded like a plain form.
      const init: RequestInit =
        fields instanceof FormData
          ? { method: "POST", body: fields, headers: { origin } }
          : {
              method: "POST",
              body: new URLSearchParams(fields),
              headers: { "content-type": "application/x-www-form-urlencoded", origin },
            };
      try {
        return unwrap(await run(route.action, args(path, init)));
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    },
  };
}

const run = (fn: Fn, args: Args) => (fn as (a: Args) => unknown)(args);

/** A loader's thrown `data(…, { status })` as React Router hands it to the error boundary; redirects stay thrown. */
function refusal(thrown: unknown): InstanceType<typeof ErrorResponseImpl> {
  if (thrown instanceof Response) throw thrown;
  if (thrown && typeof thrown === "object" && "type" in thrown && thrown.type === "DataWithResponseInit") {
    const { data, init } = thrown as unknown as { data: unknown; init: ResponseInit | null };
    return new ErrorResponseImpl(init?.status ?? 500, init?.statusText ?? "", data);
  }
  throw thrown;
}

/** `data(value, init)` comes back as a DataWithResponseInit; the component sees the value. */
function unwrap(result: unknown): unknown {
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    return "data" in result ? result.data : undefined;
  }
  return result;
}

/** A seeded demo customer's access token (fr: Marie, en: Oliver unless another email is given). */
export async function signIn(api: CommerceApi, tenant: "fr" | "en" = "fr", email?: string): Promise<string> {
  const answer = await call(api, "/api/v1/auth/login/", {
    method: "POST",
    headers: TENANT_HEADERS[tenant],
    body: JSON.stringify({
      email: email ?? (tenant === "fr" ? "marie.dupont@example.com" : "oliver.smith@example.com"),
      password: DEMO_PASSWORD,
    }),
  });
  return tokenPairSchema.parse(dataOf(answer)).access_token;
}

/** The text a shopper reads: tags dropped, entities decoded, spaces (incl. Intl's narrow ones) collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/[\s\u00a0\u202f]+/g, " ");
}

export type Attributes = Record<string, string>;

/** The attributes of every `<tag …>` in the markup, in order; names lower-cased (React writes maxLength), boolean ones read as "". */
export function tags(html: string, tag: string): Attributes[] {
  const found: Attributes[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))) {
    const attributes: Attributes = {};
    for (const [, name, value] of (match[1] ?? "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      if (name) attributes[name.toLowerCase()] = (value ?? "").replace(/&amp;/g, "&");
    }
    found.push(attributes);
  }
  return found;
}

/** The one `<input>` named `name` (with `value`, for radios); fails loudly when absent. */
export function input(html: string, name: string, value?: string): Attributes {
  const match = tags(html, "input").find(
    (attributes) => attributes.name === name && (value === undefined || attributes.value === value),
  );
  if (!match) throw new Error(`no input ${name}${value === undefined ? "" : `=${value}`}`);
  return match;
}

/** The value of the checked radio named `name`, or null. */
export function checkedValue(html: string, name: string): string | null {
  return tags(html, "input").find((a) => a.name === name && "checked" in a)?.value ?? null;
}

/** What a screen reader announces with the field: the texts its aria-describedby points to. */
export function describedText(html: string, name: string): string {
  const ids = (input(html, name)["aria-describedby"] ?? "").split(" ").filter(Boolean);
  return ids
    .map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? "")
    .join(" ")
    .trim();
}
