import { Link } from "react-router";
import type { SeasonState } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";
import { closedText } from "./season";

export type SeasonClosedProps = { season: SeasonState; locale: string; homePath: string };

/** A seasonal landing page outside its window: when it comes back, and the way to the shop. */
export function SeasonClosed({ season, locale, homePath }: SeasonClosedProps) {
  const { t } = useTranslation();
  return (
    <div className="container">
      <section className="season-closed" aria-labelledby="season-closed-title">
        <h2 id="season-closed-title" className="season-closed__title">
          {season.closedTitle}
        </h2>
        <p className="season-closed__text">{closedText(season.closedText, season.reopensOn, locale)}</p>
        <Link to={homePath} className="button button--primary">
          {t("landing:backHome", { defaultValue: "Back to the shop" })}
          <Icon name="arrow" size={20} />
        </Link>
      </section>
    </div>
  );
}
