import { CLOSING_OBJECT_FITS, closingObjects, openers, useClosings } from './frame-fits';
import { cap, np, v, N, f1, f2, f3, o1, t1, t2, type PhraseContext } from './frame-context';
import { asWritten, crossed, labelled, madeOf, petOf } from './frame-kit';
import type { BuiltinPhrases, ClosingVerb, LabelWords, MeasureKind } from './frame-kit';

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
  origin: 'Herkunft',
};

const label = labelled(LABELS, ':', 'oder');

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

const CLOSING_OBJECTS = closingObjects(
  {
    thing: (c) => `${N(c)} mit ${t1(c)}`,
    things: (c) => `${N(c)} mit ${t1(c)} und ${t2(c)}`,
    material: (c) => `${N(c)} aus ${c.material ?? ''}`,
    'made-with': (c) => `${N(c)} mit ${c.material ?? ''}`,
    sized: (c) => `${N(c)} in ${c.measure ?? ''}`,
    holds: (c) => `${N(c)} mit ${c.capacity ?? ''} Inhalt`,
    origin: (c) => `${N(c)} aus ${c.origin ?? ''}`,
    colour: (c) => `${N(c)} in ${c.colour ?? ''}`,
    scent: (c) =>
      `${N(c)} mit ${c.kind === 'food' ? 'der Geschmacksrichtung' : 'dem Duft'} ${c.scent ?? ''}`,
  },
  {
    ...CLOSING_OBJECT_FITS,
    sized: (c) => Boolean(c.measure),
    holds: (c) => Boolean(c.capacity),
  },
);

