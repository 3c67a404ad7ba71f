import type { Language, TargetAudience, Tone, WritingStyle } from '../../shared/prompt-options';
import type { PieceRole, PieceShape } from '../builtin-facts';
import {
  agree,
  nounPhrase,
  type Determiner,
  type GrammaticalCase,
  type NounRef,
} from '../builtin-grammar';
import type { ProductKind } from '../builtin-lexicon';

/**
 * What the builtin writer's sentence frames are made of: the context a frame writes for, the
 * frame shapes, and the helpers frames share. A frame carries no fact of its own (no number,
 * unit or material): it arranges the product's name, its noun and the seller's own pieces.
 */

/** What a frame knows about the product it writes for. */
export interface PhraseContext {
  language: Language;
  /** The product name as the seller wrote it (tidied). */
  name: string;
  /** Number for verbs: English follows the name ('the Socks are'), others the noun. */
  plural: boolean;
  /** The product's noun in this language and number, when its name holds a known one. */
  noun: NounRef | null;
  kind: ProductKind;
  conceptId: string | null;
  /** Up to three of the product's pieces, as they read inside a sentence. */
  leads: string[];
  /** Per lead: true when it is a noun phrase ('600 ml glass carafe'). */
  leadPhrases: boolean[];
  /** The material words of a material piece ('merino wool'), inside a sentence. */
  material: string | null;
  /** The place of 'Made in Portugal'. */
  origin: string | null;
  /** A piece that is a measurement on its own ('30 x 40 cm'). */
  measure: string | null;
  /** A measurement of volume ('350 ml'). */
  capacity: string | null;
  style: WritingStyle;
  tone: Tone;
  audience: TargetAudience;
}

export interface OpenerNeeds {
  /** 0: only for products with no piece to lead with (the frame names the product alone). */
  leads?: 0 | 1 | 2 | 3;
  /** The leads used must be noun phrases ('with 600 ml glass carafe', not 'with dishwasher safe'). */
  phrase?: boolean;
  noun?: boolean;
  material?: boolean;
  origin?: boolean;
  measure?: boolean;
  capacity?: boolean;
  kinds?: ProductKind[];
  concepts?: string[];
}

/** An opening sentence frame; `id` names it in the variety statistics. */
export interface OpenerFrame {
  id: string;
  needs?: OpenerNeeds;
  write(c: PhraseContext): string;
}

/** A list of the seller's pieces, joined for use inside a sentence. */
export interface ListText {
  /** 'a, b and c' (pieces as they read inside a sentence). */
  text: string;
  count: number;
  /** Every piece is a noun phrase. */
  phrases: boolean;
  /** Some piece already says 'Made of…' / 'Includes…' (a frame must not say it again). */
  selfLed: boolean;
}

/** A body sentence over a list of pieces; null when it does not fit these pieces. */
export type GroupFrame = (c: PhraseContext, list: ListText) => string | null;

export type GroupRole = Exclude<PieceRole, 'sentence' | 'tags'> | 'notes';

export interface BuiltinPhrases {
  /** The word joining the last two entries of a list, given the entry after it. */
  and: (next: string) => string;
  /** Opening sentences: at least twenty, so no frame opens more than one product in ten. */
  openers: OpenerFrame[];
  groups: Record<GroupRole, GroupFrame[]>;
  /**
   * One piece as a sentence of its own, by how the piece reads (the longer way to state the
   * same facts, used when the target length has room for it).
   */
  pieceSentence: Record<PieceShape, ((c: PhraseContext, piece: string) => string)[]>;
  /** 'Material: …' in a bullet line, per role (none: the piece goes alone). */
  bulletLabels: Partial<Record<PieceRole, (c: PhraseContext) => string>>;
  /** Leads into the notes, after the audience. */
  audienceLead: Record<TargetAudience, string>;
  price: (c: PhraseContext, amount: string) => string[];
  sku: (c: PhraseContext, sku: string) => string[];
  /** The call to action, per tone: each names the product. */
  cta: Record<Tone, ((c: PhraseContext) => string)[]>;
  /** Bullet lines are introduced by this sentence when the text has room. */
  bulletIntro: ((c: PhraseContext) => string)[];
}

export type MeasureKind = 'capacity' | 'weight' | 'dimensions' | 'size' | 'other';

/** What a list of measurements measures, for its label ('Capacity: 350 ml'). */
export function measureKind(c: PhraseContext, list: ListText): MeasureKind {
  if (c.kind === 'apparel' || c.kind === 'footwear') return 'size';
  const text = list.text.toLowerCase();
  if (/\d\s?(?:ml|cl|l|litres?|liters?|fl\.? ?oz)\b/.test(text)) return 'capacity';
  if (/\d\s?(?:g|kg|lbs?|oz)\b/.test(text)) return 'weight';
  if (/\d\s?(?:mm|cm|m|in|inch|inches|ft|")(?![a-z])|\d\s?x\s?\d/.test(text)) return 'dimensions';
  if (/^(?:(?:extra )?(?:small|medium|large)|one size|x{0,3}[sml])\b/.test(text)) return 'size';
  return 'other';
}

/** The product's noun with a determiner; callers check `c.noun` first. */
export function np(
  c: PhraseContext,
  determiner: Determiner,
  grammaticalCase: GrammaticalCase = 'nom',
): string {
  if (!c.noun) throw new Error('This frame needs the product noun');
  return nounPhrase(c.language, c.noun, determiner, grammaticalCase);
}

/** The verb form for the product's number. */
export function v(c: PhraseContext, singular: string, plural: string): string {
  return c.plural ? plural : singular;
}

/** 'the Merino Hiking Socks' (no second article when the name starts with one). */
export function theName(c: PhraseContext): string {
  return /^(?:the|a|an|this|these|our|my)\s/i.test(c.name) ? c.name : `the ${c.name}`;
}

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An adjective, participle or pronoun agreeing with the product's noun (masculine without one). */
export function agreeing(
  c: PhraseContext,
  forms: { m: string; f: string; mpl: string; fpl: string },
): string {
  return agree(c.noun, forms);
}

/** The noun without article ('socks', 'Becher'), in the product's number. */
export function bareNoun(c: PhraseContext): string {
  if (!c.noun) throw new Error('This frame needs the product noun');
  return c.noun.plural ? c.noun.entry.pl : c.noun.entry.sg;
}
