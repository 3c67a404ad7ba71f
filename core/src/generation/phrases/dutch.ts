import {
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

// The name goes without an article; the lexicon's noun carries de/het and number.
const N = (c: PhraseContext) => c.name;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
/** The leads after 'with' (no article in this language); callers check `needs.phrase`. */
const [o1] = [0].map((i) => (c: PhraseContext) => c.leadObjects[i] ?? '');
const biedt = (c: PhraseContext) => v(c, 'biedt', 'bieden');
/** 'je mok' / 'je sokken', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Inhoud',
  weight: 'Gewicht',
  dimensions: 'Afmetingen',
  other: 'Maten',
};

const LABELS: LabelWords = {
  material: 'Materiaal',
  materials: 'Materialen',
  ingredients: 'Ingrediënten',
  foodIngredients: 'Ingrediënten',
  finish: 'Afwerking',
  size: 'Maat',
  objectSize: 'Grootte',
  format: 'Formaat',
  care: 'Onderhoud',
  colour: 'Kleur',
  colours: 'Kleuren',
  scent: 'Geur',
  flavour: 'Smaak',
  measure: MEASURE_LABEL,
};

/** The product's things after 'with', for closings. */
const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.object ?? '');

const CLOSING_VERBS: ClosingVerb[] = [
  ['order', (object) => `Bestel ${object} vandaag nog.`],
  ['choose', (object) => `Kies vandaag nog voor ${object}.`],
  ['get', (object) => `Haal ${object} vandaag nog in huis.`],
  ['cart', (object) => `Zet ${object} in je winkelwagen.`],
  ['treat', (object) => `Trakteer jezelf op ${object}.`],
  ['discover', (object) => `Ontdek ${object} vandaag nog.`],
  ['go-for', (object) => `Ga vandaag nog voor ${object}.`],
  ['buy', (object) => `Koop ${object} vandaag nog.`],
  ['bring-home', (object) => `Neem ${object} mee naar huis.`],
  ['wait', (object) => `Wacht niet langer: bestel ${object}.`],
];

const CLOSING_OBJECTS: ClosingObject[] = [
  ['thing', hasThing, (c) => `${N(c)} met ${t1(c)}`],
  ['things', hasTwoThings, (c) => `${N(c)} met ${t1(c)} en ${t2(c)}`],
  [
    'material',
    (c) => freshMaterial(c) && !INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} van ${c.material ?? ''}`,
  ],
  [
    'made-with',
    (c) => freshMaterial(c) && INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} met ${c.material ?? ''}`,
  ],
  ['sized', (c) => Boolean(sizedBy(c)), (c) => `${N(c)} van ${sizedBy(c) ?? ''}`],
  ['origin', (c) => Boolean(c.origin), (c) => `${N(c)} uit ${c.origin ?? ''}`],
  ['colour', freshColour, (c) => `${N(c)} in ${c.colour ?? ''}`],
  [
    'scent',
    (c) => Boolean(c.scent),
    (c) => `${N(c)} met de ${c.kind === 'food' ? 'smaak' : 'geur'} ${c.scent ?? ''}`,
  ],
];

const use = (
  id: string,
  fits: (c: PhraseContext) => boolean,
  write: (c: PhraseContext) => string,
) => closing(id, 'use', fits, write);

