import type { Language } from '../shared/prompt-options';
import { cleanDescription } from './cleaner';
import {
  KIND_HINTS,
  NOUN_SPELLINGS,
  SPELLING_INDEX,
  SPELLING_STARTS,
  foldJoined,
  foldText,
  forgetFolds,
  type Concept,
  type NounSpelling,
  type ProductKind,
} from './builtin-lexicon';
import {
  classifyPiece,
  namesMaterial,
  ORIGIN,
  type MeasureKind,
  type PieceClass,
  type PieceCount,
  type PieceRole,
  type PieceShape,
} from './builtin-pieces';
import { splitPieces, type GenerationItem } from './item';

/**
 * What the builtin writer knows about a product: only what its own fields say, sorted into
 * roles (material, measurements, care, origin…) so sentence plans can put each fact where a
 * seller would, plus the product's noun and kind read from its name, details and industry.
 */

export type { MeasureKind, PieceClass, PieceCount, PieceRole, PieceShape };
export { classifyPiece };

export interface Piece extends PieceClass {
  text: string;
  from: 'details' | 'notes';
}

export interface ProductFacts {
  name: string;
  sku: string;
  /** The name, as the subject of an English sentence, takes a plural verb. */
  namePlural: boolean;
  /** The product's noun, when its name holds one the lexicon knows. */
  concept: Concept | null;
  /** More than one unit ('Mugs', 'Napkins'), not a pair-like noun ('Socks'). */
  many: boolean;
  kind: ProductKind;
  pieces: Piece[];
  /** The language the seller wrote the name and pieces in (frames glue only these). */
  source: Language;
  /** The place in 'Made in Portugal', as written. */
  origin: string | null;
  price: string;
  /** Stable per product: picks among sentence frames. */
  seed: number;
}

/** One line of item text, tidied the way the cleaner would, without a closing mark. */
export function tidyPiece(text: string): string {
  const clean = cleanDescription(text);
  return (clean.includes('\n') ? clean.replace(/\s*\n\s*/g, ' ') : clean)
    .replace(/^- /, '')
    .replace(/^[•·▪●*]\s*/, '')
    .replace(/[\s.!?;:,…]+$/, '')
    .trim();
}

/** A folded text's first word (its words are one space apart). */
function firstWord(folded: string): string {
  const space = folded.indexOf(' ');
  return space < 0 ? folded : folded.slice(0, space);
}

/** FNV-1a, 32 bits. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// Where the name's head noun stops: 'Yoga Mat for Beginners', 'Mug - Blue', 'Tote (Large)'.
const HEAD_END =
  /\s+[-–—|]\s+|\s*[(,/|]|\s+(?:for|with|by|per|con|avec|pour|para|com|mit|für|fur|voor|met)\s+/i;

const SET_OF = /^(?:a\s+)?(set|pack|pair|box|kit|bundle)\s+of\b/i;

interface NounMatch {
  spelling: NounSpelling;
  index: number;
}

/**
 * The lexicon's nouns in a folded text, left to right. Longer spellings win over the shorter
 * ones they contain (NOUN_SPELLINGS' order); the text is read word by word against an index.
 */
