// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ArtworkUploader } from "./ArtworkUploader";

/**
 * The print file slot with JavaScript: the form goes through XMLHttpRequest so the payer sees the
 * upload's progress, and the server's answer page is read back for its message. The network is a
 * stand-in here (the upload route's own tests post real files); what's checked is what the payer sees.
 */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  responseURL = "";
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeRequest.last = null;
});

/** The request the slot sent; the test fails here if it sent none. */
function sent(): FakeRequest {
  if (!FakeRequest.last) throw new Error("no upload was sent");
  return FakeRequest.last;
}

const ORDER_PAGE = "/espace-client/commandes/o-1/";

function renderSlot(error: string | null = null) {
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ArtworkUploader
            orderId="o-1"
            lineItemId="line-1"
            setIndex={0}
            label="Recto"
            maxBytes={1024}
            error={error}
          />
        ),
      },
    ],
    { initialEntries: [ORDER_PAGE] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const pdf = (bytes: number) => new File([new Uint8Array(bytes)], "flyer.pdf", { type: "application/pdf" });

async function choose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText("Recto"), file);
  await user.click(screen.getByRole("button", { name: "Send this file" }));
}

describe("ArtworkUploader with JavaScript", () => {
  it("refuses a file over the limit before sending anything", async () => {
    const { user } = renderSlot();
    expect(screen.getByText("PDF, PNG, JPEG or TIFF, up to 1.00 kB.")).toBeTruthy();
    await choose(user, pdf(2048));
    expect(screen.getByRole("alert").textContent).toBe("This file is too large.");
    expect(FakeRequest.last).toBeNull();
  });

  it("posts the slot's form, shows the progress, and follows the server's redirect", async () => {
    const { user, router } = renderSlot();
    await choose(user, pdf(512));
    const request = sent();
    expect(request.method).toBe("POST");
    expect(request.body?.get("intent")).toBe("upload");
    expect(request.body?.get("lineItemId")).toBe("line-1");
    expect([...(request.body?.keys() ?? [])]).toEqual([
      "intent",
      "orderId",
      "lineItemId",
      "setIndex",
      "file",
    ]);

    await screen.findByRole("button", { name: "Send this file" });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 256, total: 512 });
    expect((await screen.findByRole("progressbar", { name: "Upload progress" })).getAttribute("value")).toBe(
      "50",
    );
    expect(screen.getByRole("button").textContent).toBe("Sending… 50 %");

    request.status = 200;
    request.responseURL = `http://localhost${ORDER_PAGE}?uploaded=1`;
    request.onload?.();
    await vi.waitFor(() => expect(router.state.location.search).toBe("?uploaded=1"));
    await vi.waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });

  it("shows the server's refusal for this slot, read from its answer page", async () => {
    const { user } = renderSlot();
    await choose(user, pdf(512));
    const request = sent();
    request.status = 400;
    request.responseText = `<html><body><p data-upload-error="line-9:0">Not this slot</p>
      <p data-upload-error="line-1:0">This PDF has no pages.</p></body></html>`;
    request.onload?.();
    expect((await screen.findByRole("alert")).textContent).toBe("This PDF has no pages.");
  });

  it("says an interrupted upload saved nothing", async () => {
    const { user } = renderSlot();
    await choose(user, pdf(512));
    sent().onerror?.();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The upload was interrupted; nothing was saved.",
    );
  });

  it("shows the refusal of a post made without JavaScript", () => {
    renderSlot("uploads:error.invalid");
    expect(screen.getByRole("alert").textContent).toBe("This file couldn't be saved.");
    expect(screen.getByLabelText("Recto").getAttribute("aria-describedby")).toBe(
      "artwork-line-1-0-hint artwork-line-1-0-error",
    );
  });
});
