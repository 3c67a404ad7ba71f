import { cleanDescription } from './cleaner';
import {
  KIND_HINTS,
  MAX_SPELLING_WORDS,
  NOUN_SPELLINGS,
  SPELLING_INDEX,
  foldText,
  type Concept,
  type NounSpelling,
  type ProductKind,
} from './builtin-lexicon';
import { MATERIALS } from './claim-check';
import { splitPieces, type GenerationItem } from './item';

/**
 * What the builtin writer knows about a product: only what its own fields say, sorted into
 * roles (material, measurements, care, origin…) so sentence plans can put each fact where a
 * seller would, plus the product's noun and kind read from its name, details and industry.
 */

export type PieceRole =
  | 'feature'
  | 'material'
  | 'measure'
  | 'care'
  | 'origin'
  | 'included'
  | 'variation'
  | 'tags'
  | 'sentence';

/**
 * How a piece reads: a noun phrase ('600 ml glass carafe'), a description ('dishwasher
 * safe'), or a statement of its own ('Brews two to four cups').
 */
export type PieceShape = 'phrase' | 'adjective' | 'statement';

export interface Piece {
  text: string;
  role: PieceRole;
  shape: PieceShape;
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
  /** The place in 'Made in Portugal', as written. */
  origin: string | null;
  price: string;
  /** Stable per product: picks among sentence frames. */
  seed: number;
}

