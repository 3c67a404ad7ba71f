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

// The product's name goes without an article (its gender is the seller's word's, unknown);
// the noun from the lexicon carries articles in the right gender, number and case.
const N = (c: PhraseContext) => c.name;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
/** The leads after 'with' (no article in this language); callers check `needs.phrase`. */
const [o1] = [0].map((i) => (c: PhraseContext) => c.leadObjects[i] ?? '');
const ist = (c: PhraseContext) => v(c, 'ist', 'sind');
const bietet = (c: PhraseContext) => v(c, 'bietet', 'bieten');
/** 'Ihren Becher' / 'Ihre Socken', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss', 'acc') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Fassungsvermögen',
  weight: 'Gewicht',
  dimensions: 'Maße',
  other: 'Abmessungen',
};

const LABELS: LabelWords = {
  material: 'Material',
  materials: 'Materialien',
  ingredients: 'Inhaltsstoffe',
  foodIngredients: 'Zutaten',
  finish: 'Oberfläche',
  size: 'Größe',
  objectSize: 'Größe',
  format: 'Format',
  care: 'Pflege',
  colour: 'Farbe',
  colours: 'Farben',
  scent: 'Duft',
  flavour: 'Geschmack',
  measure: MEASURE_LABEL,
};

/** The product's things after 'with', for closings. */
const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.object ?? '');

const CLOSING_VERBS: ClosingVerb[] = [
  ['order', (object) => `Bestellen Sie ${object} noch heute.`],
  ['choose', (object) => `Entscheiden Sie sich heute für ${object}.`],
  ['get', (object) => `Holen Sie sich ${object} noch heute.`],
  ['treat', (object) => `Gönnen Sie sich ${object} noch heute.`],
  ['cart', (object) => `Legen Sie ${object} in den Warenkorb.`],
  ['secure', (object) => `Sichern Sie sich ${object} noch heute.`],
  ['discover', (object) => `Entdecken Sie ${object} noch heute.`],
  ['pick', (object) => `Wählen Sie noch heute ${object}.`],
  ['bring-home', (object) => `Holen Sie ${object} zu sich nach Hause.`],
  ['online', (object) => `Bestellen Sie ${object} jetzt online.`],
];

const CLOSING_OBJECTS: ClosingObject[] = [
  ['thing', hasThing, (c) => `${N(c)} mit ${t1(c)}`],
  ['things', hasTwoThings, (c) => `${N(c)} mit ${t1(c)} und ${t2(c)}`],
  [
    'material',
    (c) => freshMaterial(c) && !INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} aus ${c.material ?? ''}`,
  ],
  [
    'made-with',
    (c) => freshMaterial(c) && INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} mit ${c.material ?? ''}`,
  ],
  ['sized', (c) => Boolean(c.measure), (c) => `${N(c)} in ${c.measure ?? ''}`],
  ['holds', (c) => Boolean(c.capacity), (c) => `${N(c)} mit ${c.capacity ?? ''} Inhalt`],
  ['origin', (c) => Boolean(c.origin), (c) => `${N(c)} aus ${c.origin ?? ''}`],
  ['colour', freshColour, (c) => `${N(c)} in ${c.colour ?? ''}`],
  [
    'scent',
    (c) => Boolean(c.scent),
    (c) =>
      `${N(c)} mit ${c.kind === 'food' ? 'der Geschmacksrichtung' : 'dem Duft'} ${c.scent ?? ''}`,
  ],
];

const use = (
  id: string,
  fits: (c: PhraseContext) => boolean,
  write: (c: PhraseContext) => string,
) => closing(id, 'use', fits, write);

