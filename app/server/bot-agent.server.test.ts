import { describe, expect, it } from "vitest";
import { isBotAgent } from "./bot-agent.server";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("isBotAgent", () => {
  it("tells a crawler from a person, the same way every time it is asked", () => {
    for (let visit = 0; visit < 3; visit++) {
      expect(isBotAgent(CRAWLER)).toBe(true);
      expect(isBotAgent(PERSON)).toBe(false);
    }
  });

  it("counts a request without a user agent as a person's, as isbot does", () => {
    expect(isBotAgent(null)).toBe(false);
    expect(isBotAgent("")).toBe(false);
  });
});
