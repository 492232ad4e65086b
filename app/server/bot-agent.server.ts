import { isbot } from "isbot";
import { RecentMap } from "#contract/recent-map";

/**
 * Browsers send a handful of distinct user agents, and isbot's pattern (several hundred
 * alternatives) was matched two or three times per page: the answer is kept per user-agent text,
 * the most recently seen 500 (ADR 108).
 */
const answers = new RecentMap<string, boolean>(500);

/** Whether `userAgent` names a crawler (isbot); no user agent is not one. */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  let bot = answers.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    answers.set(userAgent, bot);
  }
  return bot;
}
