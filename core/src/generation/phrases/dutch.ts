import {
  cap,
  measureKind,
  np,
  v,
  type BuiltinPhrases,
  type MeasureKind,
  type PhraseContext,
} from './frame-kit';

// The name goes without an article; the lexicon's noun carries de/het and number.
const N = (c: PhraseContext) => c.name;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
const biedt = (c: PhraseContext) => v(c, 'biedt', 'bieden');
/** 'je mok' / 'je sokken', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Inhoud',
  weight: 'Gewicht',
  dimensions: 'Afmetingen',
  size: 'Maat',
  other: 'Maten',
};

export const DUTCH: BuiltinPhrases = {
  and: () => 'en',
  openers: [
    { id: 'meet', needs: { leads: 1 }, write: (c) => `Maak kennis met ${N(c)}: ${f1(c)}.` },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `${N(c)} in één oogopslag: ${f1(c)} en ${f2(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'indef'))} met ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'is', 'zijn')} ${np(c, 'indef')} met ${f1(c)}.`,
    },
    {
      id: 'made-from',
      needs: { material: true },
      write: (c) => `Het materiaal van ${N(c)}: ${c.material ?? ''}.`,
    },
    {
      id: 'comes-from',
      needs: { origin: true },
      write: (c) => `${N(c)} ${v(c, 'komt', 'komen')} uit ${c.origin ?? ''}.`,
    },
    {
      id: 'from-origin',
      needs: { origin: true, leads: 1, phrase: true },
      write: (c) => `Uit ${c.origin ?? ''}: ${N(c)}, met ${f1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `${N(c)} ${biedt(c)} ${f1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'combineert', 'combineren')} ${f1(c)} en ${f2(c)}.`,
    },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'verbindt', 'verbinden')} ${f1(c)} met ${f2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Ontdek ${N(c)}, ${np(c, 'indef')} met ${f1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} met ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `We stellen je voor: ${N(c)}, met ${f1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Op zoek naar ${np(c, 'indef')} met ${f1(c)}? Ontdek ${N(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${N(c)}: ${f1(c)}, ${f2(c)} en ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${N(c)} – ${f1(c)}.` },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `Een nadere blik op ${N(c)}: ${f1(c)} en ${f2(c)}.`,
    },
    { id: 'picture', needs: { leads: 1 }, write: (c) => `Stel je ${N(c)} voor: ${f1(c)}.` },
    {
      id: 'measures',
      needs: { measure: true },
      write: (c) => `${N(c)} ${v(c, 'meet', 'meten')} ${c.measure ?? ''}.`,
    },
    {
      id: 'holds',
      needs: { capacity: true },
      write: (c) => `${N(c)} ${v(c, 'heeft', 'hebben')} een inhoud van ${c.capacity ?? ''}.`,
    },
    {
      id: 'wear',
      needs: { leads: 1, kinds: ['apparel', 'footwear', 'jewelry'] },
      write: (c) => `Draag ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Neem ${N(c)} mee: ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, kinds: ['toys'] },
      write: (c) => `Speel met ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, kinds: ['food'] },
      write: (c) => `Proef ${N(c)}: ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1 }, write: (c) => `Kies ${N(c)}: ${f1(c)}.` },
    {
      id: 'spotlight',
      needs: { leads: 1 },
      write: (c) => `In de schijnwerpers: ${N(c)}. ${cap(f1(c))}.`,
    },
    { id: 'in-brief', needs: { leads: 1 }, write: (c) => `${N(c)} in het kort: ${f1(c)}.` },
    { id: 'why', needs: { leads: 1 }, write: (c) => `Waarom ${N(c)}? ${cap(f1(c))}.` },
    {
      id: 'start-with',
      needs: { leads: 1 },
      write: (c) => `We beginnen met ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'introducing-colon',
      needs: { leads: 1 },
      write: (c) => `Even voorstellen: ${N(c)} – ${f1(c)}.`,
    },
    { id: 'discover-colon', needs: { leads: 1 }, write: (c) => `Ontdek ${N(c)}: ${f1(c)}.` },
    {
      id: 'simply-put',
      needs: { leads: 1 },
      write: (c) => `${N(c)}, simpel gezegd: ${f1(c)}.`,
    },
    { id: 'about', needs: { leads: 1 }, write: (c) => `Over ${N(c)}: ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1 },
      write: (c) => `Het bekijken waard: ${N(c)}. ${cap(f1(c))}.`,
    },
    {
      id: 'what-you-get',
      needs: { leads: 1 },
      write: (c) => `Met ${N(c)} krijg je: ${f1(c)}.`,
    },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `Alles over ${N(c)}: ${f1(c)} en ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `Eerst het belangrijkste: ${N(c)} ${biedt(c)} ${f1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `Kortom, ${N(c)} ${biedt(c)} je ${f1(c)}.`,
    },
    {
      id: 'dem-shows',
      needs: { leads: 2, noun: true },
      write: (c) => `Dit maakt ${np(c, 'dem')} bijzonder: ${f1(c)} en ${f2(c)}.`,
    },
    {
      id: 'dem-offers',
      needs: { leads: 1, noun: true },
      write: (c) => `Dit ${biedt(c)} ${np(c, 'dem')}: ${f1(c)}.`,
    },
    {
      id: 'say-hello',
      needs: { leads: 1 },
      write: (c) => `Zeg hallo tegen ${N(c)}: ${f1(c)}.`,
    },
    { id: 'first-look', needs: { leads: 1 }, write: (c) => `Eerste indruk van ${N(c)}: ${f1(c)}.` },
    { id: 'at-heart', needs: { leads: 1 }, write: (c) => `De kern van ${N(c)}: ${f1(c)}.` },
    {
      id: 'quick-facts',
      needs: { leads: 1 },
      write: (c) => `${N(c)} in een paar woorden: ${f1(c)}.`,
    },
    {
      id: 'notice',
      needs: { leads: 1 },
      write: (c) => `Wat je meteen opvalt aan ${N(c)}: ${f1(c)}.`,
    },
    { id: 'take-a-look', needs: { leads: 1 }, write: (c) => `Werp een blik op ${N(c)}: ${f1(c)}.` },
    { id: 'get-to-know', needs: { leads: 1 }, write: (c) => `Leer ${N(c)} kennen: ${f1(c)}.` },
    { id: 'in-focus', needs: { leads: 1 }, write: (c) => `${N(c)} onder de loep: ${f1(c)}.` },
    { id: 'overview', needs: { leads: 1 }, write: (c) => `Portret van ${N(c)}: ${f1(c)}.` },
    { id: 'name-meet', needs: { leads: 0 }, write: (c) => `Maak kennis met ${N(c)}.` },
    { id: 'name-introducing', needs: { leads: 0 }, write: (c) => `Ontdek ${N(c)}.` },
    {
      id: 'name-presenting',
      needs: { leads: 0 },
      write: (c) => `Dit ${v(c, 'is', 'zijn')} ${N(c)}.`,
    },
    { id: 'name-this-is', needs: { leads: 0 }, write: (c) => `Even voorstellen: ${N(c)}.` },
  ],
  groups: {
    feature: [
      (_c, list) => `Hoogtepunten: ${list.text}.`,
      (c, list) => (c.style === 'technical' ? `Specificaties: ${list.text}.` : null),
      (_c, list) => `De belangrijkste kenmerken: ${list.text}.`,
      (_c, list) => `Het noemen waard: ${list.text}.`,
      (c, list) => (c.noun ? `Dit ${biedt(c)} ${np(c, 'dem')} ook: ${list.text}.` : null),
    ],
    material: [(_c, list) => `Materiaal: ${list.text}.`, (_c, list) => `Materialen: ${list.text}.`],
    measure: [
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} van ${N(c)}: ${list.text}.`,
    ],
    care: [(_c, list) => `Onderhoud: ${list.text}.`, (_c, list) => `Verzorging: ${list.text}.`],
    origin: [(_c, list) => `Herkomst: ${list.text}.`],
    included: [
      (_c, list) => `Inbegrepen: ${list.text}.`,
      (_c, list) => `In de doos: ${list.text}.`,
    ],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${DUTCH.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Daarnaast: ${piece}.`,
      (_c, piece) => `Nog een detail: ${piece}.`,
      (c, piece) =>
        c.noun ? `${cap(np(c, 'dem'))} ${biedt(c)} ook: ${piece}.` : `En ook: ${piece}.`,
    ],
    adjective: [(_c, piece) => `Daarnaast: ${piece}.`, (_c, piece) => `En ook: ${piece}.`],
    statement: [(_c, piece) => `${cap(piece)}.`],
  },
  bulletLabels: {
    material: () => 'Materiaal',
    measure: (c) => (c.kind === 'apparel' || c.kind === 'footwear' ? 'Maat' : 'Afmetingen'),
    care: () => 'Onderhoud',
    included: () => 'Inbegrepen',
  },
  audienceLead: {
    b2b: 'Voor bedrijven',
    b2c: 'Goed om te weten',
    millennials: 'Handig om te weten',
    'gen-z': 'De details',
    professionals: 'Voor professionals',
    parents: 'Goed om te weten voor ouders',
    'tech-savvy': 'In detail',
  },
  price: (_c, amount) => [`Prijs: ${amount}.`, `Voor ${amount}.`],
  sku: (_c, sku) => [`Artikelnummer: ${sku}.`, `SKU: ${sku}.`],
  cta: {
    persuasive: [
      (c) => `Bestel ${yours(c)} vandaag nog.`,
      (c) => `Haal ${N(c)} vandaag in huis en zie het verschil.`,
    ],
    informative: [
      (c) => `Zet ${N(c)} in je winkelwagen.`,
      (c) => `Zet ${yours(c)} in je winkelwagen wanneer het je uitkomt.`,
    ],
    exciting: [(c) => `Haal ${yours(c)} nu in huis!`, (c) => `Bestel ${N(c)} nu!`],
    trustworthy: [
      (c) => `Bestel ${N(c)} vandaag met een gerust gevoel.`,
      (c) => `Bestel ${yours(c)} met vertrouwen.`,
    ],
    friendly: [
      (c) => `Trakteer jezelf vandaag op ${N(c)}.`,
      (c) => `Haal ${yours(c)} vandaag, je zult er blij mee zijn.`,
    ],
    authoritative: [
      (c) => `Kies voor ${N(c)} en maak in één keer de juiste keuze.`,
      (c) => `Kies vandaag nog voor ${N(c)}.`,
    ],
    conversational: [
      (c) => `Waarom zet je ${N(c)} niet vandaag in je winkelwagen?`,
      (c) => `Zin in ${N(c)}? Zet ${yours(c)} in je winkelwagen.`,
    ],
  },
  bulletIntro: [
    (c) => `Dit ${biedt(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} in het kort:`,
  ],
};
