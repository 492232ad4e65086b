import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { SaveState } from "./use-design-save";

/**
 * The bar held at the bottom of the screen while the editor is on it (issue 38 §5: on a phone the
 * button sat 2 000 px down): the save status and "Use this design". With content crossing the safe
 * area or the trim, the first press warns again and asks before going on.
 */
export function UseDesignBar({
  save,
  issues,
  onUse,
}: {
  save: SaveState;
  issues: number;
  onUse: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (issues === 0) setConfirming(false);
  }, [issues]);
  return (
    <div className="sticky-bar design-editor__use-bar" data-testid="use-design-bar">
      <p className="design-editor__status" role="status" data-testid="save-status">
        {save.status === "saving" ? t("designEditor:editor.saving", { defaultValue: "Saving…" }) : null}
        {save.status === "saved"
          ? t("designEditor:editor.saved", { defaultValue: "All changes saved" })
          : null}
        {save.status === "error" ? save.message : null}
      </p>
      {confirming ? (
        <div className="design-editor__confirm" role="alert">
          <p>
            {t("designEditor:editor.printArea.confirm", {
              defaultValue:
                "Some elements cross the safe area or the trim line and may be cut off. Use this design as it is?",
            })}
          </p>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {t("designEditor:editor.keepEditing", { defaultValue: "Keep editing" })}
          </button>
          <button type="button" className="button button--primary" onClick={onUse}>
            {t("designEditor:editor.useAnyway", { defaultValue: "Use it anyway" })}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => (issues > 0 ? setConfirming(true) : onUse())}
        >
          {t("designEditor:editor.use", { defaultValue: "Use this design" })}
        </button>
      )}
    </div>
  );
}
