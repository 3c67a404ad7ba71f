import { CLOSING_OBJECT_FITS, closingObjects, useClosings } from './frame-fits';
import { cap, np, theName, v, f1, f2, f3, o1, o2, t1 as t1o, t2 as t2o } from './frame-context';
import type { PhraseContext } from './frame-context';
import {
  asWritten,
  closing,
  crossed,
  hasThing,
  hasTwoThings,
  INGREDIENT_KINDS,
  labelled,
  petOf,
  sizedBy,
} from './frame-kit';
import type { BuiltinPhrases, ClosingVerb, LabelWords, ListText, MeasureKind } from './frame-kit';

const the = theName;
const The = (c: PhraseContext) => cap(theName(c));
/** 'a mug' / 'socks': the noun without a definite article. */
const aNoun = (c: PhraseContext) => np(c, 'indef');
const it = (c: PhraseContext) => v(c, 'it', 'them');
const It = (c: PhraseContext) => v(c, 'It', 'They');
const its = (c: PhraseContext) => v(c, 'its', 'their');
const has = (c: PhraseContext) => v(c, 'has', 'have');
const is = (c: PhraseContext) => v(c, 'is', 'are');
/** The seller wrote in English: a frame may put their descriptions after 'is'. */
const english = (c: PhraseContext) => c.source === 'English';

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Capacity',
  weight: 'Weight',
  dimensions: 'Dimensions',
  other: 'Measurements',
};

// Measurements that read as descriptions: 'It is 1.8 m long' (not 'It measures 1.8 m long').
const ADJECTIVAL = /\s(?:long|wide|high|tall|thick|deep)$/i;

const WEARABLE = ['apparel', 'footwear', 'jewelry'] as const;

const LABELS: LabelWords = {
  material: 'Material',
  materials: 'Materials',
  ingredients: 'Ingredients',
  foodIngredients: 'Ingredients',
  finish: 'Finish',
  measure: MEASURE_LABEL,
  size: 'Size',
  objectSize: 'Size',
  format: 'Format',
  care: 'Care',
  colour: 'Colour',
  colours: 'Colours',
  scent: 'Scent',
  flavour: 'Flavour',
  origin: 'Origin',
};

const label = labelled(LABELS, ':', 'or');

function sizes(c: PhraseContext, list: ListText): string {
  if (list.entries.every((entry) => /^sizes?\b/i.test(entry)) && english(c))
    return `Available in ${list.text}.`;
  return label.size(c, list);
}

/**
 * A call to action in the tone asked for, around a verb phrase about this product ('order the
 * Wool Beanie in lambswool').
 */
function act(c: PhraseContext, vp: string): string {
  switch (c.tone) {
    case 'persuasive':
      return `${cap(vp)} today.`;
    case 'informative':
      return `${cap(vp)}.`;
    case 'exciting':
      return `${cap(vp)} now!`;
    case 'trustworthy':
      // Not 'with a padded handle today, with confidence': one 'with' a sentence.
      return / with /.test(vp)
        ? `${cap(vp)} today, worry-free.`
        : `${cap(vp)} today, with confidence.`;
    case 'friendly':
      return `Go ahead and ${vp}.`;
    case 'authoritative':
      return `${cap(vp)} now.`;
    case 'conversational':
      return `Why not ${vp} today?`;
  }
}

/** The product's things for closings as written ('padded handle'); `t1o`: after 'with'. */
const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.text ?? '');

/** 'the 45 x 45 cm Velvet Cushion Cover': a measurement before the name. */
function measured(c: PhraseContext): string | null {
  const amount = sizedBy(c);
  if (!amount || /^(?:the|a|an|this|these|our|my)\s/i.test(c.name)) return null;
  return `the ${amount} ${c.name}`;
}

const CLOSING_VERBS: ClosingVerb[] = [
  ['order', (object) => `order ${object}`],
  ['choose', (object) => `choose ${object}`],
  ['get', (object) => `get ${object}`],
  ['bring-home', (object) => `bring home ${object}`],
  ['pick-up', (object) => `pick up ${object}`],
  ['cart', (object) => `add ${object} to your cart`],
  ['treat', (object) => `treat yourself to ${object}`],
  ['discover', (object) => `discover ${object}`],
  ['shop', (object) => `shop ${object}`],
];

