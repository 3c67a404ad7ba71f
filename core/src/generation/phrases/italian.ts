import {
  agreeing,
  cap,
  closing,
  freshColour,
  freshMaterial,
  crossed,
  conceptIs,
  hasThing,
  hasTwoThings,
  INGREDIENT_KINDS,
  kindIs,
  labelFor,
  materialLabel,
  np,
  petOf,
  repeats,
  sizedBy,
  sizeRange,
  sizeSentence,
  usedFor,
  v,
  type BuiltinPhrases,
  type ClosingObject,
  type ClosingVerb,
  type LabelWords,
  type MeasureKind,
  type PhraseContext,
} from './frame-kit';

// The name goes without an article; the lexicon's noun carries gender and number.
const N = (c: PhraseContext) => c.name;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
/** The leads after 'with' (no article in this language); callers check `needs.phrase`. */
const [o1] = [0].map((i) => (c: PhraseContext) => c.leadObjects[i] ?? '');
const offre = (c: PhraseContext) => v(c, 'offre', 'offrono');
/** 'la tua tazza' / 'i tuoi calzini', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Capacità',
  weight: 'Peso',
  dimensions: 'Dimensioni',
  other: 'Misure',
};

const LABELS: LabelWords = {
  material: 'Materiale',
  materials: 'Materiali',
  ingredients: 'Ingredienti',
  foodIngredients: 'Ingredienti',
  finish: 'Finitura',
  size: 'Taglia',
  objectSize: 'Misura',
  format: 'Formato',
  care: 'Cura',
  colour: 'Colore',
  colours: 'Colori',
  scent: 'Profumo',
  flavour: 'Gusto',
  measure: MEASURE_LABEL,
};

/** The product's things after 'with', for closings. */
const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.object ?? '');

const CLOSING_VERBS: ClosingVerb[] = [
  ['order', (object) => `Ordina ${object} oggi stesso.`],
  ['choose', (object) => `Scegli ${object} oggi stesso.`],
  ['bring-home', (object) => `Porta a casa ${object} oggi stesso.`],
  ['cart', (object) => `Aggiungi al carrello ${object}.`],
  ['treat', (object) => `Concediti ${object} oggi stesso.`],
  ['discover', (object) => `Scopri ${object} oggi stesso.`],
  ['bet', (object) => `Punta su ${object} oggi stesso.`],
  ['gift', (object) => `Regalati ${object} oggi stesso.`],
  ['buy', (object) => `Acquista ${object} oggi stesso.`],
  ['wait', (object) => `Non aspettare: ordina ${object}.`],
];

const CLOSING_OBJECTS: ClosingObject[] = [
  ['thing', hasThing, (c) => `${N(c)} con ${t1(c)}`],
  ['things', hasTwoThings, (c) => `${N(c)} con ${t1(c)} e ${t2(c)}`],
  [
    'material',
    (c) => freshMaterial(c) && !INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} in ${c.material ?? ''}`,
  ],
  [
    'made-with',
    (c) => freshMaterial(c) && INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} con ${c.material ?? ''}`,
  ],
  ['sized', (c) => Boolean(sizedBy(c)), (c) => `${N(c)} da ${sizedBy(c) ?? ''}`],
  ['origin', (c) => Boolean(c.origin), (c) => `${N(c)} (origine: ${c.origin ?? ''})`],
  ['colour', freshColour, (c) => `${N(c)} in ${c.colour ?? ''}`],
  [
    'scent',
    (c) => Boolean(c.scent),
    (c) => `${N(c)} ${c.kind === 'food' ? 'al gusto' : 'con profumo di'} ${c.scent ?? ''}`,
  ],
];

const use = (
  id: string,
  fits: (c: PhraseContext) => boolean,
  write: (c: PhraseContext) => string,
) => closing(id, 'use', fits, write);