export const GERMAN: BuiltinPhrases = {
  and: () => 'und',
  or: () => 'oder',
  openers: openers({
    meet: (c) => `Das ${ist(c)} ${N(c)}: ${f1(c)}.`,
    glance: (c) => `${N(c)} auf einen Blick: ${f1(c)} und ${f2(c)}.`,
    'noun-with': (c) => `${cap(np(c, 'indef'))} mit ${o1(c)}: ${N(c)}.`,
    'is-noun': (c) => `${N(c)} ${ist(c)} ${np(c, 'indef')} mit ${o1(c)}.`,
    'made-from': (c) => `Das Material von ${N(c)}: ${c.material ?? ''}.`,
    'comes-from': (c) => `${N(c)} ${v(c, 'kommt', 'kommen')} aus ${c.origin ?? ''}.`,
    'from-origin': (c) => `Aus ${c.origin ?? ''}: ${N(c)} mit ${o1(c)}.`,
    offers: (c) => `Hier ${v(c, 'kommt', 'kommen')} ${N(c)} mit ${o1(c)}.`,
    discover: (c) => `Entdecken Sie ${N(c)}, ${np(c, 'indef', 'acc')} mit ${o1(c)}.`,
    'your-noun': (c) => `${cap(np(c, 'poss'))} mit ${o1(c)}: ${N(c)}.`,
    presenting: (c) => `Wir stellen vor: ${N(c)} mit ${o1(c)}.`,
    'looking-for': (c) =>
      `Sie suchen ${np(c, 'indef', 'acc')} mit ${o1(c)}? Entdecken Sie ${N(c)}.`,
    'colon-list': (c) => `${N(c)}: ${f1(c)}, ${f2(c)} und ${f3(c)}.`,
    dash: (c) => `${N(c)} – ${f1(c)}.`,
    'closer-look': (c) => `Ein genauer Blick auf ${N(c)}: ${f1(c)} und ${f2(c)}.`,
    picture: (c) => `Stellen Sie sich ${N(c)} vor: ${f1(c)}.`,
    measures: (c) => `${N(c)} ${v(c, 'misst', 'messen')} ${c.measure ?? ''}.`,
    holds: (c) => `${N(c)} ${v(c, 'fasst', 'fassen')} ${c.capacity ?? ''}.`,
    wear: (c) => `Tragen Sie ${N(c)}: ${f1(c)}.`,
    carry: (c) => `Nehmen Sie ${N(c)} mit: ${f1(c)}.`,
    play: (c) => `Spielen Sie mit ${N(c)}: ${f1(c)}.`,
    taste: (c) => `Probieren Sie ${N(c)}: ${f1(c)}.`,
    choose: (c) => `Wählen Sie ${N(c)}: ${f1(c)}.`,
    spotlight: (c) => `Im Fokus: ${N(c)}. ${cap(f1(c))}.`,
    'in-brief': (c) => `${N(c)} in Kürze: ${f1(c)}.`,
    why: (c) => `Warum ${N(c)}? ${cap(f1(c))}.`,
    'start-with': (c) => `Los geht es mit ${N(c)}: ${f1(c)}.`,
    'introducing-colon': (c) => `Vorgestellt: ${N(c)} – ${f1(c)}.`,
    'discover-colon': (c) => `Entdecken Sie ${N(c)}: ${f1(c)}.`,
    'simply-put': (c) => `${N(c)}, ganz einfach: ${f1(c)}.`,
    about: (c) => `Über ${N(c)}: ${f1(c)}.`,
    'worth-a-look': (c) => `Einen Blick wert: ${N(c)}. ${cap(f1(c))}.`,
    'what-you-get': (c) => `Das bekommen Sie mit ${N(c)}: ${f1(c)}.`,
    'all-about': (c) => `Alles über ${N(c)}: ${f1(c)} und ${f2(c)}.`,
    'first-things': (c) => `Das Wichtigste zuerst: ${N(c)} mit ${o1(c)}.`,
    'in-short': (c) => `Kurz gesagt: ${N(c)} mit ${o1(c)}.`,
    'dem-shows': (c) => `Das zeichnet ${np(c, 'dem', 'acc')} aus: ${f1(c)} und ${f2(c)}.`,
    'dem-offers': (c) => `Das ${bietet(c)} ${np(c, 'dem')}: ${f1(c)}.`,
    'say-hello': (c) => `Darf ich vorstellen: ${N(c)} – ${f1(c)}.`,
    'first-look': (c) => `Erster Eindruck von ${N(c)}: ${f1(c)}.`,
    'at-heart': (c) => `Im Kern von ${N(c)}: ${f1(c)}.`,
    'quick-facts': (c) => `Kurz und knapp zu ${N(c)}: ${f1(c)}.`,
    notice: (c) => `Was an ${N(c)} zuerst auffällt: ${f1(c)}.`,
    'take-a-look': (c) => `Werfen Sie einen Blick auf ${N(c)}: ${f1(c)}.`,
    'get-to-know': (c) => `Lernen Sie ${N(c)} kennen: ${f1(c)}.`,
    'in-focus': (c) => `${N(c)} im Blickpunkt: ${f1(c)}.`,
    overview: (c) => `${N(c)} im Porträt: ${f1(c)}.`,
    'name-meet': (c) => `Das ${ist(c)} ${N(c)}.`,
    'name-introducing': (c) => `Wir stellen vor: ${N(c)}.`,
    'name-presenting': (c) => `Entdecken Sie ${N(c)}.`,
    'name-this-is': (c) => `Vorhang auf für ${N(c)}.`,
  }),
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
    material: [label.material, madeOf((_c, list) => `Gefertigt aus ${list.text}.`)],
    finish: [label.finish],
    scent: [label.scent],
    colour: [label.colour, (_c, list) => `Erhältlich in ${list.text}.`],
    measure: [
      label.measure,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} von ${N(c)}: ${list.text}.`,
    ],
    size: [label.size],
    care: [(_c, list) => `Pflege: ${list.text}.`, (_c, list) => `Pflegehinweis: ${list.text}.`],
    origin: [label.origin],
    age: [asWritten],
    pack: [(_c, list) => `${list.phrases ? 'Verpackung' : 'Packungsinhalt'}: ${list.text}.`],
    included: [asWritten],
    variation: [asWritten],
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
  labels: LABELS,
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
    ...useClosings({
      'your-size': (c) => `Bestellen Sie ${yours(c)} in Ihrer Größe.`,
      wardrobe: (c) => `Ergänzen Sie Ihre Garderobe um ${N(c)}.`,
      outfit: (c) => `Stellen Sie Ihr nächstes Outfit rund um ${N(c)} zusammen.`,
      'step-into': (c) => `Schlüpfen Sie in ${N(c)}.`,
      'out-walking': (c) => `Gehen Sie mit ${N(c)} auf Ihren nächsten Spaziergang.`,
      'jewellery-box': (c) => `Ergänzen Sie Ihre Schmucksammlung um ${N(c)}.`,
      'gift-or-self': (c) => `Bestellen Sie ${N(c)} für sich selbst oder als Geschenk.`,
      'take-along': (c) => `Nehmen Sie ${N(c)} überallhin mit.`,
      'day-out': (c) => `Packen Sie ${N(c)} für Ihren nächsten Ausflug ein.`,
      kitchen: (c) => `Holen Sie sich ${N(c)} in Ihre Küche.`,
      table: (c) => `Decken Sie Ihren Tisch mit ${N(c)}.`,
      'next-cup': (c) => `Genießen Sie Ihre nächste Tasse aus ${N(c)}.`,
      brew: (c) => `Brühen Sie Ihre nächste Tasse mit ${N(c)} auf.`,
      cook: (c) => `Kochen Sie Ihr nächstes Gericht mit ${N(c)}.`,
      'home-place': (c) => `Geben Sie ${N(c)} einen Platz in Ihrem Zuhause.`,
      'living-room': (c) => `Holen Sie sich ${N(c)} ins Wohnzimmer.`,
      'home-textile': (c) => `Holen Sie sich ${N(c)} nach Hause.`,
      bathroom: (c) => `Ergänzen Sie Ihr Badezimmer um ${N(c)}.`,
      sofa: (c) => `Machen Sie es sich mit ${N(c)} auf Sofa oder Bett gemütlich.`,
      'make-room': (c) => `Schaffen Sie Platz für ${N(c)}.`,
      furnish: (c) => `Richten Sie Ihr Zuhause mit ${N(c)} ein.`,
      setup: (c) => `Ergänzen Sie Ihr Setup um ${N(c)}.`,
      'everyday-kit': (c) => `Machen Sie ${N(c)} zu Ihrem täglichen Begleiter.`,
      routine: (c) => `Machen Sie ${N(c)} zu einem Teil Ihrer Pflegeroutine.`,
      'bathroom-shelf': (c) => `Geben Sie ${N(c)} einen Platz in Ihrem Badregal.`,
      desk: (c) => `Legen Sie ${N(c)} auf Ihren Schreibtisch.`,
      write: (c) => `Schreiben Sie los mit ${N(c)}.`,
      playroom: (c) => `Holen Sie ${N(c)} ins Kinderzimmer.`,
      'little-one': (c) => `Bestellen Sie ${N(c)} für Ihr Kind.`,
      'changing-bag': (c) => `Packen Sie ${N(c)} in Ihre Wickeltasche.`,
      'for-pet': (c) =>
        `Bestellen Sie ${N(c)} für ${{ dog: 'Ihren Hund', cat: 'Ihre Katze', pet: 'Ihr Haustier' }[petOf(c)]}.`,
      walk: (c) => `Nehmen Sie ${N(c)} mit auf den nächsten Spaziergang.`,
      hike: (c) => `Packen Sie ${N(c)} für Ihre nächste Wanderung ein.`,
      outdoors: (c) => `Packen Sie ${N(c)} für Ihren nächsten Ausflug ins Freie ein.`,
      workout: (c) => `Nehmen Sie ${N(c)} zu Ihrem nächsten Training mit.`,
      'kit-bag': (c) => `Packen Sie ${N(c)} in Ihre Sporttasche.`,
      travel: (c) => `Nehmen Sie ${N(c)} auf Ihre nächste Reise mit.`,
      garden: (c) => `Gönnen Sie Ihrem Garten ${N(c)}.`,
      'home-plant': (c) => `Finden Sie bei sich zu Hause einen Platz für ${N(c)}.`,
      sow: (c) => `Säen Sie ${N(c)} in dieser Saison aus.`,
      pantry: (c) => `Füllen Sie Ihren Vorratsschrank mit ${N(c)}.`,
      bookshelf: (c) => `Stellen Sie ${N(c)} in Ihr Bücherregal.`,
      voucher: (c) => `Verschenken Sie ${N(c)} an jemanden, der gern selbst aussucht.`,
      'kitchen-everyday': (c) => `Machen Sie ${N(c)} zu einem festen Teil Ihrer Küche.`,
      interior: (c) => `Machen Sie ${N(c)} zu einem Teil Ihrer Einrichtung.`,
      'within-reach': (c) => `Halten Sie ${N(c)} immer griffbereit.`,
      'home-textiles': (c) => `Ergänzen Sie Ihre Heimtextilien um ${N(c)}.`,
    }),
  ],
  bulletIntro: [
    (c) => `Das ${bietet(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} im Überblick:`,
  ],
};
