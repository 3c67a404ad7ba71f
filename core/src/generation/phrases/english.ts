import {
  cap,
  measureKind,
  np,
  theName,
  v,
  type BuiltinPhrases,
  type MeasureKind,
  type PhraseContext,
} from './frame-kit';

const the = theName;
const The = (c: PhraseContext) => cap(theName(c));
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
/** 'a mug' / 'socks': the noun without a definite article. */
const aNoun = (c: PhraseContext) => np(c, 'indef');
/** 'your mug', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : the(c));
const it = (c: PhraseContext) => v(c, 'it', 'them');

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Capacity',
  weight: 'Weight',
  dimensions: 'Dimensions',
  size: 'Size',
  other: 'Measurements',
};

const WEARABLE = ['apparel', 'footwear', 'jewelry'] as const;

export const ENGLISH: BuiltinPhrases = {
  and: () => 'and',
  openers: [
    { id: 'meet', needs: { leads: 1 }, write: (c) => `Meet ${the(c)}: ${f1(c)}.` },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'brings', 'bring')} together ${f1(c)} and ${f2(c)}.`,
    },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `${The(c)} at a glance: ${f1(c)} and ${f2(c)}.`,
    },
    {
      id: 'introducing',
      needs: { leads: 1, phrase: true },
      write: (c) => `Introducing ${the(c)}, with ${f1(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(aNoun(c))} with ${f1(c)}: ${the(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${The(c)} ${v(c, 'is', 'are')} ${aNoun(c)} with ${f1(c)}.`,
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
      write: (c) => `From ${c.origin ?? ''}: ${the(c)}, with ${f1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'offers', 'offer')} ${f1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'features', 'feature')} ${f1(c)} and ${f2(c)}.`,
    },
    {
      id: 'combines',
      needs: { leads: 2, phrase: true },
      write: (c) => `${The(c)} ${v(c, 'combines', 'combine')} ${f1(c)} with ${f2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Discover ${the(c)}, ${aNoun(c)} with ${f1(c)}.`,
    },
    {
      id: 'your-next',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Your next ${np(c, 'indef').replace(/^an? /, '')}: ${the(c)}, with ${f1(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Presenting ${the(c)}, with ${f1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Looking for ${aNoun(c)} with ${f1(c)}? Try ${the(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${The(c)}: ${f1(c)}, ${f2(c)} and ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${The(c)} – ${f1(c)}.` },
    {
      id: 'think',
      needs: { leads: 1, phrase: true },
      write: (c) => `Think ${f1(c)}, think ${the(c)}.`,
    },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `A closer look at ${the(c)}: ${f1(c)} and ${f2(c)}.`,
    },
    { id: 'picture', needs: { leads: 1 }, write: (c) => `Picture ${the(c)}: ${f1(c)}.` },
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
      needs: { leads: 1, kinds: [...WEARABLE] },
      write: (c) => `Wear ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Carry ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, kinds: ['toys'] },
      write: (c) => `Play with ${the(c)}: ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, kinds: ['food'] },
      write: (c) => `Taste ${the(c)}: ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1 }, write: (c) => `Choose ${the(c)}: ${f1(c)}.` },
    { id: 'spotlight', needs: { leads: 1 }, write: (c) => `Spotlight on ${the(c)}: ${f1(c)}.` },
    { id: 'in-brief', needs: { leads: 1 }, write: (c) => `${The(c)} in brief: ${f1(c)}.` },
    { id: 'why', needs: { leads: 1 }, write: (c) => `Why ${the(c)}? ${cap(f1(c))}.` },
    { id: 'start-with', needs: { leads: 1 }, write: (c) => `Start with ${the(c)}: ${f1(c)}.` },
    {
      id: 'introducing-colon',
      needs: { leads: 1 },
      write: (c) => `Introducing ${the(c)}: ${f1(c)}.`,
    },
    { id: 'discover-colon', needs: { leads: 1 }, write: (c) => `Discover ${the(c)}: ${f1(c)}.` },
    { id: 'simply-put', needs: { leads: 1 }, write: (c) => `${The(c)}, simply put: ${f1(c)}.` },
    { id: 'about', needs: { leads: 1 }, write: (c) => `About ${the(c)}: ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1 },
      write: (c) => `Worth a look: ${the(c)}. ${cap(f1(c))}.`,
    },
    { id: 'say-hello', needs: { leads: 1 }, write: (c) => `Say hello to ${the(c)}: ${f1(c)}.` },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `All about ${the(c)}: ${f1(c)} and ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `First things first: ${the(c)} ${v(c, 'offers', 'offer')} ${f1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `In short, ${the(c)} ${v(c, 'gives', 'give')} you ${f1(c)}.`,
    },
    {
      id: 'what-you-get',
      needs: { leads: 1 },
      write: (c) => `What you get with ${the(c)}: ${f1(c)}.`,
    },
    { id: 'first-look', needs: { leads: 1 }, write: (c) => `First look at ${the(c)}: ${f1(c)}.` },
    { id: 'at-heart', needs: { leads: 1 }, write: (c) => `At the heart of ${the(c)}: ${f1(c)}.` },
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
    { id: 'take-a-look', needs: { leads: 1 }, write: (c) => `Take a look at ${the(c)}: ${f1(c)}.` },
    { id: 'get-to-know', needs: { leads: 1 }, write: (c) => `Get to know ${the(c)}: ${f1(c)}.` },
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
      (c, list) =>
        list.phrases ? `${v(c, 'It', 'They')} ${v(c, 'comes', 'come')} with ${list.text}.` : null,
      (c, list) => (c.style === 'technical' ? `Specifications: ${list.text}.` : null),
      (_c, list) => `Key features: ${list.text}.`,
      (_c, list) => `Worth knowing: ${list.text}.`,
      (c, list) => (list.phrases ? `${The(c)} also ${v(c, 'has', 'have')} ${list.text}.` : null),
    ],
    material: [
      (_c, list) => (list.selfLed ? null : `Made from ${list.text}.`),
      (_c, list) => `Materials: ${list.text}.`,
      (c, list) =>
        c.noun && !list.selfLed
          ? `${cap(np(c, 'def'))} ${v(c, 'is', 'are')} made of ${list.text}.`
          : null,
    ],
    measure: [
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} of ${the(c)}: ${list.text}.`,
    ],
    care: [
      (_c, list) => `Care: ${list.text}.`,
      (c, list) => `Looking after ${it(c)}: ${list.text}.`,
    ],
    origin: [(_c, list) => `${cap(list.text)}.`],
    included: [
      (_c, list) => (list.selfLed ? `${cap(list.text)}.` : `In the box: ${list.text}.`),
      (c, list) =>
        list.selfLed ? null : `${cap(the(c))} ${v(c, 'comes', 'come')} with ${list.text}.`,
    ],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${ENGLISH.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (c, piece) => `${v(c, 'It', 'They')} ${v(c, 'comes', 'come')} with ${piece}.`,
      (c, piece) => `${v(c, 'It has', 'They have')} ${piece}.`,
      (c, piece) => `${cap(the(c))} also ${v(c, 'has', 'have')} ${piece}.`,
    ],
    adjective: [
      (c, piece) => `${v(c, 'It is', 'They are')} ${piece}.`,
      (c, piece) => `${v(c, 'It is', 'They are')} also ${piece}.`,
    ],
    statement: [(_c, piece) => `${cap(piece)}.`],
  },
  bulletLabels: {
    material: () => 'Material',
    measure: (c) => (c.kind === 'apparel' || c.kind === 'footwear' ? 'Size' : 'Measurements'),
    care: () => 'Care',
    included: () => 'Included',
  },
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
  cta: {
    persuasive: [
      (c) => `Order ${yours(c)} today.`,
      (c) => `Get ${the(c)} today and see the difference for yourself.`,
    ],
    informative: [
      (c) => `Add ${the(c)} to your cart when ${v(c, 'it suits', 'they suit')} your needs.`,
      (c) => `Add ${the(c)} to your cart to order.`,
    ],
    exciting: [(c) => `Grab ${yours(c)} now!`, (c) => `Get ${the(c)} now and get started!`],
    trustworthy: [
      (c) => `Order ${the(c)} with confidence today.`,
      (c) => `Order ${yours(c)} today with confidence.`,
    ],
    friendly: [
      (c) => `Treat yourself to ${the(c)} today.`,
      (c) => `Pick up ${yours(c)} today, you will be glad you did.`,
    ],
    authoritative: [
      (c) => `Choose ${the(c)} and get it right the first time.`,
      (c) => `Order ${the(c)} today.`,
    ],
    conversational: [
      (c) => `Why not add ${the(c)} to your cart today?`,
      (c) => `Fancy ${yours(c)}? Just add ${the(c)} to your cart.`,
    ],
  },
  bulletIntro: [
    (c) =>
      c.noun
        ? `What ${np(c, 'dem')} ${v(c, 'offers', 'offer')}:`
        : `What ${the(c)} ${v(c, 'offers', 'offer')}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : The(c)} at a glance:`,
  ],
};
