import { useTranslation } from "~/i18n/use-translation";
import type { EditorAction } from "./editor-state";

/** The sides of the design as tabs, and "+ Add a back" while there is only a front. */
export function EditorSides({
  pages,
  page,
  dispatch,
}: {
  pages: number;
  page: number;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="design-editor__sides"
      role="tablist"
      aria-label={t("designEditor:editor.sides", { defaultValue: "Sides" })}
    >
      {Array.from({ length: pages }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: sides are positional
          key={index}
          type="button"
          role="tab"
          aria-selected={page === index}
          className="design-editor__side"
          onClick={() => dispatch({ type: "page", page: index })}
        >
          {t(`designEditor:previewSide_${index}`, { defaultValue: index === 0 ? "Front" : "Back" })}
        </button>
      ))}
      {pages < 2 ? (
        <button type="button" className="design-editor__side" onClick={() => dispatch({ type: "addVerso" })}>
          {t("designEditor:editor.addBack", { defaultValue: "+ Add a back" })}
        </button>
      ) : null}
    </div>
  );
}
