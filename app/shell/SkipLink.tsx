import { useTranslation } from "~/i18n/use-translation";

export type SkipLinkProps = {
  /** id of the main landmark; default "main-content". */
  targetId?: string;
};

/** First focusable element of the page: jumps over the header to the main content. */
export function SkipLink({ targetId = "main-content" }: SkipLinkProps) {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {t("common:skip", { defaultValue: "Skip to content" })}
    </a>
  );
}