function nounMatches(folded: string): NounMatch[] {
  if (folded === '') return [];
  const words = folded.split(' ');
  const candidates: { rank: number; start: number; end: number; spelling: NounSpelling }[] = [];
  // Each word's start in ' folded ' (a space each side, as positions are counted).
  let start = 1;
  for (let first = 0; first < words.length; first += 1) {
    let phrase = words[first];
    for (let next = first + 1; ; next += 1) {
      const known = SPELLING_INDEX.get(phrase);
      if (known) {
        candidates.push({
          rank: known.rank,
          start,
          end: start + phrase.length,
          spelling: known.spelling,
        });
      }
      // The phrase grows by a word only while some longer spelling starts with it.
      if (next === words.length || !SPELLING_STARTS.has(phrase)) break;
      phrase = `${phrase} ${words[next]}`;
    }
    start += words[first].length + 1;
  }
  candidates.sort((a, b) => a.rank - b.rank || a.start - b.start);
  const taken: [number, number][] = [];
  const found: NounMatch[] = [];
  for (const { start, end, spelling } of candidates) {
    if (taken.some(([s, e]) => start < e && end > s)) continue;
    taken.push([start, end]);
    found.push({ spelling, index: start });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The name's head noun: English puts it last ('Merino Hiking Socks'), Romance first. */
function headNoun(name: string): NounMatch | null {
  const set = SET_OF.exec(name);
  if (set) {
    const word = foldText(set[1]);
    const spelling = NOUN_SPELLINGS.find(
      (candidate) => candidate.folded === word && candidate.language === 'English',
    );
    if (spelling) return { spelling, index: 0 };
  }
  const head = name.split(HEAD_END)[0] ?? name;
  const matches = nounMatches(foldText(head));
  if (matches.length === 0) {
    const all = nounMatches(foldText(name));
    return all.at(-1) ?? germanCompound(head);
  }
  const last = matches[matches.length - 1];
  // Positions count in ' folded ' (a space each side): the head's words run from 1 to 1 + length.
  const end = 1 + foldText(head).length;
  // English names end with their noun; a Romance name that starts with one keeps that one.
  if (last.index + last.spelling.folded.length === end) return last;
  const first = matches[0];
  if (first.index === 1 && first.spelling.language && first.spelling.language !== 'English')
    return first;
  return last;
}

/** German compounds end with their noun: 'Wollsocken' is Socken, 'Kaffeebecher' a Becher. */
function germanCompound(head: string): NounMatch | null {
  const words = foldText(head).split(' ');
  const last = words.at(-1) ?? '';
  const spelling = NOUN_SPELLINGS.find(
    (candidate) =>
      candidate.language === 'German' &&
      candidate.folded.length >= 4 &&
      !candidate.folded.includes(' ') &&
      last.length > candidate.folded.length &&
      last.endsWith(candidate.folded),
  );
  return spelling ? { spelling, index: 1 + foldText(head).length - last.length } : null;
}

function englishPluralGuess(name: string): boolean {
  const head = (name.split(HEAD_END)[0] ?? name).trim();
  const last = foldText(head).split(' ').at(-1) ?? '';
  return last.length > 3 && /s$/.test(last) && !/(?:ss|us|is|ics|ous|ness)$/.test(last);
}

// Each kind's hints as detectKind looks for them: folded, a space either side.
const FOLDED_KIND_HINTS = (Object.entries(KIND_HINTS) as [ProductKind, string[]][]).map(
  ([kind, hints]) => [kind, hints.map((hint) => ` ${foldText(hint)} `)] as const,
);

/** The product's kind: its noun's, else what its folded text (`folded`) says most. */
function detectKind(facts: { concept: Concept | null; folded: string }): ProductKind {
  if (facts.concept && facts.concept.kind !== 'general') return facts.concept.kind;
  const scores = new Map<ProductKind, number>();
  for (const match of nounMatches(facts.folded)) {
    const kind = match.spelling.concept.kind;
    if (kind !== 'general') scores.set(kind, (scores.get(kind) ?? 0) + 2);
  }
  const folded = ` ${facts.folded} `;
  for (const [kind, hints] of FOLDED_KIND_HINTS) {
    for (const hint of hints) {
      if (folded.includes(hint)) scores.set(kind, (scores.get(kind) ?? 0) + 1);
    }
  }
  let best: ProductKind = 'general';
  let bestScore = 0;
  for (const [kind, score] of scores) {
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

// Small words only one or two of the seven languages use, to tell which one the seller wrote.
const FUNCTION_WORDS: Record<Language, string[]> = {
  English: ['and', 'with', 'for', 'the', 'of', 'only', 'each', 'free', 'safe', 'included', 'up'],
  German: ['und', 'mit', 'fur', 'aus', 'bis', 'der', 'das', 'ein', 'eine', 'grossen', 'ohne'],
  French: ['et', 'avec', 'pour', 'du', 'des', 'le', 'les', 'sans', 'au', 'aux'],
  Spanish: ['y', 'con', 'para', 'del', 'el', 'los', 'las', 'sin', 'hecho'],
  Italian: ['con', 'per', 'di', 'il', 'gli', 'della', 'senza', 'fatto'],
  Portuguese: ['com', 'para', 'do', 'da', 'em', 'os', 'sem', 'feito'],
  Dutch: ['en', 'met', 'voor', 'van', 'het', 'een', 'zonder'],
};

const FUNCTION_WORD_LISTS = Object.entries(FUNCTION_WORDS) as [Language, string[]][];
// Each small word with the languages that use it (their places in FUNCTION_WORD_LISTS), so a
// text's words are looked up once rather than searched for in every list.
const FUNCTION_WORD_INDEX = new Map<string, number[]>();
FUNCTION_WORD_LISTS.forEach(([, list], place) => {
  for (const word of new Set(list)) {
    const places = FUNCTION_WORD_INDEX.get(word);
    if (places) places.push(place);
    else FUNCTION_WORD_INDEX.set(word, [place]);
  }
});

/**
 * The language the seller wrote the item in: its name's noun (when that spelling belongs to
 * one language) and the small words of its fields. English when nothing says otherwise.
 */
function sourceLanguage(folded: string, nounLanguage: Language | null): Language {
  const counts = new Array<number>(FUNCTION_WORD_LISTS.length).fill(0);
  for (const word of folded.split(' ')) {
    for (const place of FUNCTION_WORD_INDEX.get(word) ?? []) counts[place] += 1;
  }
  let best: Language = nounLanguage ?? 'English';
  // The noun counts for one and a half words: two English words outweigh a French 'parfum'.
  let bestScore = nounLanguage ? 1.5 : 0;
  FUNCTION_WORD_LISTS.forEach(([language], place) => {
    const score = counts[place] + (language === nounLanguage ? 1.5 : 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  });
  return best;
}

/** Reads the product's facts from its own fields (and the seller's industry, for its kind). */
export function readFacts(item: GenerationItem, industry: string): ProductFacts {
  forgetFolds();
  const name = tidyPiece(item.name);
  const sku = tidyPiece(item.sku);
  const pieces: Piece[] = [];
  const seen = new Set<string>([foldText(name)]);
  for (const [from, text] of [
    ['details', item.details],
    ['notes', item.notes],
  ] as const) {
    for (const raw of splitPieces(text)) {
      const piece = tidyPiece(raw);
      const key = foldText(piece);
      if (piece === '' || key === '' || seen.has(key)) continue;
      seen.add(key);
      pieces.push({ text: piece, from, ...classifyPiece(piece) });
    }
  }
  const head = name === '' ? null : headNoun(name);
  const nameFirst = firstWord(foldText(name));
  for (const piece of pieces) {
    // A piece that names the product again ('Monstera deliciosa' of a Monstera Plant) is a
    // name, not a thing it has: no article can be chosen for it.
    if (piece.role !== 'feature' || piece.count !== 'one') continue;
    const first = firstWord(foldText(piece.text));
    if (first === nameFirst && first.length >= 4 && !namesMaterial(first)) piece.count = 'unknown';
  }
  const concept = head?.spelling.concept ?? null;
  const spelling = head?.spelling ?? null;
  let namePlural: boolean;
  let many = false;
  if (spelling) {
    const language = spelling.language ?? 'English';
    const entry = spelling.concept.forms[language];
    namePlural = spelling.plural || entry.unitPlural;
    many = spelling.plural && !entry.unitPlural;
    if (SET_OF.test(name)) {
      namePlural = false;
      many = false;
    }
  } else {
    namePlural = englishPluralGuess(name);
  }
  let originMatch: RegExpExecArray | null = null;
  for (const piece of pieces) {
    originMatch = ORIGIN.exec(lowerFirst(piece.text));
    if (originMatch) break;
  }
  const texts = [name, ...pieces.map((piece) => piece.text)];
  return {
    name,
    sku,
    namePlural,
    concept,
    many,
    kind: detectKind({ concept, folded: foldJoined([...texts, industry]) }),
    pieces,
    source: sourceLanguage(foldJoined(texts), spelling?.language ?? null),
    origin: originMatch ? originMatch[1].trim() : null,
    price: tidyPiece(item.price),
    seed: hashText(`${name}\u0000${sku}`),
  };
}

/**
 * A piece inside a sentence: a capitalised ordinary first word becomes lower case
 * ('Dishwasher safe' → 'dishwasher safe'); acronyms, brands, words with capitals inside and
 * names ('USB-C', 'iPhone', 'Bluetooth', 'Ethiopia Yirgacheffe') stay as written.
 */
export function inSentence(text: string): string {
  const first = FIRST_WORD.exec(text)?.[0] ?? '';
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || first.length < 2) return text;
  // A name of its own ('Ethiopia Yirgacheffe'): every word is capitalised.
  if (TWO_WORDS.test(text) && !LOWER_WORD.test(text)) return text;
  if (KEEP_CAPITAL.has(first.toLowerCase())) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// Words run between spaces and , ; : (read with patterns rather than split into a list).
const FIRST_WORD = /[^\s,;:]+/;
const TWO_WORDS = /[^\s,;:][\s,;:]+[^\s,;:]/;
// A word that starts with neither a capital nor a digit.
const LOWER_WORD = /(?:^|[\s,;:])[^\s,;:\p{Lu}\d]/u;

const KEEP_CAPITAL = new Set([
  'bluetooth',
  'wi-fi',
  'android',
  'apple',
  'ios',
  'windows',
  'mac',
  'macbook',
  'iphone',
  'ipad',
  'samsung',
  'google',
  'alexa',
  'lego',
  'christmas',
  'easter',
  'halloween',
  'monday',
  'english',
  'french',
  'german',
  'italian',
  'spanish',
  'portuguese',
  'dutch',
  'european',
  'japanese',
  'scandinavian',
  'nordic',
  'moroccan',
  'turkish',
  'indian',
  'egyptian',
  'peruvian',
]);