export const DUTCH: BuiltinPhrases = {
  and: () => 'en',
  or: () => 'of',
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
      write: (c) => `${cap(np(c, 'indef'))} met ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'is', 'zijn')} ${np(c, 'indef')} met ${o1(c)}.`,
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
      write: (c) => `Uit ${c.origin ?? ''}: ${N(c)}, met ${o1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `Hier ${v(c, 'is', 'zijn')} ${N(c)}, met ${o1(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Ontdek ${N(c)}, ${np(c, 'indef')} met ${o1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} met ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `We stellen je voor: ${N(c)}, met ${o1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Op zoek naar ${np(c, 'indef')} met ${o1(c)}? Ontdek ${N(c)}.`,
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
      write: (c) => `Eerst het belangrijkste: ${N(c)}, met ${o1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `Kortom: ${N(c)}, met ${o1(c)}.`,
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
    quality: [(_c, list) => `Eigenschappen: ${list.text}.`, (_c, list) => `Verder: ${list.text}.`],
    material: [
      (c, list) => `${materialLabel(LABELS, c, list.count)}: ${list.text}.`,
      (c, list) =>
        !list.selfLed && !INGREDIENT_KINDS.includes(c.kind) ? `Gemaakt van ${list.text}.` : null,
    ],
    finish: [
      (_c, list) => (repeats(LABELS.finish, list.text) ? null : `${LABELS.finish}: ${list.text}.`),
    ],
    scent: [(c, list) => `${c.kind === 'food' ? LABELS.flavour : LABELS.scent}: ${list.text}.`],
    colour: [
      (_c, list) =>
        `${list.entries.some((entry) => /,|\sof\s/.test(entry)) ? LABELS.colours : LABELS.colour}: ${list.text}.`,
      (_c, list) => `Verkrijgbaar in ${list.text}.`,
    ],
    measure: [
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} van ${N(c)}: ${list.text}.`,
    ],
    size: [(c, list) => sizeSentence(LABELS, c, list, ':')],
    care: [(_c, list) => `Onderhoud: ${list.text}.`, (_c, list) => `Verzorging: ${list.text}.`],
    origin: [
      (_c, list) =>
        list.entries.every((entry) => /\s(?:in|en)\s+\p{Lu}/u.test(entry))
          ? `Herkomst: ${list.text}.`
          : `${cap(list.text)}.`,
    ],
    age: [(_c, list) => `${cap(list.text)}.`],
    pack: [(_c, list) => `Verpakking: ${list.text}.`],
    included: [(_c, list) => `${cap(list.text)}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${DUTCH.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Daarnaast: ${piece.text}.`,
      (_c, piece) => `Nog een detail: ${piece.text}.`,
      (c, piece) =>
        c.noun ? `${cap(np(c, 'dem'))} ${biedt(c)} ook: ${piece.text}.` : `En ook: ${piece.text}.`,
    ],
    adjective: [
      (_c, piece) => `Daarnaast: ${piece.text}.`,
      (_c, piece) => `En ook: ${piece.text}.`,
    ],
    statement: [(_c, piece) => `${cap(piece.text)}.`],
  },
  bulletLabel: (c, piece) => labelFor(LABELS, c, piece),
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
  closings: [
    ...crossed(CLOSING_VERBS, CLOSING_OBJECTS),
    use('your-size', sizeRange, (c) => `Bestel ${yours(c)} in jouw maat.`),
    use('wardrobe', kindIs('apparel'), (c) => `Voeg ${N(c)} toe aan je garderobe.`),
    use('outfit', kindIs('apparel'), (c) => `Stel je volgende outfit samen rond ${N(c)}.`),
    use('step-into', kindIs('footwear'), (c) => `Stap in ${N(c)}.`),
    use('out-walking', kindIs('footwear'), (c) => `Ga wandelen met ${N(c)}.`),
    use('jewellery-box', kindIs('jewelry'), (c) => `Voeg ${N(c)} toe aan je sieradendoos.`),
    use(
      'gift-or-self',
      kindIs('jewelry', 'beauty'),
      (c) => `Bestel ${N(c)} voor jezelf of als cadeau.`,
    ),
    use('take-along', kindIs('bags'), (c) => `Neem ${N(c)} overal mee naartoe.`),
    use('day-out', kindIs('bags'), (c) => `Neem ${N(c)} mee op je volgende uitje.`),
    use('kitchen', kindIs('kitchen'), (c) => `Haal ${N(c)} in je keuken.`),
    use('table', usedFor('table'), (c) => `Zet ${N(c)} op tafel.`),
    use(
      'next-cup',
      conceptIs('mug', 'cup', 'teapot'),
      (c) => `Geniet van je volgende kopje met ${N(c)}.`,
    ),
    use('brew', conceptIs('tea', 'coffee'), (c) => `Zet je volgende kopje met ${N(c)}.`),
    use('cook', usedFor('cook'), (c) => `Kook je volgende maaltijd met ${N(c)}.`),
    use('home-place', kindIs('home'), (c) => `Geef ${N(c)} een plek in huis.`),
    use('living-room', kindIs('home'), (c) => `Haal ${N(c)} in je woonkamer.`),
    use('home-textile', kindIs('textiles'), (c) => `Haal ${N(c)} in huis.`),
    use('bathroom', usedFor('bath'), (c) => `Voeg ${N(c)} toe aan je badkamer.`),
    use('sofa', usedFor('sofa'), (c) => `Leg ${N(c)} op de bank of op bed.`),
    use('make-room', kindIs('furniture'), (c) => `Maak plaats voor ${N(c)}.`),
    use('furnish', kindIs('furniture'), (c) => `Richt je ruimte in met ${N(c)}.`),
    use('setup', kindIs('electronics'), (c) => `Voeg ${N(c)} toe aan je setup.`),
    use('everyday-kit', kindIs('electronics'), (c) => `Neem ${N(c)} elke dag mee.`),
    use('routine', kindIs('beauty'), (c) => `Voeg ${N(c)} toe aan je routine.`),
    use('bathroom-shelf', kindIs('beauty'), (c) => `Geef ${N(c)} een plek op je badkamerplank.`),
    use('desk', kindIs('stationery'), (c) => `Zet ${N(c)} op je bureau.`),
    use('write', usedFor('write'), (c) => `Begin te schrijven met ${N(c)}.`),
    use('playroom', kindIs('toys'), (c) => `Haal ${N(c)} in de speelkamer.`),
    use('little-one', kindIs('toys', 'baby'), (c) => `Bestel ${N(c)} voor je kleintje.`),
    use('changing-bag', kindIs('baby'), (c) => `Stop ${N(c)} in je luiertas.`),
    use(
      'for-pet',
      kindIs('pets'),
      (c) => `Bestel ${N(c)} voor je ${{ dog: 'hond', cat: 'kat', pet: 'huisdier' }[petOf(c)]}.`,
    ),
    use('walk', usedFor('walk'), (c) => `Neem ${N(c)} mee op je volgende wandeling.`),
    use('hike', usedFor('hike'), (c) => `Neem ${N(c)} mee op je volgende trektocht.`),
    use('outdoors', usedFor('outdoors'), (c) => `Neem ${N(c)} mee op je volgende buitenavontuur.`),
    use('workout', usedFor('workout'), (c) => `Neem ${N(c)} mee naar je volgende training.`),
    use('kit-bag', kindIs('sports'), (c) => `Stop ${N(c)} in je sporttas.`),
    use('travel', usedFor('travel'), (c) => `Neem ${N(c)} mee op je volgende reis.`),
    use(
      'garden',
      (c) => c.kind === 'garden' && c.conceptId !== 'plant',
      (c) => `Geef je tuin ${N(c)}.`,
    ),
    use('home-plant', conceptIs('plant'), (c) => `Zoek een plekje in huis voor ${N(c)}.`),
    use('sow', usedFor('sow'), (c) => `Zaai ${N(c)} dit seizoen.`),
    use('pantry', kindIs('food'), (c) => `Vul je voorraadkast met ${N(c)}.`),
    use('bookshelf', kindIs('books'), (c) => `Zet ${N(c)} in je boekenkast.`),
    use('voucher', usedFor('gift'), (c) => `Geef ${N(c)} aan iemand die graag zelf kiest.`),
    use(
      'kitchen-everyday',
      kindIs('kitchen'),
      (c) => `Maak ${N(c)} een vaste waarde in je keuken.`,
    ),
    use('interior', kindIs('home'), (c) => `Maak ${N(c)} onderdeel van je interieur.`),
    use('within-reach', kindIs('electronics'), (c) => `Houd ${N(c)} altijd binnen handbereik.`),
    use('home-textiles', kindIs('textiles'), (c) => `Voeg ${N(c)} toe aan je woontextiel.`),
  ],
  bulletIntro: [
    (c) => `Dit ${biedt(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} in het kort:`,
  ],
};
