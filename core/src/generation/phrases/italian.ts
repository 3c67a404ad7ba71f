import {
  cap,
  measureKind,
  np,
  v,
  type BuiltinPhrases,
  type MeasureKind,
  type PhraseContext,
} from './frame-kit';

// The name goes without an article; the lexicon's noun carries gender and number.
const N = (c: PhraseContext) => c.name;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
const offre = (c: PhraseContext) => v(c, 'offre', 'offrono');
/** 'la tua tazza' / 'i tuoi calzini', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Capacità',
  weight: 'Peso',
  dimensions: 'Dimensioni',
  size: 'Taglia',
  other: 'Misure',
};

export const ITALIAN: BuiltinPhrases = {
  and: () => 'e',
  openers: [
    { id: 'meet', needs: { leads: 1 }, write: (c) => `Ecco ${N(c)}: ${f1(c)}.` },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `${N(c)} a colpo d'occhio: ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'indef'))} con ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'è', 'sono')} ${np(c, 'indef')} con ${f1(c)}.`,
    },
    {
      id: 'made-from',
      needs: { material: true },
      write: (c) => `Il materiale di ${N(c)}: ${c.material ?? ''}.`,
    },
    {
      id: 'comes-from',
      needs: { origin: true },
      write: (c) => `Origine di ${N(c)}: ${c.origin ?? ''}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `${N(c)} ${offre(c)} ${f1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'unisce', 'uniscono')} ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'abbina', 'abbinano')} ${f1(c)} a ${f2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Scopri ${N(c)}, ${np(c, 'indef')} con ${f1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} con ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Ti presentiamo ${N(c)}, con ${f1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Cerchi ${np(c, 'indef')} con ${f1(c)}? Scopri ${N(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${N(c)}: ${f1(c)}, ${f2(c)} e ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${N(c)} – ${f1(c)}.` },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `Uno sguardo da vicino a ${N(c)}: ${f1(c)} e ${f2(c)}.`,
    },
    { id: 'picture', needs: { leads: 1 }, write: (c) => `Immagina ${N(c)}: ${f1(c)}.` },
    {
      id: 'measures',
      needs: { measure: true },
      write: (c) => `${N(c)} ${v(c, 'misura', 'misurano')} ${c.measure ?? ''}.`,
    },
    {
      id: 'holds',
      needs: { capacity: true },
      write: (c) => `${N(c)} ${v(c, 'contiene', 'contengono')} ${c.capacity ?? ''}.`,
    },
    {
      id: 'wear',
      needs: { leads: 1, kinds: ['apparel', 'footwear', 'jewelry'] },
      write: (c) => `Indossa ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Porta con te ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, kinds: ['toys'] },
      write: (c) => `Gioca con ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, kinds: ['food'] },
      write: (c) => `Assaggia ${N(c)}: ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1 }, write: (c) => `Scegli ${N(c)}: ${f1(c)}.` },
    {
      id: 'spotlight',
      needs: { leads: 1 },
      write: (c) => `Sotto i riflettori: ${N(c)}. ${cap(f1(c))}.`,
    },
    { id: 'in-brief', needs: { leads: 1 }, write: (c) => `${N(c)} in breve: ${f1(c)}.` },
    { id: 'why', needs: { leads: 1 }, write: (c) => `Perché ${N(c)}? ${cap(f1(c))}.` },
    { id: 'start-with', needs: { leads: 1 }, write: (c) => `Partiamo da ${N(c)}: ${f1(c)}.` },
    {
      id: 'introducing-colon',
      needs: { leads: 1 },
      write: (c) => `Presentiamo ${N(c)}: ${f1(c)}.`,
    },
    { id: 'discover-colon', needs: { leads: 1 }, write: (c) => `Scopri ${N(c)}: ${f1(c)}.` },
    {
      id: 'simply-put',
      needs: { leads: 1 },
      write: (c) => `${N(c)}, in poche parole: ${f1(c)}.`,
    },
    { id: 'about', needs: { leads: 1 }, write: (c) => `A proposito di ${N(c)}: ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1 },
      write: (c) => `Da vedere: ${N(c)}. ${cap(f1(c))}.`,
    },
    { id: 'what-you-get', needs: { leads: 1 }, write: (c) => `Con ${N(c)} hai: ${f1(c)}.` },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `Tutto su ${N(c)}: ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `Prima di tutto: ${N(c)} ${offre(c)} ${f1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `In sintesi, ${N(c)} ti ${offre(c)} ${f1(c)}.`,
    },
    {
      id: 'dem-shows',
      needs: { leads: 2, noun: true },
      write: (c) => `Cosa distingue ${np(c, 'dem')}: ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'dem-offers',
      needs: { leads: 1, noun: true },
      write: (c) => `Ecco cosa ${offre(c)} ${np(c, 'dem')}: ${f1(c)}.`,
    },
    {
      id: 'say-hello',
      needs: { leads: 1 },
      write: (c) => `Fai conoscenza con ${N(c)}: ${f1(c)}.`,
    },
    { id: 'first-look', needs: { leads: 1 }, write: (c) => `Primo sguardo a ${N(c)}: ${f1(c)}.` },
    { id: 'at-heart', needs: { leads: 1 }, write: (c) => `Il cuore di ${N(c)}: ${f1(c)}.` },
    { id: 'quick-facts', needs: { leads: 1 }, write: (c) => `${N(c)} in pillole: ${f1(c)}.` },
    {
      id: 'notice',
      needs: { leads: 1 },
      write: (c) => `La prima cosa che noti in ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'take-a-look',
      needs: { leads: 1 },
      write: (c) => `Dai un'occhiata a ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'get-to-know',
      needs: { leads: 1 },
      write: (c) => `Impara a conoscere ${N(c)}: ${f1(c)}.`,
    },
    { id: 'in-focus', needs: { leads: 1 }, write: (c) => `${N(c)} sotto la lente: ${f1(c)}.` },
    { id: 'overview', needs: { leads: 1 }, write: (c) => `Ritratto di ${N(c)}: ${f1(c)}.` },
    { id: 'name-meet', needs: { leads: 0 }, write: (c) => `Ecco ${N(c)}.` },
    { id: 'name-introducing', needs: { leads: 0 }, write: (c) => `Scopri ${N(c)}.` },
    { id: 'name-presenting', needs: { leads: 0 }, write: (c) => `Ti presentiamo ${N(c)}.` },
    { id: 'name-this-is', needs: { leads: 0 }, write: (c) => `Conosci ${N(c)}.` },
  ],
  groups: {
    feature: [
      (_c, list) => `In evidenza: ${list.text}.`,
      (c, list) => (c.style === 'technical' ? `Specifiche: ${list.text}.` : null),
      (_c, list) => `Caratteristiche principali: ${list.text}.`,
      (_c, list) => `Da sapere: ${list.text}.`,
      (c, list) => (c.noun ? `Ecco cos'altro ${offre(c)} ${np(c, 'dem')}: ${list.text}.` : null),
    ],
    material: [(_c, list) => `Materiale: ${list.text}.`, (_c, list) => `Materiali: ${list.text}.`],
    measure: [
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} di ${N(c)}: ${list.text}.`,
    ],
    care: [(_c, list) => `Cura: ${list.text}.`, (_c, list) => `Manutenzione: ${list.text}.`],
    origin: [(_c, list) => `Origine: ${list.text}.`],
    included: [
      (_c, list) => `Incluso: ${list.text}.`,
      (_c, list) => `Nella confezione: ${list.text}.`,
    ],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${ITALIAN.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Inoltre: ${piece}.`,
      (_c, piece) => `Un altro dettaglio: ${piece}.`,
      (c, piece) =>
        c.noun ? `${cap(np(c, 'dem'))} ${offre(c)} anche: ${piece}.` : `E ancora: ${piece}.`,
    ],
    adjective: [(_c, piece) => `Inoltre: ${piece}.`, (_c, piece) => `E ancora: ${piece}.`],
    statement: [(_c, piece) => `${cap(piece)}.`],
  },
  bulletLabels: {
    material: () => 'Materiale',
    measure: (c) => (c.kind === 'apparel' || c.kind === 'footwear' ? 'Taglia' : 'Misure'),
    care: () => 'Cura',
    included: () => 'Incluso',
  },
  audienceLead: {
    b2b: 'Per le aziende',
    b2c: 'Buono a sapersi',
    millennials: 'Vale la pena sapere',
    'gen-z': 'I dettagli',
    professionals: 'Per i professionisti',
    parents: 'Buono a sapersi per i genitori',
    'tech-savvy': 'Nel dettaglio',
  },
  price: (_c, amount) => [`Prezzo: ${amount}.`, `A ${amount}.`],
  sku: (_c, sku) => [`Codice: ${sku}.`, `SKU: ${sku}.`],
  cta: {
    persuasive: [
      (c) => `Ordina ${yours(c)} oggi stesso.`,
      (c) => `Scegli ${N(c)} oggi e scopri la differenza.`,
    ],
    informative: [
      (c) => `Aggiungi ${N(c)} al carrello.`,
      (c) => `Aggiungi ${yours(c)} al carrello quando ti ${v(c, 'serve', 'servono')}.`,
    ],
    exciting: [
      (c) => `Prendi ${yours(c)} adesso!`,
      (c) => `Non aspettare: ${N(c)} ti ${v(c, 'aspetta', 'aspettano')}!`,
    ],
    trustworthy: [
      (c) => `Ordina ${N(c)} oggi con tutta fiducia.`,
      (c) => `Ordina ${yours(c)} in tutta sicurezza.`,
    ],
    friendly: [
      (c) => `Concediti ${N(c)} oggi.`,
      (c) => `Prendi ${yours(c)} oggi, sarai contento della scelta.`,
    ],
    authoritative: [
      (c) => `Scegli ${N(c)} e fai la scelta giusta al primo colpo.`,
      (c) => `Punta oggi su ${N(c)}.`,
    ],
    conversational: [
      (c) => `Perché non aggiungere ${N(c)} al carrello oggi?`,
      (c) => `Ti ${v(c, 'piace', 'piacciono')} ${N(c)}? Aggiungi ${yours(c)} al carrello.`,
    ],
  },
  bulletIntro: [
    (c) => `Ecco cosa ${offre(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} in breve:`,
  ],
};
