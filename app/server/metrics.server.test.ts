import { afterEach, describe, expect, it } from "vitest";
import { configureMailOutboxDepth, metricsRegistry } from "./metrics.server";

afterEach(() => configureMailOutboxDepth(null));

describe("mail_outbox_messages", () => {
  it("reads the outbox at scrape time, queued and failed apart", async () => {
    let depth = { queued: 3, failed: 1 };
    configureMailOutboxDepth(async () => depth);
    let text = await metricsRegistry.metrics();
    expect(text).toContain('mail_outbox_messages{status="queued"} 3');
    expect(text).toContain('mail_outbox_messages{status="failed"} 1');
    depth = { queued: 0, failed: 2 };
    text = await metricsRegistry.metrics();
    expect(text).toContain('mail_outbox_messages{status="queued"} 0');
    expect(text).toContain('mail_outbox_messages{status="failed"} 2');
  });

  it("keeps the scrape answering when the database doesn't", async () => {
    configureMailOutboxDepth(async () => {
      throw new Error("connection refused");
    });
    await expect(metricsRegistry.metrics()).resolves.toContain("# TYPE mail_outbox_messages gauge");
  });
});
