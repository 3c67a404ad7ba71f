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

/**
 * The catalogue's words as numbers: case and punctuation do not count ('Meet' = 'MEET',
 * 'favourite,' = 'favourite'), and a word written the same way is folded once per check.
 */
class Vocabulary {
  private readonly byRaw = new Map<string, number>();
  private readonly byFolded = new Map<string, number>();

  words(text: string): { ids: number[]; raw: string[] } {
    const raw = text.split(/\s+/).filter((word) => word.length > 0);
    return { ids: raw.map((word) => this.id(word)), raw };
  }

  private id(word: string): number {
    const known = this.byRaw.get(word);
    if (known !== undefined) return known;
    const folded = word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    let id = this.byFolded.get(folded);
    if (id === undefined) {
      id = this.byFolded.size;
      this.byFolded.set(folded, id);
    }
    this.byRaw.set(word, id);
    return id;
  }
}

/** A run of words as a short key: each word's number in two UTF-16 units. */
function runKey(ids: number[], start: number, length: number, codes: number[]): string {
  for (let offset = 0; offset < length; offset += 1) {
    const id = ids[start + offset];
    codes[2 * offset] = id & 0xffff;
    codes[2 * offset + 1] = id >>> 16;
  }
  return String.fromCharCode(...codes);
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
  const vocabulary = new Vocabulary();
  const runCodes = new Array<number>(2 * options.runWords).fill(0);
  const openingCodes = new Array<number>(2 * options.openingWords).fill(0);
  const note = (map: Map<string, Set<string>>, key: string, itemId: string) => {
    const owners = map.get(key);
    if (owners) owners.add(itemId);
    else map.set(key, new Set([itemId]));
  };
  const tokenised = items.map((item) => {
    const { ids, raw } = vocabulary.words(item.text);
    const keys: string[] = [];
    for (let start = 0; start + options.runWords <= ids.length; start += 1) {
      keys.push(runKey(ids, start, options.runWords, runCodes));
      note(runs, keys[start], item.itemId);
    }
    const opening =
      ids.length >= options.openingWords
        ? runKey(ids, 0, options.openingWords, openingCodes)
        : null;
    if (opening !== null) note(openings, opening, item.itemId);
    return { item, keys, opening, raw };
  });
  const flags: SamenessFlag[] = [];
  const name = (owners: Set<string>, self: string, into: Set<string>) => {
    for (const owner of owners) {
      if (into.size >= NAMED) return;
      if (owner !== self) into.add(owner);
    }
  };
  for (const { item, keys, opening: openingKey, raw } of tokenised) {
    const others = new Set<string>();
    let widest = 0;
    // The longest shared stretch: consecutive shared runs chain into one.
    let best: { start: number; end: number } | null = null;
    let current: { start: number; end: number } | null = null;
    for (let start = 0; start < keys.length; start += 1) {
      const owners = runs.get(keys[start]);
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
    const opening = openingKey === null ? undefined : openings.get(openingKey);
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
