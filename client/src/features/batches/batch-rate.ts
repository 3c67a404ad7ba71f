/** How far a batch was at a moment. */
export interface RateSample {
  /** ms */
  at: number;
  /** Items finished (written or failed). */
  done: number;
}

export interface RateEstimate {
  itemsPerMinute: number;
  /** null while the rate is not known yet. */
  secondsLeft: number | null;
}

/** How far back the rate looks: recent enough to follow a changing pace. */
export const RATE_WINDOW_MS = 60_000;
/** Fewer than this many seconds of samples: the server's average since the start is used. */
const MIN_SPAN_MS = 3_000;

/** Adds a sample and drops those older than the window (the newest one is always kept). */
export function addSample(samples: RateSample[], sample: RateSample): RateSample[] {
  const kept = samples.filter((entry) => sample.at - entry.at <= RATE_WINDOW_MS);
  const last = kept.at(-1);
  if (last && last.done === sample.done) return kept;
  return [...kept, sample];
}

/**
 * Items per minute over the recent samples and the time left at that pace. With too short a
 * history it uses the server's figures (the average since the batch started).
 */
export function estimateRate(
  samples: RateSample[],
  remaining: number,
  server: { itemsPerMinute: number | null; secondsLeft: number | null },
): RateEstimate | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (first && last && last.at - first.at >= MIN_SPAN_MS && last.done > first.done) {
    const itemsPerMinute = ((last.done - first.done) / (last.at - first.at)) * 60_000;
    return { itemsPerMinute, secondsLeft: Math.ceil((remaining / itemsPerMinute) * 60) };
  }
  if (server.itemsPerMinute === null || server.itemsPerMinute <= 0) return null;
  return {
    itemsPerMinute: server.itemsPerMinute,
    secondsLeft: server.secondsLeft ?? Math.ceil((remaining / server.itemsPerMinute) * 60),
  };
}

/** "42 items/min", "1.5 items/min". */
export function rateLabel(itemsPerMinute: number): string {
  const rounded =
    itemsPerMinute >= 10 ? Math.round(itemsPerMinute) : Math.round(itemsPerMinute * 10) / 10;
  return `${rounded.toLocaleString()} items/min`;
}

/** "about 40 s left", "about 3 min left", "about 1 h 20 min left". */
export function timeLeftLabel(seconds: number): string {
  if (seconds < 60) return `about ${Math.max(5, Math.ceil(seconds / 5) * 5)} s left`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h${rest > 0 ? ` ${rest} min` : ''} left`;
}