const CLOSING_OBJECTS = closingObjects(
  {
    thing: (c) => `${the(c)} with ${t1o(c)}`,
    things: (c) => `${the(c)} with ${t1o(c)} and ${t2o(c)}`,
    material: (c) => `${the(c)} in ${c.material ?? ''}`,
    'made-with': (c) => `${the(c)} made with ${c.material ?? ''}`,
    sized: (c) => measured(c) ?? '',
    origin: (c) => `${the(c)} from ${c.origin ?? ''}`,
    colour: (c) => `${the(c)} in ${c.colour ?? ''}`,
    scent: (c) =>
      `${the(c)} with ${its(c)} ${c.scent ?? ''} ${c.kind === 'food' ? 'flavour' : 'scent'}`,
    sizes: (c) => `${the(c)} in ${c.size ?? ''}`,
    pack: (c) => `${the(c)} as ${c.pack ?? ''}`,
  },
  {
    ...CLOSING_OBJECT_FITS,
    sized: (c) => measured(c) !== null,
    scent: (c) => Boolean(c.scent) && english(c),
    sizes: (c) => Boolean(c.size && /^sizes\b/i.test(c.size)) && english(c),
    pack: (c) => Boolean(c.pack),
  },
);

export const ENGLISH: BuiltinPhrases = {
  and: () => 'and',
  or: () => 'or',
  openers: [
    { id: 'meet', needs: { leads: 1, thing: true }, write: (c) => `Meet ${the(c)}: ${f1(c)}.` },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'brings', 'bring')} together ${o1(c)} and ${o2(c)}.`,
    },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `${The(c)} at a glance: ${f1(c)} and ${f2(c)}.`,
    },
    {
      id: 'introducing',
      needs: { leads: 1, phrase: true },
      write: (c) => `Introducing ${the(c)}, with ${o1(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(aNoun(c))} with ${o1(c)}: ${the(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${The(c)} ${v(c, 'is', 'are')} ${aNoun(c)} with ${o1(c)}.`,
    },
    {
      id: 'made-from',
      needs: { material: true },
      write: (c) => `${The(c)} ${v(c, 'is', 'are')} made from ${c.material ?? ''}.`,
    },
    {
      id: 'comes-from',
      needs: { origin: true },
      write: (c) => `${The(c)} ${v(c, 'comes', 'come')} from ${c.origin ?? ''}.`,
    },
    {
      id: 'from-origin',
      needs: { origin: true, leads: 1, phrase: true },
      write: (c) => `From ${c.origin ?? ''}: ${the(c)}, with ${o1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'offers', 'offer')} ${o1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'features', 'feature')} ${o1(c)} and ${o2(c)}.`,
    },
    {
      id: 'combines',
      needs: { leads: 2, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'combines', 'combine')} ${o1(c)} with ${o2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Discover ${the(c)}, ${aNoun(c)} with ${o1(c)}.`,
    },
    {
      id: 'your-next',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Your next ${np(c, 'indef').replace(/^an? /, '')}: ${the(c)}, with ${o1(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Presenting ${the(c)}, with ${o1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Looking for ${aNoun(c)} with ${o1(c)}? Try ${the(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${The(c)}: ${f1(c)}, ${f2(c)} and ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${The(c)} – ${f1(c)}.` },
    {
      id: 'weighs',
      needs: { weight: true },
      write: (c) => `${The(c)} ${v(c, 'weighs', 'weigh')} ${c.weight ?? ''}.`,
    },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `A closer look at ${the(c)}: ${f1(c)} and ${f2(c)}.`,
    },
    {
      id: 'picture',
      needs: { leads: 1, thing: true },
      write: (c) => `Picture ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'measures',
      needs: { measure: true },
      write: (c) => `${The(c)} ${v(c, 'measures', 'measure')} ${c.measure ?? ''}.`,
    },
    {
      id: 'holds',
      needs: { capacity: true },
      write: (c) => `${The(c)} ${v(c, 'holds', 'hold')} ${c.capacity ?? ''}.`,
    },
    {
      id: 'wear',
      needs: { leads: 1, thing: true, kinds: [...WEARABLE] },
      write: (c) => `Wear ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, thing: true, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Carry ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, thing: true, kinds: ['toys'] },
      write: (c) => `Play with ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, thing: true, kinds: ['food'] },
      write: (c) => `Taste ${the(c)}: ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1, thing: true }, write: (c) => `Choose ${the(c)}: ${f1(c)}.` },
    { id: 'spotlight', needs: { leads: 1 }, write: (c) => `Spotlight on ${the(c)}: ${f1(c)}.` },
    { id: 'in-brief', needs: { leads: 1 }, write: (c) => `${The(c)} in brief: ${f1(c)}.` },
    {
      id: 'why',
      needs: { leads: 1, thing: true },
      write: (c) => `Why ${the(c)}? For ${its(c)} ${f1(c)}.`,
    },
    {
      id: 'is-quality',
      needs: { leads: 1, quality: true },
      write: (c) => `${The(c)} ${is(c)} ${f1(c)}.`,
    },
    {
      id: 'quality-first',
      needs: { leads: 1, quality: true },
      write: (c) => `${cap(f1(c))}: ${the(c)}.`,
    },
    {
      id: 'start-with',
      needs: { leads: 1, thing: true },
      write: (c) => `Start with ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'introducing-colon',
      needs: { leads: 1, thing: true },
      write: (c) => `Introducing ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'discover-colon',
      needs: { leads: 1, thing: true },
      write: (c) => `Discover ${the(c)}: ${f1(c)}.`,
    },
    { id: 'simply-put', needs: { leads: 1 }, write: (c) => `${The(c)}, simply put: ${f1(c)}.` },
    { id: 'about', needs: { leads: 1 }, write: (c) => `About ${the(c)}: ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1, phrase: true },
      write: (c) => `Worth a look: ${the(c)}, with ${o1(c)}.`,
    },
    {
      id: 'say-hello',
      needs: { leads: 1, thing: true },
      write: (c) => `Say hello to ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `All about ${the(c)}: ${f1(c)} and ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `First things first: ${the(c)} ${v(c, 'offers', 'offer')} ${o1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `In short, ${the(c)} ${v(c, 'gives', 'give')} you ${o1(c)}.`,
    },
    {
      id: 'what-you-get',
      needs: { leads: 1, thing: true },
      write: (c) => `What you get with ${the(c)}: ${f1(c)}.`,
    },
    { id: 'first-look', needs: { leads: 1 }, write: (c) => `First look at ${the(c)}: ${f1(c)}.` },
    {
      id: 'at-heart',
      needs: { leads: 1, thing: true },
      write: (c) => `At the heart of ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'quick-facts',
      needs: { leads: 1 },
      write: (c) => `Quick facts about ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'notice',
      needs: { leads: 1 },
      write: (c) => `What you notice first about ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'take-a-look',
      needs: { leads: 1, thing: true },
      write: (c) => `Take a look at ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'get-to-know',
      needs: { leads: 1, thing: true },
      write: (c) => `Get to know ${the(c)}: ${f1(c)}.`,
    },
    { id: 'in-focus', needs: { leads: 1 }, write: (c) => `${The(c)} in focus: ${f1(c)}.` },
    { id: 'overview', needs: { leads: 1 }, write: (c) => `${The(c)}, an overview: ${f1(c)}.` },
    { id: 'name-meet', needs: { leads: 0 }, write: (c) => `Meet ${the(c)}.` },
    { id: 'name-introducing', needs: { leads: 0 }, write: (c) => `Introducing ${the(c)}.` },
    { id: 'name-presenting', needs: { leads: 0 }, write: (c) => `Presenting ${the(c)}.` },
    {
      id: 'name-this-is',
      needs: { leads: 0 },
      write: (c) => `${v(c, 'This is', 'These are')} ${the(c)}.`,
    },
  ],
  groups: {
    feature: [
      (_c, list) => `Highlights: ${list.text}.`,
      (c, list) => (list.objects ? `${It(c)} ${has(c)} ${list.objects}.` : null),
      // 'features', not 'comes with': a midi length is had, not supplied.
      (c, list) =>
        list.objects ? `${It(c)} ${v(c, 'features', 'feature')} ${list.objects}.` : null,
      (c, list) => (c.style === 'technical' ? `Specifications: ${list.text}.` : null),
      (_c, list) => `Key features: ${list.text}.`,
      (c, list) => (list.objects ? `${The(c)} also ${has(c)} ${list.objects}.` : null),
      (c, list) => (list.adjectives && english(c) ? `${It(c)} ${is(c)} ${list.text}.` : null),
      (c, list) => (list.adjectives && english(c) ? `${The(c)} ${is(c)} also ${list.text}.` : null),
      (_c, list) => `Worth knowing: ${list.text}.`,
    ],
    material: [
      (c, list) =>
        list.selfLed
          ? null
          : `Made ${INGREDIENT_KINDS.includes(c.kind) ? 'with' : 'from'} ${list.text}.`,
      label.material,
      (c, list) =>
        c.noun && !list.selfLed
          ? `${cap(np(c, 'def'))} ${is(c)} made ${INGREDIENT_KINDS.includes(c.kind) ? 'with' : 'of'} ${list.text}.`
          : null,
    ],
    finish: [
      label.finish,
      (c, list) => (list.objects ? `${It(c)} ${has(c)} ${list.objects}.` : null),
      (c, list) => (list.adjectives && english(c) ? `${It(c)} ${is(c)} ${list.text}.` : null),
    ],
    quality: [
      (c, list) => (english(c) ? `${It(c)} ${is(c)} ${list.text}.` : null),
      (c, list) => (english(c) ? `${The(c)} ${is(c)} ${list.text}.` : null),
      (c, list) => (english(c) ? `${The(c)} ${is(c)} also ${list.text}.` : null),
      (c, list) => (english(c) ? null : `Details: ${list.text}.`),
    ],
    scent: [
      label.scent,
      (c, list) =>
        c.kind === 'food' || list.entries.some((entry) => /^(?:notes|scent)/i.test(entry))
          ? null
          : `${The(c)} ${v(c, 'is', 'are')} scented with ${list.text}.`,
    ],
    colour: [
      (_c, list) =>
        `${list.entries.some((entry) => / or /.test(entry)) ? 'Colours' : 'Colour'}: ${list.text}.`,
      (c, list) => `${The(c)} ${v(c, 'comes', 'come')} in ${list.text}.`,
      (_c, list) => `Available in ${list.text}.`,
    ],
    measure: [
      label.measure,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} of ${the(c)}: ${list.text}.`,
      (c, list) =>
        list.measure === 'capacity' ? `${It(c)} ${v(c, 'holds', 'hold')} ${list.text}.` : null,
      (c, list) =>
        list.measure === 'weight' ? `${It(c)} ${v(c, 'weighs', 'weigh')} ${list.text}.` : null,
      (c, list) => {
        if (list.measure !== 'dimensions') return null;
        if (list.entries.every((entry) => ADJECTIVAL.test(entry)))
          return `${It(c)} ${is(c)} ${list.text}.`;
        if (
          list.entries.some((entry) => /[a-z]$/i.test(entry) && !/(?:mm|cm|m|in|ft)$/i.test(entry))
        )
          return null;
        return `${It(c)} ${v(c, 'measures', 'measure')} ${list.text}.`;
      },
    ],
    size: [(c, list) => sizes(c, list)],
    care: [
      (_c, list) => `Care: ${list.text}.`,
      (c, list) => `Looking after ${it(c)}: ${list.text}.`,
      (c, list) => (list.adjectives && english(c) ? `${It(c)} ${is(c)} ${list.text}.` : null),
    ],
    origin: [asWritten],
    age: [asWritten],
    pack: [
      // What it comes in ('a 250 g jar'), or how it is sold ('a set of three').
      (c, list) => (list.objects ? `${It(c)} ${v(c, 'comes', 'come')} in ${list.objects}.` : null),
      (c, list) => (c.pack && list.count === 1 && !list.objects ? `Sold as ${c.pack}.` : null),
      (c, list) => (list.objects || (c.pack && list.count === 1) ? null : `${cap(list.text)}.`),
    ],
    included: [asWritten],
    variation: [asWritten],
    notes: [(c, list) => `${ENGLISH.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (c, piece) =>
        piece.object ? `${It(c)} ${v(c, 'features', 'feature')} ${piece.object}.` : null,
      (c, piece) => (piece.object ? `${It(c)} ${has(c)} ${piece.object}.` : null),
      (c, piece) => (piece.object ? `${The(c)} also ${has(c)} ${piece.object}.` : null),
      (_c, piece) => `Also worth knowing: ${piece.text}.`,
    ],
    adjective: [
      (c, piece) => (english(c) ? `${It(c)} ${is(c)} ${piece.text}.` : null),
      (c, piece) => (english(c) ? `${It(c)} ${is(c)} also ${piece.text}.` : null),
      (_c, piece) => `Good to know: ${piece.text}.`,
    ],
    statement: [(_c, piece) => `${cap(piece.text)}.`],
  },
  labels: LABELS,
  audienceLead: {
    b2b: 'For business buyers',
    b2c: 'Good to know',
    millennials: 'Also of note',
    'gen-z': 'The details',
    professionals: 'For professionals',
    parents: 'Good to know for parents',
    'tech-savvy': 'The specifics',
  },
  price: (c, amount) =>
    c.style === 'casual'
      ? [`Yours for ${amount}.`, `Price: ${amount}.`]
      : [`Price: ${amount}.`, `Priced at ${amount}.`],
  sku: (_c, sku) => [`SKU: ${sku}.`, `Item number: ${sku}.`],
  closings: [
    // What the product has, is made of, measures, comes in.
    ...crossed(CLOSING_VERBS, CLOSING_OBJECTS, act),
    closing('for-its', 'fact', hasThing, (c) => act(c, `choose ${the(c)} for ${its(c)} ${t1(c)}`)),
    closing('two-things', 'fact', hasTwoThings, (c) =>
      act(c, `pick ${the(c)} for ${its(c)} ${t1(c)} and ${t2(c)}`),
    ),
    closing('and-its', 'fact', hasThing, (c) => act(c, `get ${the(c)} and ${its(c)} ${t1(c)}`)),
    // What it is for.
    ...useClosings(
      {
        'your-size': (c) => `order ${the(c)} in your size`,
        wardrobe: (c) => `add ${the(c)} to your wardrobe`,
        outfit: (c) => `build your next outfit around ${the(c)}`,
        'step-into': (c) => `step into ${the(c)}`,
        'out-walking': (c) => `take ${the(c)} out for a walk`,
        'jewellery-box': (c) => `add ${the(c)} to your jewellery box`,
        'gift-or-self': (c) => `order ${the(c)} for yourself or as a gift`,
        'take-along': (c) => `take ${the(c)} along wherever you go`,
        'day-out': (c) => `pack ${the(c)} for your next day out`,
        kitchen: (c) => `bring ${the(c)} into your kitchen`,
        table: (c) => `set ${the(c)} on your table`,
        'next-cup': (c) => `enjoy your next cup from ${the(c)}`,
        brew: (c) => `brew your next cup with ${the(c)}`,
        cook: (c) => `cook your next meal with ${the(c)}`,
        'home-place': (c) => `give ${the(c)} a place in your home`,
        'living-room': (c) => `bring ${the(c)} into your living room`,
        'home-textile': (c) => `bring ${the(c)} into your home`,
        bathroom: (c) => `add ${the(c)} to your bathroom`,
        sofa: (c) => `add ${the(c)} to your sofa or bed`,
        'make-room': (c) => `make room for ${the(c)}`,
        furnish: (c) => `furnish your space with ${the(c)}`,
        setup: (c) => `add ${the(c)} to your setup`,
        'everyday-kit': (c) => `make ${the(c)} part of your everyday kit`,
        routine: (c) => `add ${the(c)} to your routine`,
        'bathroom-shelf': (c) => `give ${the(c)} a place on your bathroom shelf`,
        desk: (c) => `put ${the(c)} on your desk`,
        write: (c) => `start writing with ${the(c)}`,
        playroom: (c) => `bring ${the(c)} into the playroom`,
        'little-one': (c) => `order ${the(c)} for your little one`,
        'changing-bag': (c) => `pack ${the(c)} in your changing bag`,
        'for-pet': (c) => `order ${the(c)} for your ${petOf(c)}`,
        walk: (c) => `take ${the(c)} on your next walk`,
        hike: (c) => `pack ${the(c)} for your next hike`,
        outdoors: (c) => `pack ${the(c)} for your next trip outdoors`,
        workout: (c) => `bring ${the(c)} to your next workout`,
        'kit-bag': (c) => `add ${the(c)} to your kit bag`,
        travel: (c) => `take ${the(c)} on your next trip`,
        garden: (c) => `give your garden ${the(c)}`,
        'home-plant': (c) => `find a spot at home for ${the(c)}`,
        sow: (c) => `sow ${the(c)} this season`,
        pantry: (c) => `stock your pantry with ${the(c)}`,
        bookshelf: (c) => `add ${the(c)} to your bookshelf`,
        voucher: (c) => `give ${the(c)} to someone who loves to choose`,
        'kitchen-everyday': (c) => `make ${the(c)} part of your everyday kitchen`,
        interior: (c) => `make ${the(c)} part of your interior`,
        'within-reach': (c) => `keep ${the(c)} within reach`,
        'home-textiles': (c) => `add ${the(c)} to your home textiles`,
      },
      act,
    ),
  ],
  bulletIntro: [
    (c) =>
      c.noun
        ? `What ${np(c, 'dem')} ${v(c, 'offers', 'offer')}:`
        : `What ${the(c)} ${v(c, 'offers', 'offer')}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : The(c)} at a glance:`,
  ],
};
