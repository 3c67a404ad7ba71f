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
/** 'de Ceramic Mug', "d'Organic Cotton T-Shirt". */
const deN = (c: PhraseContext) =>
  /^[aeiouhàâéèêîôûœ]/i.test(c.name) ? `d'${c.name}` : `de ${c.name}`;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
const offre = (c: PhraseContext) => v(c, 'offre', 'offrent');
/** 'votre tasse' / 'vos chaussettes', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Contenance',
  weight: 'Poids',
  dimensions: 'Dimensions',
  size: 'Taille',
  other: 'Mesures',
};

export const FRENCH: BuiltinPhrases = {
  and: () => 'et',
  openers: [
    { id: 'meet', needs: { leads: 1 }, write: (c) => `Voici ${N(c)} : ${f1(c)}.` },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `${N(c)} en un coup d'œil : ${f1(c)} et ${f2(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'indef'))} avec ${f1(c)} : ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'est', 'sont')} ${np(c, 'indef')} avec ${f1(c)}.`,
    },
    {
      id: 'made-from',
      needs: { material: true },
      write: (c) => `La matière ${deN(c)} : ${c.material ?? ''}.`,
    },
    {
      id: 'comes-from',
      needs: { origin: true },
      write: (c) => `Origine ${deN(c)} : ${c.origin ?? ''}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `${N(c)} ${offre(c)} ${f1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'réunit', 'réunissent')} ${f1(c)} et ${f2(c)}.`,
    },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'associe', 'associent')} ${f1(c)} et ${f2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Découvrez ${N(c)}, ${np(c, 'indef')} avec ${f1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} avec ${f1(c)} : ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Nous vous présentons ${N(c)}, avec ${f1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Vous cherchez ${np(c, 'indef')} avec ${f1(c)} ? Découvrez ${N(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${N(c)} : ${f1(c)}, ${f2(c)} et ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${N(c)} – ${f1(c)}.` },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `Zoom sur ${N(c)} : ${f1(c)} et ${f2(c)}.`,
    },
    { id: 'picture', needs: { leads: 1 }, write: (c) => `Imaginez ${N(c)} : ${f1(c)}.` },
    {
      id: 'measures',
      needs: { measure: true },
      write: (c) => `${N(c)} ${v(c, 'mesure', 'mesurent')} ${c.measure ?? ''}.`,
    },
    {
      id: 'holds',
      needs: { capacity: true },
      write: (c) => `${N(c)} ${v(c, 'contient', 'contiennent')} ${c.capacity ?? ''}.`,
    },
    {
      id: 'wear',
      needs: { leads: 1, kinds: ['apparel', 'footwear', 'jewelry'] },
      write: (c) => `Portez ${N(c)} : ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Emportez ${N(c)} : ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, kinds: ['toys'] },
      write: (c) => `Jouez avec ${N(c)} : ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, kinds: ['food'] },
      write: (c) => `Goûtez ${N(c)} : ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1 }, write: (c) => `Choisissez ${N(c)} : ${f1(c)}.` },
    {
      id: 'spotlight',
      needs: { leads: 1 },
      write: (c) => `Coup de projecteur sur ${N(c)} : ${f1(c)}.`,
    },
    { id: 'in-brief', needs: { leads: 1 }, write: (c) => `${N(c)} en bref : ${f1(c)}.` },
    { id: 'why', needs: { leads: 1 }, write: (c) => `Pourquoi ${N(c)} ? ${cap(f1(c))}.` },
    {
      id: 'start-with',
      needs: { leads: 1 },
      write: (c) => `Commençons par ${N(c)} : ${f1(c)}.`,
    },
    {
      id: 'introducing-colon',
      needs: { leads: 1 },
      write: (c) => `Présentation ${deN(c)} : ${f1(c)}.`,
    },
    {
      id: 'discover-colon',
      needs: { leads: 1 },
      write: (c) => `Découvrez ${N(c)} : ${f1(c)}.`,
    },
    {
      id: 'simply-put',
      needs: { leads: 1 },
      write: (c) => `${N(c)}, tout simplement : ${f1(c)}.`,
    },
    { id: 'about', needs: { leads: 1 }, write: (c) => `À propos ${deN(c)} : ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1 },
      write: (c) => `À découvrir : ${N(c)}. ${cap(f1(c))}.`,
    },
    {
      id: 'what-you-get',
      needs: { leads: 1 },
      write: (c) => `Avec ${N(c)}, vous avez : ${f1(c)}.`,
    },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `Tout sur ${N(c)} : ${f1(c)} et ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `L'essentiel d'abord : ${N(c)} ${offre(c)} ${f1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `En résumé, ${N(c)} vous ${offre(c)} ${f1(c)}.`,
    },
    {
      id: 'dem-shows',
      needs: { leads: 2, noun: true },
      write: (c) => `Ce qui distingue ${np(c, 'dem')} : ${f1(c)} et ${f2(c)}.`,
    },
    {
      id: 'dem-offers',
      needs: { leads: 1, noun: true },
      write: (c) => `Ce que ${np(c, 'dem')} vous ${offre(c)} : ${f1(c)}.`,
    },
    {
      id: 'say-hello',
      needs: { leads: 1 },
      write: (c) => `Faites connaissance avec ${N(c)} : ${f1(c)}.`,
    },
    { id: 'first-look', needs: { leads: 1 }, write: (c) => `Premier aperçu ${deN(c)} : ${f1(c)}.` },
    { id: 'at-heart', needs: { leads: 1 }, write: (c) => `Au cœur ${deN(c)} : ${f1(c)}.` },
    {
      id: 'quick-facts',
      needs: { leads: 1 },
      write: (c) => `En quelques mots, ${N(c)} : ${f1(c)}.`,
    },
    {
      id: 'notice',
      needs: { leads: 1 },
      write: (c) => `Ce qu'on remarque d'abord chez ${N(c)} : ${f1(c)}.`,
    },
    { id: 'take-a-look', needs: { leads: 1 }, write: (c) => `Jetez un œil à ${N(c)} : ${f1(c)}.` },
    {
      id: 'get-to-know',
      needs: { leads: 1 },
      write: (c) => `Apprenez à connaître ${N(c)} : ${f1(c)}.`,
    },
    { id: 'in-focus', needs: { leads: 1 }, write: (c) => `${N(c)} à la loupe : ${f1(c)}.` },
    { id: 'overview', needs: { leads: 1 }, write: (c) => `Portrait ${deN(c)} : ${f1(c)}.` },
    { id: 'name-meet', needs: { leads: 0 }, write: (c) => `Voici ${N(c)}.` },
    { id: 'name-introducing', needs: { leads: 0 }, write: (c) => `Nous vous présentons ${N(c)}.` },
    { id: 'name-presenting', needs: { leads: 0 }, write: (c) => `Découvrez ${N(c)}.` },
    { id: 'name-this-is', needs: { leads: 0 }, write: (c) => `Place à ${N(c)}.` },
  ],
  groups: {
    feature: [
      (_c, list) => `Points forts : ${list.text}.`,
      (c, list) => (c.style === 'technical' ? `Caractéristiques techniques : ${list.text}.` : null),
      (_c, list) => `Caractéristiques : ${list.text}.`,
      (_c, list) => `À savoir : ${list.text}.`,
      (c, list) =>
        c.noun ? `Ce que ${np(c, 'dem')} vous ${offre(c)} aussi : ${list.text}.` : null,
    ],
    material: [(_c, list) => `Matière : ${list.text}.`, (_c, list) => `Matières : ${list.text}.`],
    measure: [
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} : ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} ${deN(c)} : ${list.text}.`,
    ],
    care: [
      (_c, list) => `Entretien : ${list.text}.`,
      (_c, list) => `Conseils d'entretien : ${list.text}.`,
    ],
    origin: [(_c, list) => `Origine : ${list.text}.`],
    included: [
      (_c, list) => `Inclus : ${list.text}.`,
      (_c, list) => `Dans la boîte : ${list.text}.`,
    ],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${FRENCH.audienceLead[c.audience]} : ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `À noter : ${piece}.`,
      (_c, piece) => `Autre point fort : ${piece}.`,
      (c, piece) =>
        c.noun ? `${cap(np(c, 'dem'))} ${offre(c)} aussi : ${piece}.` : `Et aussi : ${piece}.`,
    ],
    adjective: [(_c, piece) => `À noter : ${piece}.`, (_c, piece) => `Et aussi : ${piece}.`],
    statement: [(_c, piece) => `${cap(piece)}.`],
  },
  bulletLabels: {
    material: () => 'Matière',
    measure: (c) => (c.kind === 'apparel' || c.kind === 'footwear' ? 'Taille' : 'Dimensions'),
    care: () => 'Entretien',
    included: () => 'Inclus',
  },
  audienceLead: {
    b2b: 'Pour les entreprises',
    b2c: 'Bon à savoir',
    millennials: 'À noter aussi',
    'gen-z': 'Les détails',
    professionals: 'Pour les professionnels',
    parents: 'Bon à savoir pour les parents',
    'tech-savvy': 'Dans le détail',
  },
  price: (_c, amount) => [`Prix : ${amount}.`, `Au prix de ${amount}.`],
  sku: (_c, sku) => [`Référence : ${sku}.`, `SKU : ${sku}.`],
  cta: {
    persuasive: [
      (c) => `Commandez ${yours(c)} dès aujourd'hui.`,
      (c) => `Adoptez ${N(c)} dès aujourd'hui et faites la différence.`,
    ],
    informative: [
      (c) => `Ajoutez ${N(c)} à votre panier.`,
      (c) => `Ajoutez ${yours(c)} à votre panier quand vous le souhaitez.`,
    ],
    exciting: [
      (c) => `Craquez pour ${yours(c)} dès maintenant !`,
      (c) => `${cap(yours(c))} vous ${v(c, 'attend', 'attendent')} : commandez maintenant !`,
    ],
    trustworthy: [
      (c) => `Commandez ${N(c)} en toute confiance.`,
      (c) => `Commandez ${yours(c)} en toute confiance dès aujourd'hui.`,
    ],
    friendly: [
      (c) => `Faites-vous plaisir avec ${N(c)}.`,
      (c) => `Offrez-vous ${yours(c)} aujourd'hui, vous ne ${v(c, 'le', 'les')} regretterez pas.`,
    ],
    authoritative: [
      (c) => `Choisissez ${N(c)} et faites le bon choix dès le départ.`,
      (c) => `Optez pour ${N(c)} dès aujourd'hui.`,
    ],
    conversational: [
      (c) => `Et si vous ajoutiez ${N(c)} à votre panier ?`,
      (c) => `Envie ${deN(c)} ? Ajoutez ${yours(c)} au panier.`,
    ],
  },
  bulletIntro: [
    (c) => `Ce que ${c.noun ? np(c, 'dem') : N(c)} vous ${offre(c)} :`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} en un coup d'œil :`,
  ],
};
