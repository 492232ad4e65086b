import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installClientTimeout } from "~/client/client-timeout";
import { installChunkReloadGuard } from "~/client/reload-guard";
import { loadDictionaryDocuments } from "~/i18n/dictionary-documents";

installChunkReloadGuard();
installClientTimeout();

// The page's texts come as documents of their own (ADR 063): hydrate once they are in.
void loadDictionaryDocuments().then((ready) => {
  if (!ready) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
