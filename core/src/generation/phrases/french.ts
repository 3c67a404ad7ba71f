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
/** 'de Ceramic Mug', "d'Organic Cotton T-Shirt". */
// No elision before an h: the seller's names are mostly English ('de Handmade Ceramic Mug').
const deN = (c: PhraseContext) =>
  /^[aeiouàâéèêîôûœ]/i.test(c.name) ? `d'${c.name}` : `de ${c.name}`;
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
/** The leads after 'with' (no article in this language); callers check `needs.phrase`. */
const [o1] = [0].map((i) => (c: PhraseContext) => c.leadObjects[i] ?? '');
const offre = (c: PhraseContext) => v(c, 'offre', 'offrent');
/** 'votre tasse' / 'vos chaussettes', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Contenance',
  weight: 'Poids',
  dimensions: 'Dimensions',
  other: 'Mesures',
};

const LABELS: LabelWords = {
  material: 'Matière',
  materials: 'Matières',
  ingredients: 'Ingrédients',
  foodIngredients: 'Ingrédients',
  finish: 'Finition',
  size: 'Taille',
  objectSize: 'Taille',
  format: 'Format',
  care: 'Entretien',
  colour: 'Couleur',
  colours: 'Coloris',
  scent: 'Parfum',
  flavour: 'Saveur',
  measure: MEASURE_LABEL,
};

/** The product's things after 'with', for closings. */
const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.object ?? '');

const CLOSING_VERBS: ClosingVerb[] = [
  ['order', (object) => `Commandez ${object} dès aujourd'hui.`],
  ['choose', (object) => `Choisissez ${object} dès aujourd'hui.`],
  ['treat', (object) => `Offrez-vous ${object} dès aujourd'hui.`],
  ['cart', (object) => `Ajoutez ${object} à votre panier.`],
  ['adopt', (object) => `Adoptez ${object} dès aujourd'hui.`],
  ['discover', (object) => `Découvrez ${object} dès maintenant.`],
  ['opt', (object) => `Optez pour ${object} dès aujourd'hui.`],
  ['fall-for', (object) => `Craquez pour ${object} dès maintenant.`],
  ['bring-home', (object) => `Faites entrer ${object} chez vous.`],
  ['wait', (object) => `N'attendez plus : commandez ${object}.`],
];

const CLOSING_OBJECTS: ClosingObject[] = [
  ['thing', hasThing, (c) => `${N(c)} avec ${t1(c)}`],
  ['things', hasTwoThings, (c) => `${N(c)} avec ${t1(c)} et ${t2(c)}`],
  [
    'material',
    (c) => freshMaterial(c) && !INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} en ${c.material ?? ''}`,
  ],
  [
    'made-with',
    (c) => freshMaterial(c) && INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} à base de ${c.material ?? ''}`,
  ],
  [
    'sized',
    (c) => Boolean(sizedBy(c)),
    (c) => `${N(c)} ${c.measure ? 'en' : 'de'} ${sizedBy(c) ?? ''}`,
  ],
  ['origin', (c) => Boolean(c.origin), (c) => `${N(c)} (origine : ${c.origin ?? ''})`],
  ['colour', freshColour, (c) => `${N(c)} en ${c.colour ?? ''}`],
  [
    'scent',
    (c) => Boolean(c.scent),
    (c) => `${N(c)} ${c.kind === 'food' ? 'saveur' : 'parfum'} ${c.scent ?? ''}`,
  ],
];

const use = (
  id: string,
  fits: (c: PhraseContext) => boolean,
  write: (c: PhraseContext) => string,
) => closing(id, 'use', fits, write);

