import type { TFunction } from "i18next";
import { type FormEvent, useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import {
  ISLAND_PARAM,
  PARAM,
  type ProductSelection,
  readSelection,
  type VatDisplay,
} from "#contract/product/selection-params";
import { readEarlyChoices } from "~/client/early-choices";
import { useTranslation } from "~/i18n/use-translation";
import { type IslandAnswer, isIslandAnswer, viewAfter } from "./island-quote";
import { markIslandLoaded } from "./island-sync";
import { IDLE, type LoadingTopic, loadingFlags, topicsForChange } from "./loading-topics";
import { NON_SELECTION_FIELDS } from "./product-form-fields";
import type { ProductView } from "./product-page.types";

type QuoteValues = Iterable<[string, FormDataEntryValue]>;
type Extra = Record<string, string>;

/** Inputs whose typing doesn't change the price: read on submit, never re-quoted on. */
const TEXT_FIELDS = new Set<string>([
  PARAM.jobName,
  PARAM.ownQuantity,
  PARAM.artworkName,
  PARAM.artworkQuantity,
  PARAM.artworkRolls,
  "promocode",
]);

/**
 * The configurator island (spec §4 client side). It starts from the loader's data, re-quotes through
 * one fetcher with a stable key (a newer load cancels the older one, so the latest answer wins),
 * keeps showing the previous prices while a quote is on its way, and moves the address bar to the
 * server's canonical selection so the page stays shareable.
 */
export function useConfigurator(initial: ProductView) {
  const formKey = `configurator:${initial.productKey}`;
  const fetcher = useFetcher<IslandAnswer>({ key: formKey });
  const { t } = useTranslation();
  const [view, setView] = useState(initial);
  const [pending, setPending] = useState<ProductSelection | null>(null);
  const [topics, setTopics] = useState<LoadingTopic[]>([]);
  const [announce, setAnnounce] = useState(false);
  const setSyncTo = useAddressBarSync();
  const [seenInitial, setSeenInitial] = useState(initial);
  const [seenFetched, setSeenFetched] = useState(fetcher.data);

  // Derived state: a new loader answer (navigation, action revalidation) or fetcher answer replaces the view.
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    setView(initial);
    setPending(null);
  }
  if (fetcher.data !== seenFetched) {
    setSeenFetched(fetcher.data);
    const answer = isIslandAnswer(fetcher.data) ? fetcher.data : null;
    // Without a quote (island null), the last priced choice stays on screen with why it didn't move.
    if (answer && (answer.island === null || answer.island.productKey === initial.productKey)) {
      setView(viewAfter(view, answer, connectionLostText(t)));
      setPending(null);
      if (answer.island) {
        setAnnounce(true);
        setSyncTo(`${answer.island.path}${answer.island.search}`);
      }
    }
  }

  /** Re-quotes the form; `changed` (the field the visitor changed) says which parts will move. */
  const requote = (form: HTMLFormElement, extra?: Extra, changed: string | null = null) =>
    requoteValues(new FormData(form), extra, changed);

  function requoteValues(values: QuoteValues, extra?: Extra, changed: string | null = null) {
    setTopics(topicsForChange(changed));
    const params = quoteParams(values, view, extra);
    if (view.selection) setPending(optimistic(view.selection, params));
    fetcher.load(`${view.path}?${params.toString()}`);
  }

  useEarlyChoices(formKey, requoteValues);

  /** Delegated from the form: choices re-quote at once; text fields wait for submit. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (!target.name || TEXT_FIELDS.has(target.name)) return;
    if (target.name === PARAM.vat) {
      setVat(target.value as VatDisplay);
      return;
    }
    requote(event.currentTarget, undefined, target.name);
  }

  function setVat(vat: VatDisplay) {
    if (!view.selection) return;
    const params = new URLSearchParams(view.search);
    if (vat === "excl") params.delete(PARAM.vat);
    else params.set(PARAM.vat, vat);
    const search = `?${params.toString()}`;
    setView({ ...view, selection: { ...view.selection, vat }, search });
    setSyncTo(`${view.path}${search}`);
  }

  return {
    view,
    selection: pending ?? view.selection,
    busy: fetcher.state !== "idle",
    /** Per topic (spec §4 loading flags): what the quote on its way can still change. */
    loading: fetcher.state !== "idle" ? loadingFlags(topics) : IDLE,
    announce,
    formKey,
    onChange,
    requote,
  };
}

/**
 * A choice tapped before hydration is set back when React commits it: read the form on the first render
 * (before that commit), and quote what the visitor chose once the island runs.
 */
function useEarlyChoices(formKey: string, requote: (values: URLSearchParams) => void) {
  const [early] = useState(() => (typeof document === "undefined" ? null : readEarlyChoices(formKey)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the choices read at hydration.
  useEffect(() => {
    if (early) requote(early);
  }, [early]);
}

/** After a fetcher answer only: moves the address bar to the quoted selection (loader answers already match it). */
function useAddressBarSync() {
  const navigate = useNavigate();
  const location = useLocation();
  const [syncTo, setSyncTo] = useState<string | null>(null);
  useEffect(() => {
    if (!syncTo) return;
    setSyncTo(null);
    if (syncTo === `${location.pathname}${location.search}`) return;
    markIslandLoaded(syncTo);
    navigate(syncTo, { replace: true, preventScrollReset: true });
  }, [syncTo, location.pathname, location.search, navigate]);
  return setSyncTo;
}

/** The query a re-quote loads: the form's selection, then `extra`, the page's mode and its island tag. */
function quoteParams(values: QuoteValues, view: ProductView, extra?: Extra) {
  const params = new URLSearchParams();
  for (const [name, value] of values) {
    if (typeof value === "string" && !NON_SELECTION_FIELDS.has(name)) params.append(name, value);
  }
  for (const [name, value] of Object.entries(extra ?? {})) params.set(name, value);
  const modeParam = view.mode.kind === "new" ? null : view.mode.param;
  const modeValue = modeParam ? new URLSearchParams(view.search).get(modeParam) : null;
  if (modeParam && modeValue !== null) params.set(modeParam, modeValue);
  // Names the configuration this page holds, so the answer can leave it out (ADR 060).
  params.set(ISLAND_PARAM, view.configurationTag ?? "");
  return params;
}

function connectionLostText(t: TFunction): string {
  return t("product:island.connectionLost", {
    defaultValue:
      "The connection was interrupted: the prices shown are for your previous choice. Check your connection, then choose again.",
  });
}

/** What the visitor just chose, shown while the server prices it (prices stay the server's). */
function optimistic(current: ProductSelection, params: URLSearchParams): ProductSelection {
  const { requested } = readSelection(params);
  return {
    ...current,
    attributes: { ...current.attributes, ...requested.attributes },
    quantity: requested.quantity ?? current.quantity,
    priority: requested.priority ?? current.priority,
    uploadType: requested.uploadType ?? "upload",
    fileCheck: requested.fileCheck ?? false,
  };
}
