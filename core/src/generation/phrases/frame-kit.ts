import type { TargetAudience } from '../../shared/prompt-options';
import type { MeasureKind, Piece, PieceRole, PieceShape } from '../builtin-facts';
import { foldText, type ProductKind } from '../builtin-lexicon';
import { cap, type PhraseContext, type UseHint } from './frame-context';

export type { MeasureKind };

/**
 * What the builtin writer's sentence frames are made of: the frame shapes and the helpers
 * frames share (the context they write for, and its shorthands, are in frame-context.ts). A
 * frame carries no fact of its own (no number, unit or material): it arranges the product's
 * name, its noun and the seller's own pieces.
 */

export interface OpenerNeeds {
  /** 0: only for products with no piece to lead with (the frame names the product alone). */
  leads?: 0 | 1 | 2 | 3;
  /** The leads used have object forms ('with a padded handle', not 'with dishwasher safe'). */
  phrase?: boolean;
  /** The first lead is no description ('For its merino wool', not 'For its vegan'). */
  thing?: boolean;
  /** The first lead is a description in the seller's English ('The Honey is unfiltered'). */
  quality?: boolean;
  noun?: boolean;
  material?: boolean;
  origin?: boolean;
  measure?: boolean;
  capacity?: boolean;
  weight?: boolean;
  kinds?: ProductKind[];
  concepts?: string[];
}

/** An opening sentence frame; `id` names it in the variety statistics. */
export interface OpenerFrame {
  id: string;
  needs?: OpenerNeeds;
  write(c: PhraseContext): string;
}

/**
 * A closing sentence: a call to action about this product (its kind, a fact, its use). It
 * returns null when the product gives it nothing to say, so no closing fits just any product.
 */
export interface ClosingFrame {
  id: string;
  /** What the closing speaks of: styles that sell on facts prefer 'fact', the others 'use'. */
  focus: 'fact' | 'use';
  write(c: PhraseContext): string | null;
}

/** A list of the seller's pieces, joined for use inside a sentence. */
export interface ListText {
  /** 'a, b and c' (pieces as they read inside a sentence). */
  text: string;
  count: number;
  /** Every piece is a noun phrase. */
  phrases: boolean;
  /** Every piece is a description ('dishwasher safe', 'pre-shrunk'). */
  adjectives: boolean;
  /** The list as the object of 'has' or 'with' (English articles chosen), or null. */
  objects: string | null;
  /** What the listed measurements measure, when they all measure the same. */
  measure: MeasureKind | null;
  /** The pieces as they read inside a sentence, one by one. */
  entries: string[];
  /** Some piece already says 'Made of…' / 'Includes…' (a frame must not say it again). */
  selfLed: boolean;
}

/** A body sentence over a list of pieces; null when it does not fit these pieces. */
export type GroupFrame = (c: PhraseContext, list: ListText) => string | null;

/** The roles of the body's groups; 'quality' is what a feature is ('vegan', 'nickel free'). */
export type GroupRole = Exclude<PieceRole, 'sentence' | 'tags'> | 'notes' | 'quality';

/** One piece for a sentence of its own: as it reads inside a sentence, and as an object. */
export interface PieceText {
  text: string;
  object: string | null;
}

export interface BuiltinPhrases {
  /** The word joining the last two entries of a list, given the entry after it. */
  and: (next: string) => string;
  /** The word joining the last two of a choice ('sage, sand or charcoal'). */
  or: (next: string) => string;
  /** Opening sentences: at least twenty, so no frame opens more than one product in ten. */
  openers: OpenerFrame[];
  groups: Record<GroupRole, GroupFrame[]>;
  /**
   * One piece as a sentence of its own, by how the piece reads (the longer way to state the
   * same facts, used when the target length has room for it); null when it does not fit.
   */
  pieceSentence: Record<PieceShape, ((c: PhraseContext, piece: PieceText) => string | null)[]>;
  /** The words that label pieces, in bullet lines (see `labelFor`) and body sentences. */
  labels: LabelWords;
  /** Leads into the notes, after the audience. */
  audienceLead: Record<TargetAudience, string>;
  price: (c: PhraseContext, amount: string) => string[];
  sku: (c: PhraseContext, sku: string) => string[];
  /** Closing calls to action: many, so no frame closes more than one product in ten. */
  closings: ClosingFrame[];
  /** Bullet lines are introduced by this sentence when the text has room. */
  bulletIntro: ((c: PhraseContext) => string)[];
}

/** Kinds whose products are worn and sized by clothing sizes. */
export const SIZED_KINDS: readonly ProductKind[] = ['apparel', 'footwear'];

/** Kinds made of ingredients rather than materials ('Ingredients: shea butter'). */
export const INGREDIENT_KINDS: readonly ProductKind[] = ['beauty', 'food'];

/**
 * The piece already says what the label would ('Finish: oiled finish', 'Size: sizes S to L'):
 * one of its words starts like the label.
 */
