/**
 * How much of a provider's budget each seller's batch gets when several run at once: shares
 * by plan (README "Limits, fairness and scaling out"). A batch's share is its weight over the
 * sum of the running batches' weights.
 */
export const PLAN_WEIGHTS: Readonly<Record<string, number>> = {
  guest: 1,
  free: 1,
  pro: 2,
  business: 3,
};

export function planWeight(plan: string): number {
  return PLAN_WEIGHTS[plan] ?? 1;
}

export interface ShareEntry {
  id: string;
  weight: number;
  /** Items of the batch in flight now, on every worker. */
  generating: number;
  /** The most items it may take now (its seller's allowance left); Infinity for no cap. */
  cap: number;
}

/**
 * Hands out `count` items, one at a time, each to the batch with the fewest items in flight
 * per unit of weight (ties: the batch listed first, the older one). With the provider's
 * budget as the bottleneck, items in flight turn into requests per minute, so each seller's
 * batch runs at its share: a small batch started beside a huge one is not queued behind it.
 */
export function allocate(entries: ShareEntry[], count: number): Map<string, number> {
  const given = new Map(entries.map((entry) => [entry.id, 0]));
  for (let handed = 0; handed < count; handed += 1) {
    let best: ShareEntry | null = null;
    let bestLoad = Infinity;
    for (const entry of entries) {
      const taken = given.get(entry.id) as number;
      if (taken >= entry.cap) continue;
      const load = (entry.generating + taken) / entry.weight;
      if (load < bestLoad) {
        best = entry;
        bestLoad = load;
      }
    }
    if (!best) break;
    given.set(best.id, (given.get(best.id) as number) + 1);
  }
  return given;
}
