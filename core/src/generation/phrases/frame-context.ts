import type { Language, TargetAudience, Tone, WritingStyle } from '../../shared/prompt-options';
import {
  agree,
  nounPhrase,
  type Determiner,
  type GrammaticalCase,
  type NounRef,
} from '../builtin-grammar';
import type { ProductKind } from '../builtin-lexicon';

/**
 * What a sentence frame writes for (the product's context) and the shorthands frames are
 * written with: the name, the leads, the noun with its determiner, the verb for its number.
 */
/** What the product is for, read from its own words ('hiking', 'dog', 'yoga'): closings use it. */
export type UseHint =
  | 'dog'
  | 'cat'
  | 'hike'
  | 'outdoors'
  | 'workout'
  | 'travel'
  | 'drink'
  | 'table'
  | 'bath'
  | 'sofa'
  | 'write'
  | 'cook'
  | 'walk'
  | 'sow'
  | 'gift';

/** What a frame knows about the product it writes for. */
export interface PhraseContext {
  language: Language;
  /** The language the seller wrote the item in. */
  source: Language;
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
  /**
   * Per lead: the piece as the object of 'with' or 'has' in this language ('a padded handle',
   * 'mitred corners'), or null when it cannot be one (a material, a description, a piece no
   * article can be chosen for).
   */
  leadObjects: (string | null)[];
  /** Per lead: a description ('unfiltered') rather than a thing or a material. */
  leadQualities: boolean[];
  /**
   * Up to two short things the product has, for closings: as they read inside a sentence
   * ('padded handle') and as the object of 'with' ('a padded handle').
   */
  things: { text: string; object: string }[];
  /** The material words of a material piece ('merino wool'), inside a sentence. */
  material: string | null;
  /** The place of 'Made in Portugal'. */
  origin: string | null;
  /** A piece that is a measurement of length on its own ('30 x 40 cm'). */
  measure: string | null;
  /** A measurement of volume on its own ('350 ml'). */
  capacity: string | null;
  /** A measurement of weight on its own ('200 g'). */
  weight: string | null;
  /** A size piece ('sizes XS to XXL', 'one size'), inside a sentence. */
  size: string | null;
  /** Colours: one ('emerald green') or the choice ('sage, sand or charcoal'). */
  colour: string | null;
  /** A scent or flavour named by its words alone ('lavender and cedarwood'). */
  scent: string | null;
  /** 'Set of three' / 'Pair' as the object of 'as' ('a set of three', 'a pair'). */
  pack: string | null;
  uses: ReadonlySet<UseHint>;
  style: WritingStyle;
  tone: Tone;
  audience: TargetAudience;
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

// Shorthands the frames are written with. Outside English the name goes without an article
// (the seller's word's gender is unknown); the lexicon's noun carries gender and number.
/** The product's name as the seller wrote it. */
export const N = (c: PhraseContext): string => c.name;
/** The leads, as they read inside a sentence. */
export const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
/** The leads as objects of 'with'; callers check `needs.phrase`. */
export const [o1, o2] = [0, 1].map((i) => (c: PhraseContext) => c.leadObjects[i] ?? '');
/** The product's things as objects of 'with', for closings. */
export const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.object ?? '');
/** 'your mug' / 'your socks' with the noun, else the name. */
export const yours = (c: PhraseContext): string => (c.noun ? np(c, 'poss') : N(c));

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
