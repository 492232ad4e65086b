import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installClientTimeout } from "~/features/client/client-timeout";
import { installChunkReloadGuard } from "~/features/client/reload-guard";

installChunkReloadGuard();
installClientTimeout();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
