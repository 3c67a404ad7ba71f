import {
  cap,
  measureKind,
  np,
  v,
  type BuiltinPhrases,
  type MeasureKind,
  type PhraseContext,
} from './frame-kit';

// The product's name goes without an article (its gender is the seller's word's, unknown);
// the noun from the lexicon carries articles in the right gender, number and case.
const N = (c: PhraseContext) => c.name;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
const ist = (c: PhraseContext) => v(c, 'ist', 'sind');
const bietet = (c: PhraseContext) => v(c, 'bietet', 'bieten');
/** 'Ihren Becher' / 'Ihre Socken', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss', 'acc') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Fassungsvermögen',
  weight: 'Gewicht',
  dimensions: 'Maße',
  size: 'Größe',
  other: 'Abmessungen',
};

export const GERMAN: BuiltinPhrases = {
  and: () => 'und',
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
      write: (c) => `${cap(np(c, 'indef'))} mit ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${ist(c)} ${np(c, 'indef')} mit ${f1(c)}.`,
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
      write: (c) => `Aus ${c.origin ?? ''}: ${N(c)} mit ${f1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `${N(c)} ${bietet(c)} ${f1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'vereint', 'vereinen')} ${f1(c)} und ${f2(c)}.`,
    },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'verbindet', 'verbinden')} ${f1(c)} mit ${f2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Entdecken Sie ${N(c)}, ${np(c, 'indef', 'acc')} mit ${f1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} mit ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Wir stellen vor: ${N(c)} mit ${f1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Sie suchen ${np(c, 'indef', 'acc')} mit ${f1(c)}? Entdecken Sie ${N(c)}.`,
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
      write: (c) => `Das Wichtigste zuerst: ${N(c)} ${bietet(c)} ${f1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `Kurz gesagt: ${N(c)} ${bietet(c)} Ihnen ${f1(c)}.`,
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
    material: [(_c, list) => `Material: ${list.text}.`, (_c, list) => `Materialien: ${list.text}.`],
    measure: [
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} von ${N(c)}: ${list.text}.`,
    ],
    care: [(_c, list) => `Pflege: ${list.text}.`, (_c, list) => `Pflegehinweis: ${list.text}.`],
    origin: [(_c, list) => `Herkunft: ${list.text}.`],
    included: [
      (_c, list) => `Im Lieferumfang: ${list.text}.`,
      (_c, list) => `Mit dabei: ${list.text}.`,
    ],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${GERMAN.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Dazu gehört: ${piece}.`,
      (_c, piece) => `Außerdem: ${piece}.`,
      (c, piece) =>
        c.noun ? `${cap(np(c, 'dem'))} ${bietet(c)} außerdem: ${piece}.` : `Ebenfalls: ${piece}.`,
    ],
    adjective: [(_c, piece) => `Außerdem: ${piece}.`, (_c, piece) => `Ebenfalls: ${piece}.`],
    statement: [(_c, piece) => `${cap(piece)}.`],
  },
  bulletLabels: {
    material: () => 'Material',
    measure: (c) => (c.kind === 'apparel' || c.kind === 'footwear' ? 'Größe' : 'Maße'),
    care: () => 'Pflege',
    included: () => 'Lieferumfang',
  },
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
  cta: {
    persuasive: [
      (c) => `Bestellen Sie ${yours(c)} noch heute.`,
      (c) => `Holen Sie sich ${N(c)} noch heute und überzeugen Sie sich selbst.`,
    ],
    informative: [
      (c) => `Legen Sie ${N(c)} in den Warenkorb.`,
      (c) => `Bestellen Sie ${N(c)} bequem online.`,
    ],
    exciting: [(c) => `Holen Sie sich ${yours(c)} jetzt!`, (c) => `Jetzt ${N(c)} sichern!`],
    trustworthy: [
      (c) => `Bestellen Sie ${N(c)} noch heute mit gutem Gefühl.`,
      (c) => `Bestellen Sie ${yours(c)} mit Vertrauen.`,
    ],
    friendly: [
      (c) => `Gönnen Sie sich ${N(c)} noch heute.`,
      (c) => `Holen Sie sich ${yours(c)} noch heute, Sie werden es nicht bereuen.`,
    ],
    authoritative: [
      (c) => `Entscheiden Sie sich noch heute für ${N(c)}.`,
      (c) => `Wählen Sie ${N(c)} und treffen Sie die richtige Wahl.`,
    ],
    conversational: [
      (c) => `Warum nicht gleich ${N(c)} in den Warenkorb legen?`,
      (c) => `Lust auf ${N(c)}? Legen Sie ${yours(c)} gleich in den Warenkorb.`,
    ],
  },
  bulletIntro: [
    (c) => `Das ${bietet(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} im Überblick:`,
  ],
};