export function repeats(label: string, piece: string): boolean {
  const stem = label.toLowerCase().slice(0, 4);
  return piece
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 4 && word.startsWith(stem));
}

/** A language's words for the labels of pieces ('Material', 'Capacity', 'Care'). */
export interface LabelWords {
  material: string;
  materials: string;
  /** What beauty products are made of ('Ingredients'). */
  ingredients: string;
  /** What food is made of ('Ingredients', German 'Zutaten'). */
  foodIngredients: string;
  finish: string;
  measure: Record<MeasureKind, string>;
  /** Clothing sizes ('Talla', 'Taglia'). */
  size: string;
  /** The size of anything else ('Tamaño', 'Misura'). */
  objectSize: string;
  format: string;
  care: string;
  colour: string;
  colours: string;
  scent: string;
  flavour: string;
  /** Leads a place the seller named after 'in' or 'en' (never a bullet: the piece says it). */
  origin: string;
}

// A piece that already says it is a size ('Sizes XS to XXL', 'Größen 36 bis 46', 'One size').
const SIZE_WORDS =
  /^(?:sizes?|one size|größen?|tailles?|tallas?|tagli[ae]|tamanhos?|maten|maat)\b/i;
const PAPER_FORMAT = /^[ab][0-7]$/i;

/** The label a material list takes: ingredients for beauty and food. */
export function materialLabel(words: LabelWords, c: PhraseContext, count: number): string {
  if (c.kind === 'food') return words.foodIngredients;
  if (c.kind === 'beauty') return words.ingredients;
  return count > 1 ? words.materials : words.material;
}

/**
 * The label of one piece in a bullet line, only where it is true of the piece (a measurement
 * label only before a number with a unit, a material label only before a material) and does
 * not say what the piece says already; null: the piece goes alone.
 */
export function labelFor(words: LabelWords, c: PhraseContext, piece: Piece): string | null {
  switch (piece.role) {
    case 'material':
      return materialLabel(words, c, 1);
    case 'finish':
      return repeats(words.finish, piece.text) ? null : words.finish;
    case 'measure':
      // A piece that names its own measurement ('Seat height 46 cm') needs no label.
      return /^\d/.test(piece.text) && piece.measure && piece.measure !== 'other'
        ? words.measure[piece.measure]
        : null;
    case 'size': {
      if (PAPER_FORMAT.test(piece.text)) return words.format;
      const label = sizeLabel(words, c);
      return SIZE_WORDS.test(piece.text) || repeats(label, piece.text) ? null : label;
    }
    case 'care':
      return words.care;
    case 'colour':
      return /,/.test(piece.text) ? words.colours : words.colour;
    case 'scent':
      return c.kind === 'food' ? words.flavour : words.scent;
    // These say what they are themselves ('Made in Portugal', 'Set of three', 'Ages 3 and up').
    case 'feature':
    case 'origin':
    case 'age':
    case 'pack':
    case 'included':
    case 'variation':
    case 'tags':
    case 'sentence':
      return null;
  }
}

/** 'Size: large.', 'Format: A5.', or the piece alone when it names its sizes itself. */
export function sizeSentence(
  words: LabelWords,
  c: PhraseContext,
  list: ListText,
  colon: string,
): string {
  if (list.entries.every((entry) => PAPER_FORMAT.test(entry)))
    return `${words.format}${colon} ${list.text}.`;
  const label = sizeLabel(words, c);
  if (list.entries.some((entry) => SIZE_WORDS.test(entry) || repeats(label, entry)))
    return `${cap(list.text)}.`;
  return `${label}${colon} ${list.text}.`;
}

/**
 * The body sentences a label leads ('Material: merino wool.', 'Colours: sage or sand.'), the
 * same in every language but for its words, its colon (French ' :') and its 'or'.
 */
export function labelled(words: LabelWords, colon: string, or: string) {
  const led = (label: string, list: ListText) => `${label}${colon} ${list.text}.`;
  const choice = new RegExp(`,|\\s${or}\\s`);
  return {
    material: (c, list) => led(materialLabel(words, c, list.count), list),
    finish: (_c, list) => (repeats(words.finish, list.text) ? null : led(words.finish, list)),
    scent: (c, list) => led(c.kind === 'food' ? words.flavour : words.scent, list),
    colour: (_c, list) =>
      led(list.entries.some((entry) => choice.test(entry)) ? words.colours : words.colour, list),
    measure: (_c, list) => led(words.measure[list.measure ?? 'other'], list),
    size: (c, list) => sizeSentence(words, c, list, colon),
    origin: (_c, list) =>
      list.entries.every((entry) => /\s(?:in|en)\s+\p{Lu}/u.test(entry))
        ? led(words.origin, list)
        : `${cap(list.text)}.`,
  } satisfies Record<string, GroupFrame>;
}

