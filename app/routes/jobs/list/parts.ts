/**
 * The names of the server-drawn parts of /applications (`ServerHtml`, decision 067): a list row's priority badge
 * and facts, a board card's facts. The loader draws them (./row-facts.server.tsx, ./board/card-facts.server.tsx).
 */
export const rowPart = (jobId: string, which: "badge" | "facts") => `row-${jobId}-${which}`;
export const cardPart = (jobId: string) => `card-${jobId}`;
