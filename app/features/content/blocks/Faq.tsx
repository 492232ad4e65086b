import { Icon } from "~/ui/Icon";
import type { BlockOf } from "./types";

/** Questions as native disclosures: no JavaScript needed. */
export function Faq({ block }: { block: BlockOf<"faq"> }) {
  return (
    <section className="section section--faq">
      <div className="container container--narrow">
        <h2 className="section__title">{block.title}</h2>
        <div className="faq">
          {block.items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary className="faq__question">
                <span>{item.question}</span>
                <Icon name="chevron" size={18} className="faq__chevron" />
              </summary>
              <p className="faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