/**
 * A 'made of' sentence for the materials: only for a product whose noun the words agree with,
 * of materials rather than ingredients, when the seller's pieces do not say it already.
 */
export function madeOf(write: (c: PhraseContext, list: ListText) => string): GroupFrame {
  return (c, list) =>
    c.noun && !list.selfLed && !INGREDIENT_KINDS.includes(c.kind) ? write(c, list) : null;
}

/** A group of pieces that says what it is ('Ages 3 and up', 'Includes a stand'), as written. */
export const asWritten: GroupFrame = (_c, list) => `${cap(list.text)}.`;

/** Clothing and shoes have sizes of their own in some languages ('Talla', not 'Tamaño'). */
function sizeLabel(words: LabelWords, c: PhraseContext): string {
  return SIZED_KINDS.includes(c.kind) ? words.size : words.objectSize;
}

/** A closing frame that writes when `fits` says the product gives it something to say. */
export function closing(
  id: string,
  focus: ClosingFrame['focus'],
  fits: (c: PhraseContext) => boolean,
  write: (c: PhraseContext) => string,
): ClosingFrame {
  return { id, focus, write: (c) => (fits(c) ? write(c) : null) };
}

/** Closing conditions: the product's kind, noun, uses and facts. */
export const kindIs =
  (...kinds: ProductKind[]) =>
  (c: PhraseContext): boolean =>
    kinds.includes(c.kind);
export const conceptIs =
  (...ids: string[]) =>
  (c: PhraseContext): boolean =>
    c.conceptId !== null && ids.includes(c.conceptId);
export const usedFor =
  (...uses: UseHint[]) =>
  (c: PhraseContext): boolean =>
    uses.some((hint) => c.uses.has(hint));
export const hasThing = (c: PhraseContext): boolean => c.things.length > 0;
export const hasTwoThings = (c: PhraseContext): boolean => c.things.length > 1;
/** Sizes to choose from ('sizes XS to XXL', 'S to L'), not 'one size'. */
export const sizeRange = (c: PhraseContext): boolean =>
  c.size !== null &&
  SIZED_KINDS.includes(c.kind) &&
  /^(?:sizes?|größen?|tailles?|tallas?|tagli[ae]|tamanhos?|maten)\b|\s(?:to|bis|à|a|tot)\s/i.test(
    c.size,
  );
/** The pet a pets product is for, by its own words. */
export function petOf(c: PhraseContext): 'dog' | 'cat' | 'pet' {
  return c.uses.has('dog') ? 'dog' : c.uses.has('cat') ? 'cat' : 'pet';
}
/** A dimension for the closings ('45 x 45 cm'): lengths and volumes read after 'in'/'of'. */
export const sizedBy = (c: PhraseContext): string | null => c.measure ?? c.capacity ?? c.weight;

/** A verb frame of a closing: the sentence around the product and what it says of it. */
export type ClosingVerb = [id: string, write: (object: string) => string];
/** What a closing says of the product ('the Wool Beanie in lambswool'), when it applies. */
export type ClosingObject = [
  id: string,
  fits: (c: PhraseContext) => boolean,
  object: (c: PhraseContext) => string,
];

/**
 * Closings from every verb frame with every object: 'Order the Wool Beanie in lambswool',
 * 'Choose the Dog Leash with a padded handle'. `finish` puts the tone around English verb
 * phrases; other languages' verb frames write whole sentences.
 */
export function crossed(
  verbs: ClosingVerb[],
  objects: ClosingObject[],
  finish: (c: PhraseContext, sentence: string) => string = (_c, sentence) => sentence,
): ClosingFrame[] {
  return objects.flatMap(([objectId, fits, object]) =>
    verbs.map(([verbId, write]) =>
      closing(`${objectId}-${verbId}`, 'fact', fits, (c) => finish(c, write(object(c)))),
    ),
  );
}

// Each verb frame of a closing asks it again of the same material or colour: the answers are
// kept per context, which lives for one description.
const echoes = new WeakMap<PhraseContext, Map<string, boolean>>();

/** The text says again what the name says ('Silk Scarf in 100% mulberry silk'). */
export function echoesName(c: PhraseContext, text: string): boolean {
  let known = echoes.get(c);
  if (!known) {
    known = new Map();
    echoes.set(c, known);
  }
  let echo = known.get(text);
  if (echo === undefined) {
    const name = new Set(foldText(c.name).split(' '));
    echo = foldText(text)
      .split(' ')
      .some((word) => word.length >= 4 && name.has(word));
    known.set(text, echo);
  }
  return echo;
}

/** A material a closing may name: one the product's name does not already say. */
export const freshMaterial = (c: PhraseContext): boolean =>
  c.material !== null && !echoesName(c, c.material);
/** A colour a closing may name, likewise. */
export const freshColour = (c: PhraseContext): boolean =>
  c.colour !== null && !echoesName(c, c.colour);
