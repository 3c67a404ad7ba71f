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

/**
 * Which batches each of a process's concurrent inline transactions (the offline writer's
 * items, taken, written and recorded in one transaction) takes from. Such a transaction locks
 * its batches' rows and their sellers' usage rows until it commits, so two that share a batch
 * wait for each other in Postgres. With several batches running, each transaction takes its
 * own part of them, `1/transactions` of them: those no other transaction holds, the one whose
 * turn is furthest behind first. Serving a batch moves its turn on by 1/weight (a Pro batch's
 * turn comes twice as often as a free one's); a batch new to the process starts level with
 * the one furthest behind when it is first seen. When every batch is held (a lone batch),
 * they are shared as they are: one transaction then composes while the other is in Postgres.
 */
export class InlineTurns {
  /** How many of this process's transactions hold each batch now. */
  private readonly held = new Map<string, number>();
  /** Each batch's turn: how far it has been served, in items' worth of weight. */
  private readonly turns = new Map<string, number>();

  constructor(private readonly transactions: number) {}

  /** The batches the next transaction takes from (shares among them with `allocate`). */
  group(entries: ShareEntry[]): ShareEntry[] {
    // Batches seen for the first time start level with the one furthest behind.
    const start = this.start();
    for (const entry of entries) if (!this.turns.has(entry.id)) this.turns.set(entry.id, start);
    const open = entries.filter((entry) => entry.cap > 0);
    const free = open.filter((entry) => !this.held.has(entry.id));
    if (free.length === 0) return open;
    return free
      .map((entry, order) => ({ entry, order, turn: this.turns.get(entry.id) as number }))
      .sort((a, b) => a.turn - b.turn || a.order - b.order)
      .slice(0, Math.ceil(entries.length / this.transactions))
      .map(({ entry }) => entry);
  }

  /** A transaction took items of these batches; `release` them when it ends. */
  hold(entries: ShareEntry[]): void {
    for (const entry of entries) {
      this.held.set(entry.id, (this.held.get(entry.id) ?? 0) + 1);
      this.turns.set(entry.id, (this.turns.get(entry.id) ?? this.start()) + 1 / entry.weight);
    }
  }

  release(entries: ShareEntry[]): void {
    for (const entry of entries) {
      const held = (this.held.get(entry.id) ?? 1) - 1;
      if (held > 0) this.held.set(entry.id, held);
      else this.held.delete(entry.id);
    }
  }

  /** Forgets batches no longer running. */
  keepOnly(live: ReadonlySet<string>): void {
    for (const batchId of this.turns.keys()) if (!live.has(batchId)) this.turns.delete(batchId);
  }

  private start(): number {
    let least = Infinity;
    for (const turn of this.turns.values()) least = Math.min(least, turn);
    return Number.isFinite(least) ? least : 0;
  }
}