export const FRENCH: BuiltinPhrases = {
  and: () => 'et',
  or: () => 'ou',
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
      write: (c) => `${cap(np(c, 'indef'))} avec ${o1(c)} : ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'est', 'sont')} ${np(c, 'indef')} avec ${o1(c)}.`,
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
      write: (c) => `Place à ${N(c)}, avec ${o1(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Découvrez ${N(c)}, ${np(c, 'indef')} avec ${o1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} avec ${o1(c)} : ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Nous vous présentons ${N(c)}, avec ${o1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Vous cherchez ${np(c, 'indef')} avec ${o1(c)} ? Découvrez ${N(c)}.`,
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
      write: (c) => `L'essentiel d'abord : ${N(c)}, avec ${o1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `En résumé : ${N(c)}, avec ${o1(c)}.`,
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
    quality: [(_c, list) => `Propriétés : ${list.text}.`, (_c, list) => `En outre : ${list.text}.`],
    material: [
      (c, list) => `${materialLabel(LABELS, c, list.count)} : ${list.text}.`,
      (c, list) =>
        c.noun && !list.selfLed && !INGREDIENT_KINDS.includes(c.kind)
          ? `${cap(np(c, 'def'))} ${v(c, 'est', 'sont')} ${agreeing(c, { m: 'fabriqué', f: 'fabriquée', mpl: 'fabriqués', fpl: 'fabriquées' })} en ${list.text}.`
          : null,
    ],
    finish: [
      (_c, list) => (repeats(LABELS.finish, list.text) ? null : `${LABELS.finish} : ${list.text}.`),
    ],
    scent: [(c, list) => `${c.kind === 'food' ? LABELS.flavour : LABELS.scent} : ${list.text}.`],
    colour: [
      (_c, list) =>
        `${list.entries.some((entry) => /,|\sou\s/.test(entry)) ? LABELS.colours : LABELS.colour} : ${list.text}.`,
      (_c, list) => `Disponible en ${list.text}.`,
    ],
    measure: [
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} : ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} ${deN(c)} : ${list.text}.`,
    ],
    size: [(c, list) => sizeSentence(LABELS, c, list, ' :')],
    care: [
      (_c, list) => `Entretien : ${list.text}.`,
      (_c, list) => `Conseils d'entretien : ${list.text}.`,
    ],
    origin: [
      (_c, list) =>
        list.entries.every((entry) => /\s(?:in|en)\s+\p{Lu}/u.test(entry))
          ? `Origine : ${list.text}.`
          : `${cap(list.text)}.`,
    ],
    age: [(_c, list) => `${cap(list.text)}.`],
    pack: [(_c, list) => `Conditionnement : ${list.text}.`],
    included: [(_c, list) => `${cap(list.text)}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${FRENCH.audienceLead[c.audience]} : ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `À noter : ${piece.text}.`,
      (_c, piece) => `Autre point fort : ${piece.text}.`,
      (c, piece) =>
        c.noun
          ? `${cap(np(c, 'dem'))} ${offre(c)} aussi : ${piece.text}.`
          : `Et aussi : ${piece.text}.`,
    ],
    adjective: [
      (_c, piece) => `À noter : ${piece.text}.`,
      (_c, piece) => `Et aussi : ${piece.text}.`,
    ],
    statement: [(_c, piece) => `${cap(piece.text)}.`],
  },
  bulletLabel: (c, piece) => labelFor(LABELS, c, piece),
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
  closings: [
    ...crossed(CLOSING_VERBS, CLOSING_OBJECTS),
    use('your-size', sizeRange, (c) => `Commandez ${yours(c)} dans votre taille.`),
    use('wardrobe', kindIs('apparel'), (c) => `Ajoutez ${N(c)} à votre garde-robe.`),
    use('outfit', kindIs('apparel'), (c) => `Composez votre prochaine tenue autour ${deN(c)}.`),
    use('step-into', kindIs('footwear'), (c) => `Glissez-vous dans ${N(c)}.`),
    use('out-walking', kindIs('footwear'), (c) => `Partez en promenade avec ${N(c)}.`),
    use('jewellery-box', kindIs('jewelry'), (c) => `Ajoutez ${N(c)} à votre boîte à bijoux.`),
    use(
      'gift-or-self',
      kindIs('jewelry', 'beauty'),
      (c) => `Commandez ${N(c)} pour vous ou pour offrir.`,
    ),
    use('take-along', kindIs('bags'), (c) => `Emportez ${N(c)} partout avec vous.`),
    use('day-out', kindIs('bags'), (c) => `Emportez ${N(c)} pour votre prochaine sortie.`),
    use('kitchen', kindIs('kitchen'), (c) => `Faites entrer ${N(c)} dans votre cuisine.`),
    use('table', usedFor('table'), (c) => `Dressez votre table avec ${N(c)}.`),
    use(
      'next-cup',
      conceptIs('mug', 'cup', 'teapot'),
      (c) => `Savourez votre prochaine tasse avec ${N(c)}.`,
    ),
    use('brew', conceptIs('tea', 'coffee'), (c) => `Préparez votre prochaine tasse avec ${N(c)}.`),
    use('cook', usedFor('cook'), (c) => `Cuisinez votre prochain repas avec ${N(c)}.`),
    use('home-place', kindIs('home'), (c) => `Faites une place à ${N(c)} chez vous.`),
    use('living-room', kindIs('home'), (c) => `Installez ${N(c)} dans votre salon.`),
    use('home-textile', kindIs('textiles'), (c) => `Adoptez ${N(c)} à la maison.`),
    use('bathroom', usedFor('bath'), (c) => `Ajoutez ${N(c)} à votre salle de bain.`),
    use('sofa', usedFor('sofa'), (c) => `Installez ${N(c)} sur votre canapé ou votre lit.`),
    use('make-room', kindIs('furniture'), (c) => `Faites de la place pour ${N(c)}.`),
    use('furnish', kindIs('furniture'), (c) => `Aménagez votre intérieur avec ${N(c)}.`),
    use('setup', kindIs('electronics'), (c) => `Ajoutez ${N(c)} à votre équipement.`),
    use('everyday-kit', kindIs('electronics'), (c) => `Emportez ${N(c)} au quotidien.`),
    use('routine', kindIs('beauty'), (c) => `Intégrez ${N(c)} à votre routine.`),
    use(
      'bathroom-shelf',
      kindIs('beauty'),
      (c) => `Faites une place à ${N(c)} dans votre salle de bain.`,
    ),
    use('desk', kindIs('stationery'), (c) => `Installez ${N(c)} sur votre bureau.`),
    use('write', usedFor('write'), (c) => `Commencez à écrire avec ${N(c)}.`),
    use('playroom', kindIs('toys'), (c) => `Faites entrer ${N(c)} dans la salle de jeux.`),
    use('little-one', kindIs('toys', 'baby'), (c) => `Commandez ${N(c)} pour votre enfant.`),
    use('changing-bag', kindIs('baby'), (c) => `Glissez ${N(c)} dans votre sac à langer.`),
    use(
      'for-pet',
      kindIs('pets'),
      (c) =>
        `Commandez ${N(c)} pour votre ${{ dog: 'chien', cat: 'chat', pet: 'animal' }[petOf(c)]}.`,
    ),
    use('walk', usedFor('walk'), (c) => `Emmenez ${N(c)} lors de votre prochaine promenade.`),
    use('hike', usedFor('hike'), (c) => `Emportez ${N(c)} pour votre prochaine randonnée.`),
    use(
      'outdoors',
      usedFor('outdoors'),
      (c) => `Emportez ${N(c)} pour votre prochaine sortie en plein air.`,
    ),
    use('workout', usedFor('workout'), (c) => `Emportez ${N(c)} à votre prochaine séance.`),
    use('kit-bag', kindIs('sports'), (c) => `Glissez ${N(c)} dans votre sac de sport.`),
    use('travel', usedFor('travel'), (c) => `Emportez ${N(c)} lors de votre prochain voyage.`),
    use(
      'garden',
      (c) => c.kind === 'garden' && c.conceptId !== 'plant',
      (c) => `Offrez ${N(c)} à votre jardin.`,
    ),
    use('home-plant', conceptIs('plant'), (c) => `Trouvez une place pour ${N(c)} chez vous.`),
    use('sow', usedFor('sow'), (c) => `Semez ${N(c)} cette saison.`),
    use('pantry', kindIs('food'), (c) => `Garnissez votre garde-manger avec ${N(c)}.`),
    use('bookshelf', kindIs('books'), (c) => `Ajoutez ${N(c)} à votre bibliothèque.`),
    use('voucher', usedFor('gift'), (c) => `Offrez ${N(c)} à quelqu'un qui aime choisir.`),
    use(
      'kitchen-everyday',
      kindIs('kitchen'),
      (c) => `Faites ${deN(c)} un incontournable de votre cuisine.`,
    ),
    use('interior', kindIs('home'), (c) => `Intégrez ${N(c)} à votre décoration.`),
    use('within-reach', kindIs('electronics'), (c) => `Gardez ${N(c)} toujours à portée de main.`),
    use('home-textiles', kindIs('textiles'), (c) => `Ajoutez ${N(c)} à votre linge de maison.`),
  ],
  bulletIntro: [
    (c) => `Ce que ${c.noun ? np(c, 'dem') : N(c)} vous ${offre(c)} :`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} en un coup d'œil :`,
  ],
};