export const GERMAN: BuiltinPhrases = {
  and: () => 'und',
  or: () => 'oder',
  openers: [
    { id: 'meet', needs: { leads: 1 }, write: (c) => `Das ${ist(c)} ${N(c)}: ${f1(c)}.` },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `${N(c)} auf einen Blick: ${f1(c)} und ${f2(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'indef'))} mit ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${ist(c)} ${np(c, 'indef')} mit ${o1(c)}.`,
    },
    {
      id: 'made-from',
      needs: { material: true },
      write: (c) => `Das Material von ${N(c)}: ${c.material ?? ''}.`,
    },
    {
      id: 'comes-from',
      needs: { origin: true },
      write: (c) => `${N(c)} ${v(c, 'kommt', 'kommen')} aus ${c.origin ?? ''}.`,
    },
    {
      id: 'from-origin',
      needs: { origin: true, leads: 1, phrase: true },
      write: (c) => `Aus ${c.origin ?? ''}: ${N(c)} mit ${o1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `Hier ${v(c, 'kommt', 'kommen')} ${N(c)} mit ${o1(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Entdecken Sie ${N(c)}, ${np(c, 'indef', 'acc')} mit ${o1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} mit ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Wir stellen vor: ${N(c)} mit ${o1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Sie suchen ${np(c, 'indef', 'acc')} mit ${o1(c)}? Entdecken Sie ${N(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${N(c)}: ${f1(c)}, ${f2(c)} und ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${N(c)} – ${f1(c)}.` },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `Ein genauer Blick auf ${N(c)}: ${f1(c)} und ${f2(c)}.`,
    },
    {
      id: 'picture',
      needs: { leads: 1 },
      write: (c) => `Stellen Sie sich ${N(c)} vor: ${f1(c)}.`,
    },
    {
      id: 'measures',
      needs: { measure: true },
      write: (c) => `${N(c)} ${v(c, 'misst', 'messen')} ${c.measure ?? ''}.`,
    },
    {
      id: 'holds',
      needs: { capacity: true },
      write: (c) => `${N(c)} ${v(c, 'fasst', 'fassen')} ${c.capacity ?? ''}.`,
    },
    {
      id: 'wear',
      needs: { leads: 1, kinds: ['apparel', 'footwear', 'jewelry'] },
      write: (c) => `Tragen Sie ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Nehmen Sie ${N(c)} mit: ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, kinds: ['toys'] },
      write: (c) => `Spielen Sie mit ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, kinds: ['food'] },
      write: (c) => `Probieren Sie ${N(c)}: ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1 }, write: (c) => `Wählen Sie ${N(c)}: ${f1(c)}.` },
    { id: 'spotlight', needs: { leads: 1 }, write: (c) => `Im Fokus: ${N(c)}. ${cap(f1(c))}.` },
    { id: 'in-brief', needs: { leads: 1 }, write: (c) => `${N(c)} in Kürze: ${f1(c)}.` },
    { id: 'why', needs: { leads: 1 }, write: (c) => `Warum ${N(c)}? ${cap(f1(c))}.` },
    { id: 'start-with', needs: { leads: 1 }, write: (c) => `Los geht es mit ${N(c)}: ${f1(c)}.` },
    {
      id: 'introducing-colon',
      needs: { leads: 1 },
      write: (c) => `Vorgestellt: ${N(c)} – ${f1(c)}.`,
    },
    {
      id: 'discover-colon',
      needs: { leads: 1 },
      write: (c) => `Entdecken Sie ${N(c)}: ${f1(c)}.`,
    },
    { id: 'simply-put', needs: { leads: 1 }, write: (c) => `${N(c)}, ganz einfach: ${f1(c)}.` },
    { id: 'about', needs: { leads: 1 }, write: (c) => `Über ${N(c)}: ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1 },
      write: (c) => `Einen Blick wert: ${N(c)}. ${cap(f1(c))}.`,
    },
    {
      id: 'what-you-get',
      needs: { leads: 1 },
      write: (c) => `Das bekommen Sie mit ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `Alles über ${N(c)}: ${f1(c)} und ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `Das Wichtigste zuerst: ${N(c)} mit ${o1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `Kurz gesagt: ${N(c)} mit ${o1(c)}.`,
    },
    {
      id: 'dem-shows',
      needs: { leads: 2, noun: true },
      write: (c) => `Das zeichnet ${np(c, 'dem', 'acc')} aus: ${f1(c)} und ${f2(c)}.`,
    },
    {
      id: 'dem-offers',
      needs: { leads: 1, noun: true },
      write: (c) => `Das ${bietet(c)} ${np(c, 'dem')}: ${f1(c)}.`,
    },
    {
      id: 'say-hello',
      needs: { leads: 1 },
      write: (c) => `Darf ich vorstellen: ${N(c)} – ${f1(c)}.`,
    },
    {
      id: 'first-look',
      needs: { leads: 1 },
      write: (c) => `Erster Eindruck von ${N(c)}: ${f1(c)}.`,
    },
    { id: 'at-heart', needs: { leads: 1 }, write: (c) => `Im Kern von ${N(c)}: ${f1(c)}.` },
    {
      id: 'quick-facts',
      needs: { leads: 1 },
      write: (c) => `Kurz und knapp zu ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'notice',
      needs: { leads: 1 },
      write: (c) => `Was an ${N(c)} zuerst auffällt: ${f1(c)}.`,
    },
    {
      id: 'take-a-look',
      needs: { leads: 1 },
      write: (c) => `Werfen Sie einen Blick auf ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'get-to-know',
      needs: { leads: 1 },
      write: (c) => `Lernen Sie ${N(c)} kennen: ${f1(c)}.`,
    },
    { id: 'in-focus', needs: { leads: 1 }, write: (c) => `${N(c)} im Blickpunkt: ${f1(c)}.` },
    { id: 'overview', needs: { leads: 1 }, write: (c) => `${N(c)} im Porträt: ${f1(c)}.` },
    { id: 'name-meet', needs: { leads: 0 }, write: (c) => `Das ${ist(c)} ${N(c)}.` },
    { id: 'name-introducing', needs: { leads: 0 }, write: (c) => `Wir stellen vor: ${N(c)}.` },
    { id: 'name-presenting', needs: { leads: 0 }, write: (c) => `Entdecken Sie ${N(c)}.` },
    { id: 'name-this-is', needs: { leads: 0 }, write: (c) => `Vorhang auf für ${N(c)}.` },
  ],
  groups: {
    feature: [
      (_c, list) => `Highlights: ${list.text}.`,
      (c, list) => (c.style === 'technical' ? `Technische Daten: ${list.text}.` : null),
      (_c, list) => `Die wichtigsten Merkmale: ${list.text}.`,
      (_c, list) => `Wissenswert: ${list.text}.`,
      (c, list) =>
        c.noun ? `Das zeichnet ${np(c, 'dem', 'acc')} außerdem aus: ${list.text}.` : null,
    ],
    quality: [(_c, list) => `Eigenschaften: ${list.text}.`, (_c, list) => `Zudem: ${list.text}.`],
    material: [
      (c, list) => `${materialLabel(LABELS, c, list.count)}: ${list.text}.`,
      (c, list) =>
        c.noun && !list.selfLed && !INGREDIENT_KINDS.includes(c.kind)
          ? `Gefertigt aus ${list.text}.`
          : null,
    ],
    finish: [
      (_c, list) => (repeats(LABELS.finish, list.text) ? null : `${LABELS.finish}: ${list.text}.`),
    ],
    scent: [(c, list) => `${c.kind === 'food' ? LABELS.flavour : LABELS.scent}: ${list.text}.`],
    colour: [
      (_c, list) =>
        `${list.entries.some((entry) => /,|\soder\s/.test(entry)) ? LABELS.colours : LABELS.colour}: ${list.text}.`,
      (_c, list) => `Erhältlich in ${list.text}.`,
    ],
    measure: [
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} von ${N(c)}: ${list.text}.`,
    ],
    size: [(c, list) => sizeSentence(LABELS, c, list, ':')],
    care: [(_c, list) => `Pflege: ${list.text}.`, (_c, list) => `Pflegehinweis: ${list.text}.`],
    origin: [
      (_c, list) =>
        list.entries.every((entry) => /\s(?:in|en)\s+\p{Lu}/u.test(entry))
          ? `Herkunft: ${list.text}.`
          : `${cap(list.text)}.`,
    ],
    age: [(_c, list) => `${cap(list.text)}.`],
    pack: [(_c, list) => `${list.phrases ? 'Verpackung' : 'Packungsinhalt'}: ${list.text}.`],
    included: [(_c, list) => `${cap(list.text)}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${GERMAN.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Dazu gehört: ${piece.text}.`,
      (_c, piece) => `Außerdem: ${piece.text}.`,
      (c, piece) =>
        c.noun
          ? `${cap(np(c, 'dem'))} ${bietet(c)} außerdem: ${piece.text}.`
          : `Ebenfalls: ${piece.text}.`,
    ],
    adjective: [
      (_c, piece) => `Außerdem: ${piece.text}.`,
      (_c, piece) => `Ebenfalls: ${piece.text}.`,
    ],
    statement: [(_c, piece) => `${cap(piece.text)}.`],
  },
  bulletLabel: (c, piece) => labelFor(LABELS, c, piece),
  audienceLead: {
    b2b: 'Für Geschäftskunden',
    b2c: 'Gut zu wissen',
    millennials: 'Ebenfalls wissenswert',
    'gen-z': 'Die Details',
    professionals: 'Für Profis',
    parents: 'Gut zu wissen für Eltern',
    'tech-savvy': 'Die Einzelheiten',
  },
  price: (c, amount) =>
    c.style === 'casual'
      ? [`Zu haben für ${amount}.`, `Preis: ${amount}.`]
      : [`Preis: ${amount}.`, `Für ${amount}.`],
  sku: (_c, sku) => [`Artikelnummer: ${sku}.`, `SKU: ${sku}.`],
  closings: [
    ...crossed(CLOSING_VERBS, CLOSING_OBJECTS),
    use('your-size', sizeRange, (c) => `Bestellen Sie ${yours(c)} in Ihrer Größe.`),
    use('wardrobe', kindIs('apparel'), (c) => `Ergänzen Sie Ihre Garderobe um ${N(c)}.`),
    use(
      'outfit',
      kindIs('apparel'),
      (c) => `Stellen Sie Ihr nächstes Outfit rund um ${N(c)} zusammen.`,
    ),
    use('step-into', kindIs('footwear'), (c) => `Schlüpfen Sie in ${N(c)}.`),
    use(
      'out-walking',
      kindIs('footwear'),
      (c) => `Gehen Sie mit ${N(c)} auf Ihren nächsten Spaziergang.`,
    ),
    use('jewellery-box', kindIs('jewelry'), (c) => `Ergänzen Sie Ihre Schmucksammlung um ${N(c)}.`),
    use(
      'gift-or-self',
      kindIs('jewelry', 'beauty'),
      (c) => `Bestellen Sie ${N(c)} für sich selbst oder als Geschenk.`,
    ),
    use('take-along', kindIs('bags'), (c) => `Nehmen Sie ${N(c)} überallhin mit.`),
    use('day-out', kindIs('bags'), (c) => `Packen Sie ${N(c)} für Ihren nächsten Ausflug ein.`),
    use('kitchen', kindIs('kitchen'), (c) => `Holen Sie sich ${N(c)} in Ihre Küche.`),
    use('table', usedFor('table'), (c) => `Decken Sie Ihren Tisch mit ${N(c)}.`),
    use(
      'next-cup',
      conceptIs('mug', 'cup', 'teapot'),
      (c) => `Genießen Sie Ihre nächste Tasse aus ${N(c)}.`,
    ),
    use(
      'brew',
      conceptIs('tea', 'coffee'),
      (c) => `Brühen Sie Ihre nächste Tasse mit ${N(c)} auf.`,
    ),
    use('cook', usedFor('cook'), (c) => `Kochen Sie Ihr nächstes Gericht mit ${N(c)}.`),
    use('home-place', kindIs('home'), (c) => `Geben Sie ${N(c)} einen Platz in Ihrem Zuhause.`),
    use('living-room', kindIs('home'), (c) => `Holen Sie sich ${N(c)} ins Wohnzimmer.`),
    use('home-textile', kindIs('textiles'), (c) => `Holen Sie sich ${N(c)} nach Hause.`),
    use('bathroom', usedFor('bath'), (c) => `Ergänzen Sie Ihr Badezimmer um ${N(c)}.`),
    use(
      'sofa',
      usedFor('sofa'),
      (c) => `Machen Sie es sich mit ${N(c)} auf Sofa oder Bett gemütlich.`,
    ),
    use('make-room', kindIs('furniture'), (c) => `Schaffen Sie Platz für ${N(c)}.`),
    use('furnish', kindIs('furniture'), (c) => `Richten Sie Ihr Zuhause mit ${N(c)} ein.`),
    use('setup', kindIs('electronics'), (c) => `Ergänzen Sie Ihr Setup um ${N(c)}.`),
    use(
      'everyday-kit',
      kindIs('electronics'),
      (c) => `Machen Sie ${N(c)} zu Ihrem täglichen Begleiter.`,
    ),
    use(
      'routine',
      kindIs('beauty'),
      (c) => `Machen Sie ${N(c)} zu einem Teil Ihrer Pflegeroutine.`,
    ),
    use(
      'bathroom-shelf',
      kindIs('beauty'),
      (c) => `Geben Sie ${N(c)} einen Platz in Ihrem Badregal.`,
    ),
    use('desk', kindIs('stationery'), (c) => `Legen Sie ${N(c)} auf Ihren Schreibtisch.`),
    use('write', usedFor('write'), (c) => `Schreiben Sie los mit ${N(c)}.`),
    use('playroom', kindIs('toys'), (c) => `Holen Sie ${N(c)} ins Kinderzimmer.`),
    use('little-one', kindIs('toys', 'baby'), (c) => `Bestellen Sie ${N(c)} für Ihr Kind.`),
    use('changing-bag', kindIs('baby'), (c) => `Packen Sie ${N(c)} in Ihre Wickeltasche.`),
    use(
      'for-pet',
      kindIs('pets'),
      (c) =>
        `Bestellen Sie ${N(c)} für ${{ dog: 'Ihren Hund', cat: 'Ihre Katze', pet: 'Ihr Haustier' }[petOf(c)]}.`,
    ),
    use('walk', usedFor('walk'), (c) => `Nehmen Sie ${N(c)} mit auf den nächsten Spaziergang.`),
    use('hike', usedFor('hike'), (c) => `Packen Sie ${N(c)} für Ihre nächste Wanderung ein.`),
    use(
      'outdoors',
      usedFor('outdoors'),
      (c) => `Packen Sie ${N(c)} für Ihren nächsten Ausflug ins Freie ein.`,
    ),
    use('workout', usedFor('workout'), (c) => `Nehmen Sie ${N(c)} zu Ihrem nächsten Training mit.`),
    use('kit-bag', kindIs('sports'), (c) => `Packen Sie ${N(c)} in Ihre Sporttasche.`),
    use('travel', usedFor('travel'), (c) => `Nehmen Sie ${N(c)} auf Ihre nächste Reise mit.`),
    use(
      'garden',
      (c) => c.kind === 'garden' && c.conceptId !== 'plant',
      (c) => `Gönnen Sie Ihrem Garten ${N(c)}.`,
    ),
    use(
      'home-plant',
      conceptIs('plant'),
      (c) => `Finden Sie bei sich zu Hause einen Platz für ${N(c)}.`,
    ),
    use('sow', usedFor('sow'), (c) => `Säen Sie ${N(c)} in dieser Saison aus.`),
    use('pantry', kindIs('food'), (c) => `Füllen Sie Ihren Vorratsschrank mit ${N(c)}.`),
    use('bookshelf', kindIs('books'), (c) => `Stellen Sie ${N(c)} in Ihr Bücherregal.`),
    use(
      'voucher',
      usedFor('gift'),
      (c) => `Verschenken Sie ${N(c)} an jemanden, der gern selbst aussucht.`,
    ),
    use(
      'kitchen-everyday',
      kindIs('kitchen'),
      (c) => `Machen Sie ${N(c)} zu einem festen Teil Ihrer Küche.`,
    ),
    use('interior', kindIs('home'), (c) => `Machen Sie ${N(c)} zu einem Teil Ihrer Einrichtung.`),
    use('within-reach', kindIs('electronics'), (c) => `Halten Sie ${N(c)} immer griffbereit.`),
    use('home-textiles', kindIs('textiles'), (c) => `Ergänzen Sie Ihre Heimtextilien um ${N(c)}.`),
  ],
  bulletIntro: [
    (c) => `Das ${bietet(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} im Überblick:`,
  ],
};
