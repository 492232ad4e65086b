import { useLocale, useTranslation } from "~/i18n/use-translation";
import { ALPHABET, groupGlossary, termId } from "./glossary-index";
import type { BlockOf } from "./types";

const letterId = (letter: string) => `letter-${letter === "#" ? "0" : letter.toLowerCase()}`;

/** Alphabetical glossary with an A–Z index of in-page anchors (letters without terms are inert). */
export function Glossary({ block }: { block: BlockOf<"glossary"> }) {
  const { t } = useTranslation();
  const groups = groupGlossary(block.terms, useLocale());
  const present = new Set(groups.map((group) => group.letter));
  const letters = present.has("#") ? ["#", ...ALPHABET] : ALPHABET;

  return (
    <section className="section section--glossary">
      <div className="container">
        <nav
          id="glossary-top"
          className="glossary-index"
          aria-label={t("content:glossary.index", { defaultValue: "Glossary index" })}
        >
          <ul className="glossary-index__list">
            {letters.map((letter) => (
              <li key={letter}>
                {present.has(letter) ? (
                  <a className="glossary-index__letter" href={`#${letterId(letter)}`}>
                    {letter}
                  </a>
                ) : (
                  <span className="glossary-index__letter is-empty" aria-disabled="true">
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {groups.length === 0 ? (
          <p className="glossary__empty">{t("content:glossary.empty", { defaultValue: "No terms yet." })}</p>
        ) : null}
        <div className="glossary">
          {groups.map((group) => (
            <section key={group.letter} className="glossary__group" aria-labelledby={letterId(group.letter)}>
              <h2 id={letterId(group.letter)} className="glossary__letter">
                {group.letter}
              </h2>
              <dl className="glossary__terms">
                {group.terms.map((entry) => (
                  <div key={entry.term} className="glossary__entry" id={termId(entry.term)}>
                    <dt className="glossary__term">{entry.term}</dt>
                    <dd className="glossary__definition">{entry.definition}</dd>
                  </div>
                ))}
              </dl>
              <a className="glossary__top" href="#glossary-top">
                {t("content:glossary.backToTop", { defaultValue: "Back to index" })}
              </a>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