export const ITALIAN: BuiltinPhrases = {
  and: () => 'e',
  or: () => 'o',
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
      write: (c) => `${cap(np(c, 'indef'))} con ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'è', 'sono')} ${np(c, 'indef')} con ${o1(c)}.`,
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
      write: (c) => `Ecco a te ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Scopri ${N(c)}, ${np(c, 'indef')} con ${o1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} con ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Ti presentiamo ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Cerchi ${np(c, 'indef')} con ${o1(c)}? Scopri ${N(c)}.`,
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
      write: (c) => `Prima di tutto: ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `In sintesi: ${N(c)}, con ${o1(c)}.`,
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
    quality: [(_c, list) => `Proprietà: ${list.text}.`, (_c, list) => `Per di più: ${list.text}.`],
    material: [
      (c, list) => `${materialLabel(LABELS, c, list.count)}: ${list.text}.`,
      (c, list) =>
        c.noun && !list.selfLed && !INGREDIENT_KINDS.includes(c.kind)
          ? `${cap(agreeing(c, { m: 'realizzato', f: 'realizzata', mpl: 'realizzati', fpl: 'realizzate' }))} in ${list.text}.`
          : null,
    ],
    finish: [
      (_c, list) => (repeats(LABELS.finish, list.text) ? null : `${LABELS.finish}: ${list.text}.`),
    ],
    scent: [(c, list) => `${c.kind === 'food' ? LABELS.flavour : LABELS.scent}: ${list.text}.`],
    colour: [
      (_c, list) =>
        `${list.entries.some((entry) => /,|\so\s/.test(entry)) ? LABELS.colours : LABELS.colour}: ${list.text}.`,
      (_c, list) => `Disponibile in ${list.text}.`,
    ],
    measure: [
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} di ${N(c)}: ${list.text}.`,
    ],
    size: [(c, list) => sizeSentence(LABELS, c, list, ':')],
    care: [(_c, list) => `Cura: ${list.text}.`, (_c, list) => `Manutenzione: ${list.text}.`],
    origin: [
      (_c, list) =>
        list.entries.every((entry) => /\s(?:in|en)\s+\p{Lu}/u.test(entry))
          ? `Origine: ${list.text}.`
          : `${cap(list.text)}.`,
    ],
    age: [(_c, list) => `${cap(list.text)}.`],
    pack: [(_c, list) => `Confezione: ${list.text}.`],
    included: [(_c, list) => `${cap(list.text)}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${ITALIAN.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Inoltre: ${piece.text}.`,
      (_c, piece) => `Un altro dettaglio: ${piece.text}.`,
      (c, piece) =>
        c.noun
          ? `${cap(np(c, 'dem'))} ${offre(c)} anche: ${piece.text}.`
          : `E ancora: ${piece.text}.`,
    ],
    adjective: [
      (_c, piece) => `Inoltre: ${piece.text}.`,
      (_c, piece) => `E ancora: ${piece.text}.`,
    ],
    statement: [(_c, piece) => `${cap(piece.text)}.`],
  },
  bulletLabel: (c, piece) => labelFor(LABELS, c, piece),
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
  closings: [
    ...crossed(CLOSING_VERBS, CLOSING_OBJECTS),
    use('your-size', sizeRange, (c) => `Ordina ${yours(c)} nella tua taglia.`),
    use('wardrobe', kindIs('apparel'), (c) => `Aggiungi ${N(c)} al tuo guardaroba.`),
    use('outfit', kindIs('apparel'), (c) => `Costruisci il tuo prossimo look attorno a ${N(c)}.`),
    use('step-into', kindIs('footwear'), (c) => `Infila ${N(c)} e parti.`),
    use('out-walking', kindIs('footwear'), (c) => `Porta ${N(c)} a fare una passeggiata.`),
    use('jewellery-box', kindIs('jewelry'), (c) => `Aggiungi ${N(c)} al tuo portagioie.`),
    use('gift-or-self', kindIs('jewelry', 'beauty'), (c) => `Ordina ${N(c)} per te o da regalare.`),
    use('take-along', kindIs('bags'), (c) => `Porta ${N(c)} con te ovunque.`),
    use('day-out', kindIs('bags'), (c) => `Prepara ${N(c)} per la tua prossima gita.`),
    use('kitchen', kindIs('kitchen'), (c) => `Porta ${N(c)} nella tua cucina.`),
    use('table', usedFor('table'), (c) => `Porta in tavola ${N(c)}.`),
    use(
      'next-cup',
      conceptIs('mug', 'cup', 'teapot'),
      (c) => `Goditi la prossima tazza con ${N(c)}.`,
    ),
    use('brew', conceptIs('tea', 'coffee'), (c) => `Prepara la tua prossima tazza con ${N(c)}.`),
    use('cook', usedFor('cook'), (c) => `Cucina il tuo prossimo piatto con ${N(c)}.`),
    use('home-place', kindIs('home'), (c) => `Trova un posto per ${N(c)} in casa tua.`),
    use('living-room', kindIs('home'), (c) => `Porta ${N(c)} nel tuo soggiorno.`),
    use('home-textile', kindIs('textiles'), (c) => `Porta ${N(c)} a casa tua.`),
    use('bathroom', usedFor('bath'), (c) => `Aggiungi ${N(c)} al tuo bagno.`),
    use('sofa', usedFor('sofa'), (c) => `Metti ${N(c)} sul divano o sul letto.`),
    use('make-room', kindIs('furniture'), (c) => `Fai spazio per ${N(c)}.`),
    use('furnish', kindIs('furniture'), (c) => `Arreda i tuoi spazi con ${N(c)}.`),
    use('setup', kindIs('electronics'), (c) => `Aggiungi ${N(c)} alla tua postazione.`),
    use('everyday-kit', kindIs('electronics'), (c) => `Porta ${N(c)} con te ogni giorno.`),
    use('routine', kindIs('beauty'), (c) => `Aggiungi ${N(c)} alla tua routine.`),
    use(
      'bathroom-shelf',
      kindIs('beauty'),
      (c) => `Trova un posto per ${N(c)} sulla mensola del bagno.`,
    ),
    use('desk', kindIs('stationery'), (c) => `Metti ${N(c)} sulla tua scrivania.`),
    use('write', usedFor('write'), (c) => `Inizia a scrivere con ${N(c)}.`),
    use('playroom', kindIs('toys'), (c) => `Porta ${N(c)} nella stanza dei giochi.`),
    use('little-one', kindIs('toys', 'baby'), (c) => `Ordina ${N(c)} per il tuo bambino.`),
    use('changing-bag', kindIs('baby'), (c) => `Metti ${N(c)} nella borsa fasciatoio.`),
    use(
      'for-pet',
      kindIs('pets'),
      (c) =>
        `Ordina ${N(c)} per il tuo ${{ dog: 'cane', cat: 'gatto', pet: 'animale' }[petOf(c)]}.`,
    ),
    use('walk', usedFor('walk'), (c) => `Porta ${N(c)} alla prossima passeggiata.`),
    use('hike', usedFor('hike'), (c) => `Porta ${N(c)} alla tua prossima escursione.`),
    use(
      'outdoors',
      usedFor('outdoors'),
      (c) => `Porta ${N(c)} alla tua prossima avventura all'aperto.`,
    ),
    use('workout', usedFor('workout'), (c) => `Porta ${N(c)} al tuo prossimo allenamento.`),
    use('kit-bag', kindIs('sports'), (c) => `Metti ${N(c)} nella tua borsa da palestra.`),
    use('travel', usedFor('travel'), (c) => `Porta ${N(c)} nel tuo prossimo viaggio.`),
    use(
      'garden',
      (c) => c.kind === 'garden' && c.conceptId !== 'plant',
      (c) => `Regala al tuo giardino ${N(c)}.`,
    ),
    use('home-plant', conceptIs('plant'), (c) => `Trova un angolo di casa per ${N(c)}.`),
    use('sow', usedFor('sow'), (c) => `Semina ${N(c)} in questa stagione.`),
    use('pantry', kindIs('food'), (c) => `Riempi la dispensa con ${N(c)}.`),
    use('bookshelf', kindIs('books'), (c) => `Aggiungi ${N(c)} alla tua libreria.`),
    use('voucher', usedFor('gift'), (c) => `Regala ${N(c)} a chi ama scegliere.`),
    use(
      'kitchen-everyday',
      kindIs('kitchen'),
      (c) => `Rendi ${N(c)} un punto fermo della tua cucina.`,
    ),
    use('interior', kindIs('home'), (c) => `Inserisci ${N(c)} nel tuo arredamento.`),
    use('within-reach', kindIs('electronics'), (c) => `Tieni ${N(c)} sempre a portata di mano.`),
    use(
      'home-textiles',
      kindIs('textiles'),
      (c) => `Aggiungi ${N(c)} alla tua biancheria per la casa.`,
    ),
  ],
  bulletIntro: [
    (c) => `Ecco cosa ${offre(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} in breve:`,
  ],
};
