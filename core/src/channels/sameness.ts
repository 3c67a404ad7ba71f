/**
 * The catalogue sameness check: descriptions that share a long run of words with another
 * item's description, or open the same way, read as duplicate content to search engines.
 */

export interface DescribedItem {
  itemId: string;
  text: string;
}

export interface SamenessFlag {
  itemId: string;
  /** Other items sharing a run of `runWords` or more words with this one (the first few). */
  sharesWordsWith: string[];
  /** How many other items share its most widely shared run. */
  sharesWordsWithCount: number;
  /** The longest shared run found, as written in this item's text. */
  sharedRun: string | null;
  /** Other items whose description opens with the same words (the first few). */
  sameOpeningAs: string[];
  sameOpeningCount: number;
}

/** What an item's row carries: the flag with the other items named (not their ids). */
export interface ItemSameness {
  /** Other items' names sharing a run of words with this description (the first few). */
  sharesWordsWith: string[];
  sharesWordsWithCount: number;
  sharedRun: string | null;
  /** Other items' names whose descriptions open the same way (the first few). */
  sameOpeningAs: string[];
  sameOpeningCount: number;
}

/** Items named per flag at most: a stock sentence shared by thousands names a few. */
const NAMED = 5;

export interface SamenessOptions {
  /** Words in a row that count as copied (8: longer than any stock phrase). */
  runWords: number;
  /** Opening words compared. */
  openingWords: number;
}

export const SAMENESS_DEFAULTS: SamenessOptions = { runWords: 8, openingWords: 6 };

function tokens(text: string): { folded: string[]; raw: string[] } {
  const raw = text.split(/\s+/).filter((word) => word.length > 0);
  // Case and punctuation do not count ('Meet' = 'MEET', 'favourite,' = 'favourite').
  const folded = raw.map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''));
  return { folded, raw };
}

/**
 * Every item whose description shares a run of words with another's, or the same opening;
 * items with neither are left out. Linear in the catalogue's words: each run of `runWords`
 * words is looked up once.
 */
export function findSameness(
  items: readonly DescribedItem[],
  options: SamenessOptions = SAMENESS_DEFAULTS,
): SamenessFlag[] {
  const runs = new Map<string, Set<string>>();
  const openings = new Map<string, Set<string>>();
  const tokenised = items.map((item) => ({ item, ...tokens(item.text) }));
  for (const { item, folded } of tokenised) {
    for (let start = 0; start + options.runWords <= folded.length; start += 1) {
      const key = folded.slice(start, start + options.runWords).join(' ');
      const owners = runs.get(key) ?? new Set<string>();
      owners.add(item.itemId);
      runs.set(key, owners);
    }
    if (folded.length >= options.openingWords) {
      const key = folded.slice(0, options.openingWords).join(' ');
      const owners = openings.get(key) ?? new Set<string>();
      owners.add(item.itemId);
      openings.set(key, owners);
    }
  }
  const flags: SamenessFlag[] = [];
  const name = (owners: Set<string>, self: string, into: Set<string>) => {
    for (const owner of owners) {
      if (into.size >= NAMED) return;
      if (owner !== self) into.add(owner);
    }
  };
  for (const { item, folded, raw } of tokenised) {
    const others = new Set<string>();
    let widest = 0;
    // The longest shared stretch: consecutive shared runs chain into one.
    let best: { start: number; end: number } | null = null;
    let current: { start: number; end: number } | null = null;
    for (let start = 0; start + options.runWords <= folded.length; start += 1) {
      const owners = runs.get(folded.slice(start, start + options.runWords).join(' '));
      if (owners !== undefined && owners.size > 1) {
        name(owners, item.itemId, others);
        widest = Math.max(widest, owners.size - 1);
        const end = start + options.runWords;
        current = current && current.end >= start ? { start: current.start, end } : { start, end };
        if (!best || current.end - current.start > best.end - best.start) best = current;
      } else {
        current = null;
      }
    }
    const opening =
      folded.length >= options.openingWords
        ? openings.get(folded.slice(0, options.openingWords).join(' '))
        : undefined;
    const sameOpening = new Set<string>();
    if (opening) name(opening, item.itemId, sameOpening);
    const sameOpeningCount = opening ? opening.size - 1 : 0;
    if (widest === 0 && sameOpeningCount === 0) continue;
    flags.push({
      itemId: item.itemId,
      sharesWordsWith: [...others],
      sharesWordsWithCount: widest,
      sharedRun: best ? raw.slice(best.start, best.end).join(' ') : null,
      sameOpeningAs: [...sameOpening],
      sameOpeningCount,
    });
  }
  return flags;
}
