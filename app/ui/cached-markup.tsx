import { createContext, type ReactElement, useContext } from "react";
import { I18nContext } from "react-i18next";

/**
 * The server's store of rendered markup (ADR 057): the HTML of an element rendered on its own, by key.
 * entry.server provides it; the browser has none and renders every element itself.
 */
export interface MarkupCache {
  /**
   * The HTML `render()` gave for the content `name` with these key parts (texts as themselves, objects
   * by identity), or undefined while none is kept — the caller then renders the element itself, and
   * the cache may render it on its own later, outside the page's render.
   */
  get(name: string, keyParts: readonly unknown[], render: () => ReactElement): string | undefined;
}

export const MarkupCacheContext = createContext<MarkupCache | null>(null);

type CachedElementProps = {
  /** The element the markup goes in, rendered by the caller as it would be anyway. */
  as: "footer" | "section" | "fieldset" | "ul" | "div" | "p" | "span";
  className: string;
  /**
   * The element's own other attributes (a state like `aria-busy`): they stay live, outside the cached
   * content and its key.
   */
  attributes?: Readonly<Record<`data-${string}` | `aria-${string}`, string | boolean | undefined>>;
  /** Names the content, and everything its markup depends on besides the page's translations. */
  name: string;
  keyParts: () => readonly unknown[];
  /** Pure content: the same markup for the same key parts and translations, no hooks but useTranslation. */
  children: ReactElement;
};

/**
 * An element whose content is the same on every page that has the same key parts and translations —
 * the footer: on the server, its markup comes from the cache once it is there, instead of being
 * rendered element by element for every request (a third of a page's elements). In the browser it is
 * rendered as usual, and it hydrates over the same markup: the cache renders it with React too.
 */
export function CachedElement({
  as: Tag,
  className,
  attributes,
  name,
  keyParts,
  children,
}: CachedElementProps) {
  const cache = useContext(MarkupCacheContext);
  const translations = useContext(I18nContext);
  if (cache) {
    const html = cache.get(name, [translations?.i18n, ...keyParts()], () =>
      translations ? <I18nContext.Provider value={translations}>{children}</I18nContext.Provider> : children,
    );
    if (html !== undefined) {
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of these children, escaped as it escapes them inline
      return <Tag className={className} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
    }
  }
  return (
    <Tag className={className} {...attributes}>
      {children}
    </Tag>
  );
}
