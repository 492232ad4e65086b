/** How long an agent cookie may mark a browser as staff (issue 19): a shift, a week or a month. */
export const AGENT_DURATIONS = { shift: 8 * 3600, week: 7 * 86_400, month: 30 * 86_400 } as const;
export type AgentDuration = keyof typeof AGENT_DURATIONS;
