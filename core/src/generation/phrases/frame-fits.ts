import type { PhraseContext } from './frame-context';
import {
  closing,
  conceptIs,
  freshColour,
  freshMaterial,
  hasThing,
  hasTwoThings,
  INGREDIENT_KINDS,
  kindIs,
  sizedBy,
  sizeRange,
  usedFor,
} from './frame-kit';
import type { ClosingFrame, ClosingObject, OpenerFrame, OpenerNeeds } from './frame-kit';

/**
 * When each frame fits a product, written once: what an opening frame needs of the product,
 * what a closing may say of it and which products a closing about use suits. These are facts
 * about the product, the same in every language; a language module writes only the words.
 */

type Write = (c: PhraseContext) => string;
type Fits = (c: PhraseContext) => boolean;

/**
 * What each opening frame uses of the product, for every language but English (whose frames
 * can say more of the seller's English: 'thing', 'quality'). In the order frames are tried.
 */
const OPENER_NEEDS = {
  meet: { leads: 1 },
  glance: { leads: 2 },
  'noun-with': { leads: 1, phrase: true, noun: true },
  'is-noun': { leads: 1, phrase: true, noun: true },
  'made-from': { material: true },
  'comes-from': { origin: true },
  'from-origin': { origin: true, leads: 1, phrase: true },
  offers: { leads: 1, phrase: true },
  discover: { leads: 1, phrase: true, noun: true },
  'your-noun': { leads: 1, phrase: true, noun: true },
  presenting: { leads: 1, phrase: true },
  'looking-for': { leads: 1, phrase: true, noun: true },
  'colon-list': { leads: 3 },
  dash: { leads: 1 },
  'closer-look': { leads: 2 },
  picture: { leads: 1 },
  measures: { measure: true },
  holds: { capacity: true },
  wear: { leads: 1, kinds: ['apparel', 'footwear', 'jewelry'] },
  carry: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
  play: { leads: 1, kinds: ['toys'] },
  taste: { leads: 1, kinds: ['food'] },
  choose: { leads: 1 },
  spotlight: { leads: 1 },
  'in-brief': { leads: 1 },
  why: { leads: 1 },
  'start-with': { leads: 1 },
  'introducing-colon': { leads: 1 },
  'discover-colon': { leads: 1 },
  'simply-put': { leads: 1 },
  about: { leads: 1 },
  'worth-a-look': { leads: 1 },
  'what-you-get': { leads: 1 },
  'all-about': { leads: 2 },
  'first-things': { leads: 1, phrase: true },
  'in-short': { leads: 1, phrase: true },
  'dem-shows': { leads: 2, noun: true },
  'dem-offers': { leads: 1, noun: true },
  'say-hello': { leads: 1 },
  'first-look': { leads: 1 },
  'at-heart': { leads: 1 },
  'quick-facts': { leads: 1 },
  notice: { leads: 1 },
  'take-a-look': { leads: 1 },
  'get-to-know': { leads: 1 },
  'in-focus': { leads: 1 },
  overview: { leads: 1 },
  'name-meet': { leads: 0 },
  'name-introducing': { leads: 0 },
  'name-presenting': { leads: 0 },
  'name-this-is': { leads: 0 },
} satisfies Record<string, OpenerNeeds>;

export type OpenerId = keyof typeof OPENER_NEEDS;

/** A language's opening frames: its words for each frame, with the frame's needs. */
export function openers(
  writers: Record<Exclude<OpenerId, 'from-origin'>, Write> & Partial<Record<'from-origin', Write>>,
): OpenerFrame[] {
  return (Object.keys(OPENER_NEEDS) as OpenerId[]).flatMap((id) => {
    const write = writers[id];
    return write ? [{ id, needs: OPENER_NEEDS[id], write }] : [];
  });
}

/** When a closing may speak of the product as having, being made of or measuring something. */
export const CLOSING_OBJECT_FITS = {
  thing: hasThing,
  things: hasTwoThings,
  material: (c) => freshMaterial(c) && !INGREDIENT_KINDS.includes(c.kind),
  'made-with': (c) => freshMaterial(c) && INGREDIENT_KINDS.includes(c.kind),
  sized: (c) => Boolean(sizedBy(c)),
  origin: (c) => Boolean(c.origin),
  colour: freshColour,
  scent: (c) => Boolean(c.scent),
} satisfies Record<string, Fits>;

/**
 * What a language's closings say of the product, in its order, each with when it fits
 * (`CLOSING_OBJECT_FITS`, or a language's own where its words need more or less).
 */
export function closingObjects<Id extends string>(
  writers: Record<Id, Write>,
  fits: Record<NoInfer<Id>, Fits>,
): ClosingObject[] {
  return (Object.keys(writers) as Id[]).map((id) => [id, fits[id], writers[id]]);
}

/** The closings about what a product is for, and the products each suits. */
const USE_CLOSING_FITS = {
  'your-size': sizeRange,
  wardrobe: kindIs('apparel'),
  outfit: kindIs('apparel'),
  'step-into': kindIs('footwear'),
  'out-walking': kindIs('footwear'),
  'jewellery-box': kindIs('jewelry'),
  'gift-or-self': kindIs('jewelry', 'beauty'),
  'take-along': kindIs('bags'),
  'day-out': kindIs('bags'),
  kitchen: kindIs('kitchen'),
  table: usedFor('table'),
  'next-cup': conceptIs('mug', 'cup', 'teapot'),
  brew: conceptIs('tea', 'coffee'),
  cook: usedFor('cook'),
  'home-place': kindIs('home'),
  'living-room': kindIs('home'),
  'home-textile': kindIs('textiles'),
  bathroom: usedFor('bath'),
  sofa: usedFor('sofa'),
  'make-room': kindIs('furniture'),
  furnish: kindIs('furniture'),
  setup: kindIs('electronics'),
  'everyday-kit': kindIs('electronics'),
  routine: kindIs('beauty'),
  'bathroom-shelf': kindIs('beauty'),
  desk: kindIs('stationery'),
  write: usedFor('write'),
  playroom: kindIs('toys'),
  'little-one': kindIs('toys', 'baby'),
  'changing-bag': kindIs('baby'),
  'for-pet': kindIs('pets'),
  walk: usedFor('walk'),
  hike: usedFor('hike'),
  outdoors: usedFor('outdoors'),
  workout: usedFor('workout'),
  'kit-bag': kindIs('sports'),
  travel: usedFor('travel'),
  garden: (c) => c.kind === 'garden' && c.conceptId !== 'plant',
  'home-plant': conceptIs('plant'),
  sow: usedFor('sow'),
  pantry: kindIs('food'),
  bookshelf: kindIs('books'),
  voucher: usedFor('gift'),
  'kitchen-everyday': kindIs('kitchen'),
  interior: kindIs('home'),
  'within-reach': kindIs('electronics'),
  'home-textiles': kindIs('textiles'),
} satisfies Record<string, Fits>;

export type UseClosingId = keyof typeof USE_CLOSING_FITS;

/**
 * A language's closings about use: its words for each, in the order above. `finish` puts the
 * tone around English verb phrases; other languages write whole sentences.
 */
export function useClosings(
  writers: Record<UseClosingId, Write>,
  finish: (c: PhraseContext, sentence: string) => string = (_c, sentence) => sentence,
): ClosingFrame[] {
  return (Object.keys(USE_CLOSING_FITS) as UseClosingId[]).map((id) =>
    closing(id, 'use', USE_CLOSING_FITS[id], (c) => finish(c, writers[id](c))),
  );
}
