import { Icon, type IconName, isIconName } from "~/ui/Icon";
import type { BlockOf } from "./types";

/** Content authors may use these words as well as the icon names themselves. */
const ALIASES: Record<string, IconName> = {
  delivery: "truck",
  shipping: "truck",
  eco: "leaf",
  green: "leaf",
  quality: "star",
  rating: "star",
  support: "phone",
  help: "phone",
  secure: "lock",
  payment: "lock",
  email: "mail",
};

export function uspIcon(name: string): IconName {
  const key = name.trim().toLowerCase();
  if (isIconName(key)) return key;
  return ALIASES[key] ?? "check";
}

export function Usps({ block }: { block: BlockOf<"usps"> }) {
  return (
    <section className="section section--usps">
      <ul className="container usps">
        {block.items.map((item) => (
          <li key={item.title} className="usps__item">
            <span className="usps__icon">
              <Icon name={uspIcon(item.icon)} size={26} />
            </span>
            <p className="usps__title">{item.title}</p>
            <p className="usps__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