/** One line of item text, tidied the way the cleaner would, without a closing mark. */
export function tidyPiece(text: string): string {
  return cleanDescription(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/^- /, '')
    .replace(/^[•·▪●*]\s*/, '')
    .replace(/[\s.!?;:,…]+$/, '')
    .trim();
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

// Materials in the seven languages (the claim check's English list plus common translations).
const MATERIAL_WORDS = [
  ...MATERIALS,
  'merino',
  'lambswool',
  'canvas',
  'plywood',
  'felt',
  'jute',
  'seagrass',
  'rattan',
  'wicker',
  'alpaca',
  'mohair',
  'resin',
  'clay',
  'paper',
  'cardboard',
  'soy wax',
  'beeswax',
  'wax',
  'pewter',
  'enamel',
  'pearl',
  'pearls',
  'quartz',
  'amethyst',
  'cotone',
  'coton',
  'algodon',
  'baumwolle',
  'katoen',
  'algodao',
  'lana',
  'laine',
  'wolle',
  'wol',
  'seta',
  'soie',
  'seide',
  'zijde',
  'seda',
  'argento',
  'argent',
  'plata',
  'silber',
  'zilver',
  'prata',
  'oro',
  'goud',
  'ouro',
  'legno',
  'bois',
  'madera',
  'holz',
  'hout',
  'madeira',
  'cuir',
  'leder',
  'leer',
  'couro',
  'cuoio',
  'pelle',
  'vetro',
  'verre',
  'vidrio',
  'glas',
  'vidro',
  'ceramica',
  'ceramique',
  'keramik',
  'keramiek',
  'lino',
  'leinen',
  'linnen',
  'linho',
  'acciaio',
  'acier',
  'acero',
  'stahl',
  'staal',
  'aco',
].map(foldText);

const MEASURE =
  /\d+(?:[.,]\d+)?\s?(?:(?:x|×)\s?\d+(?:[.,]\d+)?\s?)*(?:mm|cm|m|km|in|inch|inches|"|ml|cl|l|litres?|liters?|oz|fl\.? ?oz|g|gr|kg|lbs?|mah|wh|w|v|hz|khz|ghz|gb|tb|mb|mp|ft|feet|gsm|°c|°f|ct|carats?|karat|k)(?![\p{L}])/iu;

const CARE =
  /\b(?:wash|washable|dishwasher|hand[- ]?wash|machine[- ]?wash|dry[- ]?clean|tumble|iron|wipe clean|care|lavable|lavar|waschbar|spulmaschine|spülmaschine|lavastoviglie|lavavajillas|vaatwas|vaatwasser|lava-louca|lava-loiça|microwave|oven safe)\b/i;

// The verb in lower case (callers lower the first letter), the place capitalised.
const ORIGIN =
  /\b(?:made|crafted|handmade|hand-made|handcrafted|hand-crafted|designed|printed|produced|sewn|knitted|woven|assembled|grown|roasted|poured|harvested|brewed|bottled)\s+(?:by hand\s+)?in\s+([A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){0,3})/u;

const HANDMADE =
  /^(?:handmade|hand-made|handcrafted|hand made|fait main|fatto a mano|hecho a mano|handgemacht|handgemaakt|feito à mão|feito a mão)\b/i;

const INCLUDED =
  /^(?:pair$|single$|includes?|including|comes with|contains|in the box|set of|pack of|pair of|box of|bundle of|\d+\s*(?:pieces|pcs|pack|pairs?)\b)/i;

const VARIATION = /^(?:variations?|colou?rs?|sizes?|options?|styles?|scents?|finish(?:es)?)\s*:/i;

const STATEMENT_START =
  /^(?:for|ages?|suitable|ideal|made|hand|crafted|designed|includes?|comes|holds|fits|brews|ships|keeps|works|charges|lasts|features|contains|arrives|offers|printed|sewn|knitted|woven|packed|poured|grown|roasted|supports|connects|pairs|folds|stacks|measures|weighs)\b/i;

const ADJECTIVE_END =
  /(?:safe|proof|resistant|friendly|free|washable|adjustable|compatible|ready|foldable|portable|reusable|rechargeable|waterproof|breathable|durable|lightweight|handmade|vegan|organic|stackable|recyclable|biodegradable|unscented|hypoallergenic|shrunk|lined|padded)$/i;

const MEASURE_START =
  /^(?:\d|(?:size|sizes|dimensions?|measurements?|weight|capacity|volume|height|width|length|diameter|depth|seat height)\b)/i;

// Sizes named by word: 'Large', 'One size', 'XS to XXL'.
const SIZE_WORD =
  /^(?:(?:extra\s+)?(?:small|medium|large)|one size|x{0,3}[sml]|x{1,3}l|[2-5]xl)(?:\s+(?:to|-|–)\s+\S+)?$/i;

const COLOUR_WORDS =
  'black|white|red|blue|green|yellow|orange|purple|pink|brown|grey|gray|beige|cream|ivory|navy|teal|gold|silver|charcoal|olive|mustard|burgundy|sage|terracotta|natural|multicolou?r|light|dark|pale|deep|bright';
const COLOUR_ONLY = new RegExp(`^(?:(?:${COLOUR_WORDS})[\\s/&,-]*(?:and\\s+)?)+$`, 'i');

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function isTagList(text: string): boolean {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length < 3 || /[.!?]/.test(text)) return false;
  return entries.every(
    (entry) => entry !== '' && entry.length <= 30 && entry.split(/\s+/).length <= 4,
  );
}

/** The piece is a material: it ends with one ('Hand-painted glass', 'Merino wool blend'). */
function namesMaterial(text: string): boolean {
  const folded = ` ${foldText(text).replace(/ (?:blend|mix)$/, '')}`;
  return MATERIAL_WORDS.some((word) => folded.endsWith(` ${word}`));
}

export function classifyPiece(text: string): { role: PieceRole; shape: PieceShape } {
  const words = text.split(/\s+/);
  const shape: PieceShape = STATEMENT_START.test(text)
    ? 'statement'
    : (ADJECTIVE_END.test(text) && words.length <= 4) || (words.length === 1 && /ed$/i.test(text))
      ? 'adjective'
      : / (?:is|are|has|have|will|can|keeps|makes|lets)\b /i.test(` ${text} `)
        ? 'statement'
        : 'phrase';
  if (text.length >= 90) return { role: 'sentence', shape: 'statement' };
  if (VARIATION.test(text)) return { role: 'variation', shape: 'statement' };
  if (/^sizes?\b/i.test(text)) return { role: 'measure', shape: 'adjective' };
  if (isTagList(text)) return { role: 'tags', shape: 'phrase' };
  if (ORIGIN.test(lowerFirst(text)) || HANDMADE.test(text)) return { role: 'origin', shape };
  if (INCLUDED.test(text))
    return { role: 'included', shape: /^(?:pair|single)$/i.test(text) ? 'adjective' : shape };
  if (CARE.test(text)) return { role: 'care', shape };
  if (COLOUR_ONLY.test(text)) return { role: 'feature', shape: 'adjective' };
  if (/^(?:made (?:of|from)|100\s?%)/i.test(text)) return { role: 'material', shape };
  if (SIZE_WORD.test(text) || /^sizes?\b/i.test(text))
    return { role: 'measure', shape: 'adjective' };
  if (shape !== 'statement' && namesMaterial(text) && !MEASURE.test(text))
    return { role: 'material', shape };
  // A measurement on its own ('30 x 40 cm', 'Size: M'), not a thing that has one.
  if (MEASURE_START.test(text) && MEASURE.test(text)) return { role: 'measure', shape };
  return { role: 'feature', shape };
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
 * The lexicon's nouns in a text, left to right. Longer spellings win over the shorter ones
 * they contain (NOUN_SPELLINGS' order); the text is read word by word against an index.
 */
function nounMatches(text: string): NounMatch[] {
  const folded = foldText(text);
  if (folded === '') return [];
  const words = folded.split(' ');
  // Each word's start in ' folded ' (a space each side, as positions are counted).
  const starts: number[] = [];
  let position = 1;
  for (const word of words) {
    starts.push(position);
    position += word.length + 1;
  }
  const candidates: { rank: number; start: number; end: number; spelling: NounSpelling }[] = [];
  for (let first = 0; first < words.length; first += 1) {
    let phrase = '';
    for (let count = 1; count <= MAX_SPELLING_WORDS && first + count <= words.length; count += 1) {
      phrase = count === 1 ? words[first] : `${phrase} ${words[first + count - 1]}`;
      const known = SPELLING_INDEX.get(phrase);
      if (known) {
        const start = starts[first];
        candidates.push({ ...known, start, end: start + phrase.length });
      }
    }
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
  const matches = nounMatches(head);
  if (matches.length === 0) {
    const all = nounMatches(name);
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

function detectKind(facts: { concept: Concept | null; text: string }): ProductKind {
  if (facts.concept && facts.concept.kind !== 'general') return facts.concept.kind;
  const scores = new Map<ProductKind, number>();
  for (const match of nounMatches(facts.text)) {
    const kind = match.spelling.concept.kind;
    if (kind !== 'general') scores.set(kind, (scores.get(kind) ?? 0) + 2);
  }
  const folded = ` ${foldText(facts.text)} `;
  for (const [kind, hints] of Object.entries(KIND_HINTS) as [ProductKind, string[]][]) {
    for (const hint of hints) {
      if (folded.includes(` ${foldText(hint)} `)) scores.set(kind, (scores.get(kind) ?? 0) + 1);
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

/** Reads the product's facts from its own fields (and the seller's industry, for its kind). */
export function readFacts(item: GenerationItem, industry: string): ProductFacts {
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
  const originMatch = pieces
    .map((piece) => ORIGIN.exec(lowerFirst(piece.text)))
    .find((match): match is RegExpExecArray => match !== null);
  const kindText = [name, ...pieces.map((piece) => piece.text), industry].join(' | ');
  return {
    name,
    sku,
    namePlural,
    concept,
    many,
    kind: detectKind({ concept, text: kindText }),
    pieces,
    origin: originMatch ? originMatch[1].trim() : null,
    price: tidyPiece(item.price),
    seed: hashText(`${name}\u0000${sku}`),
  };
}

/**
 * A piece inside a sentence: a capitalised ordinary first word becomes lower case
 * ('Dishwasher safe' → 'dishwasher safe'); acronyms, brands and words with capitals inside
 * ('USB-C', 'iPhone', 'Bluetooth') stay as written.
 */
export function inSentence(text: string): string {
  const first = text.split(/[\s,;:]/)[0] ?? '';
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || first.length < 2) return text;
  if (KEEP_CAPITAL.has(first.toLowerCase())) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

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
