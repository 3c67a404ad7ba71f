import { CLOSING_OBJECT_FITS, closingObjects, openers, useClosings } from './frame-fits';
import { agreeing, cap, np, v, N, f1, f2, f3, o1, t1, t2, yours } from './frame-context';
import type { PhraseContext } from './frame-context';
import { asWritten, crossed, labelled, madeOf, petOf, sizedBy } from './frame-kit';
import type { BuiltinPhrases, ClosingVerb, LabelWords, MeasureKind } from './frame-kit';

/** 'de Ceramic Mug', "d'Organic Cotton T-Shirt". */
// No elision before an h: the seller's names are mostly English ('de Handmade Ceramic Mug').
const deN = (c: PhraseContext) =>
  /^[aeiouàâéèêîôûœ]/i.test(c.name) ? `d'${c.name}` : `de ${c.name}`;
const offre = (c: PhraseContext) => v(c, 'offre', 'offrent');

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
  origin: 'Origine',
};

const label = labelled(LABELS, ' :', 'ou');

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

const CLOSING_OBJECTS = closingObjects(
  {
    thing: (c) => `${N(c)} avec ${t1(c)}`,
    things: (c) => `${N(c)} avec ${t1(c)} et ${t2(c)}`,
    material: (c) => `${N(c)} en ${c.material ?? ''}`,
    'made-with': (c) => `${N(c)} à base de ${c.material ?? ''}`,
    sized: (c) => `${N(c)} ${c.measure ? 'en' : 'de'} ${sizedBy(c) ?? ''}`,
    origin: (c) => `${N(c)} (origine : ${c.origin ?? ''})`,
    colour: (c) => `${N(c)} en ${c.colour ?? ''}`,
    scent: (c) => `${N(c)} ${c.kind === 'food' ? 'saveur' : 'parfum'} ${c.scent ?? ''}`,
  },
  CLOSING_OBJECT_FITS,
);

export const FRENCH: BuiltinPhrases = {
  and: () => 'et',
  or: () => 'ou',
  openers: openers({
    meet: (c) => `Voici ${N(c)} : ${f1(c)}.`,
    glance: (c) => `${N(c)} en un coup d'œil : ${f1(c)} et ${f2(c)}.`,
    'noun-with': (c) => `${cap(np(c, 'indef'))} avec ${o1(c)} : ${N(c)}.`,
    'is-noun': (c) => `${N(c)} ${v(c, 'est', 'sont')} ${np(c, 'indef')} avec ${o1(c)}.`,
    'made-from': (c) => `La matière ${deN(c)} : ${c.material ?? ''}.`,
    'comes-from': (c) => `Origine ${deN(c)} : ${c.origin ?? ''}.`,
    offers: (c) => `Place à ${N(c)}, avec ${o1(c)}.`,
    discover: (c) => `Découvrez ${N(c)}, ${np(c, 'indef')} avec ${o1(c)}.`,
    'your-noun': (c) => `${cap(np(c, 'poss'))} avec ${o1(c)} : ${N(c)}.`,
    presenting: (c) => `Nous vous présentons ${N(c)}, avec ${o1(c)}.`,
    'looking-for': (c) => `Vous cherchez ${np(c, 'indef')} avec ${o1(c)} ? Découvrez ${N(c)}.`,
    'colon-list': (c) => `${N(c)} : ${f1(c)}, ${f2(c)} et ${f3(c)}.`,
    dash: (c) => `${N(c)} – ${f1(c)}.`,
    'closer-look': (c) => `Zoom sur ${N(c)} : ${f1(c)} et ${f2(c)}.`,
    picture: (c) => `Imaginez ${N(c)} : ${f1(c)}.`,
    measures: (c) => `${N(c)} ${v(c, 'mesure', 'mesurent')} ${c.measure ?? ''}.`,
    holds: (c) => `${N(c)} ${v(c, 'contient', 'contiennent')} ${c.capacity ?? ''}.`,
    wear: (c) => `Portez ${N(c)} : ${f1(c)}.`,
    carry: (c) => `Emportez ${N(c)} : ${f1(c)}.`,
    play: (c) => `Jouez avec ${N(c)} : ${f1(c)}.`,
    taste: (c) => `Goûtez ${N(c)} : ${f1(c)}.`,
    choose: (c) => `Choisissez ${N(c)} : ${f1(c)}.`,
    spotlight: (c) => `Coup de projecteur sur ${N(c)} : ${f1(c)}.`,
    'in-brief': (c) => `${N(c)} en bref : ${f1(c)}.`,
    why: (c) => `Pourquoi ${N(c)} ? ${cap(f1(c))}.`,
    'start-with': (c) => `Commençons par ${N(c)} : ${f1(c)}.`,
    'introducing-colon': (c) => `Présentation ${deN(c)} : ${f1(c)}.`,
    'discover-colon': (c) => `Découvrez ${N(c)} : ${f1(c)}.`,
    'simply-put': (c) => `${N(c)}, tout simplement : ${f1(c)}.`,
    about: (c) => `À propos ${deN(c)} : ${f1(c)}.`,
    'worth-a-look': (c) => `À découvrir : ${N(c)}. ${cap(f1(c))}.`,
    'what-you-get': (c) => `Avec ${N(c)}, vous avez : ${f1(c)}.`,
    'all-about': (c) => `Tout sur ${N(c)} : ${f1(c)} et ${f2(c)}.`,
    'first-things': (c) => `L'essentiel d'abord : ${N(c)}, avec ${o1(c)}.`,
    'in-short': (c) => `En résumé : ${N(c)}, avec ${o1(c)}.`,
    'dem-shows': (c) => `Ce qui distingue ${np(c, 'dem')} : ${f1(c)} et ${f2(c)}.`,
    'dem-offers': (c) => `Ce que ${np(c, 'dem')} vous ${offre(c)} : ${f1(c)}.`,
    'say-hello': (c) => `Faites connaissance avec ${N(c)} : ${f1(c)}.`,
    'first-look': (c) => `Premier aperçu ${deN(c)} : ${f1(c)}.`,
    'at-heart': (c) => `Au cœur ${deN(c)} : ${f1(c)}.`,
    'quick-facts': (c) => `En quelques mots, ${N(c)} : ${f1(c)}.`,
    notice: (c) => `Ce qu'on remarque d'abord chez ${N(c)} : ${f1(c)}.`,
    'take-a-look': (c) => `Jetez un œil à ${N(c)} : ${f1(c)}.`,
    'get-to-know': (c) => `Apprenez à connaître ${N(c)} : ${f1(c)}.`,
    'in-focus': (c) => `${N(c)} à la loupe : ${f1(c)}.`,
    overview: (c) => `Portrait ${deN(c)} : ${f1(c)}.`,
    'name-meet': (c) => `Voici ${N(c)}.`,
    'name-introducing': (c) => `Nous vous présentons ${N(c)}.`,
    'name-presenting': (c) => `Découvrez ${N(c)}.`,
    'name-this-is': (c) => `Place à ${N(c)}.`,
  }),
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
      label.material,
      madeOf(
        (c, list) =>
          `${cap(np(c, 'def'))} ${v(c, 'est', 'sont')} ${agreeing(c, { m: 'fabriqué', f: 'fabriquée', mpl: 'fabriqués', fpl: 'fabriquées' })} en ${list.text}.`,
      ),
    ],
    finish: [label.finish],
    scent: [label.scent],
    colour: [label.colour, (_c, list) => `Disponible en ${list.text}.`],
    measure: [
      label.measure,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} ${deN(c)} : ${list.text}.`,
    ],
    size: [label.size],
    care: [
      (_c, list) => `Entretien : ${list.text}.`,
      (_c, list) => `Conseils d'entretien : ${list.text}.`,
    ],
    origin: [label.origin],
    age: [asWritten],
    pack: [(_c, list) => `Conditionnement : ${list.text}.`],
    included: [asWritten],
    variation: [asWritten],
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
  labels: LABELS,
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
    ...useClosings({
      'your-size': (c) => `Commandez ${yours(c)} dans votre taille.`,
      wardrobe: (c) => `Ajoutez ${N(c)} à votre garde-robe.`,
      outfit: (c) => `Composez votre prochaine tenue autour ${deN(c)}.`,
      'step-into': (c) => `Glissez-vous dans ${N(c)}.`,
      'out-walking': (c) => `Partez en promenade avec ${N(c)}.`,
      'jewellery-box': (c) => `Ajoutez ${N(c)} à votre boîte à bijoux.`,
      'gift-or-self': (c) => `Commandez ${N(c)} pour vous ou pour offrir.`,
      'take-along': (c) => `Emportez ${N(c)} partout avec vous.`,
      'day-out': (c) => `Emportez ${N(c)} pour votre prochaine sortie.`,
      kitchen: (c) => `Faites entrer ${N(c)} dans votre cuisine.`,
      table: (c) => `Dressez votre table avec ${N(c)}.`,
      'next-cup': (c) => `Savourez votre prochaine tasse avec ${N(c)}.`,
      brew: (c) => `Préparez votre prochaine tasse avec ${N(c)}.`,
      cook: (c) => `Cuisinez votre prochain repas avec ${N(c)}.`,
      'home-place': (c) => `Faites une place à ${N(c)} chez vous.`,
      'living-room': (c) => `Installez ${N(c)} dans votre salon.`,
      'home-textile': (c) => `Adoptez ${N(c)} à la maison.`,
      bathroom: (c) => `Ajoutez ${N(c)} à votre salle de bain.`,
      sofa: (c) => `Installez ${N(c)} sur votre canapé ou votre lit.`,
      'make-room': (c) => `Faites de la place pour ${N(c)}.`,
      furnish: (c) => `Aménagez votre intérieur avec ${N(c)}.`,
      setup: (c) => `Ajoutez ${N(c)} à votre équipement.`,
      'everyday-kit': (c) => `Emportez ${N(c)} au quotidien.`,
      routine: (c) => `Intégrez ${N(c)} à votre routine.`,
      'bathroom-shelf': (c) => `Faites une place à ${N(c)} dans votre salle de bain.`,
      desk: (c) => `Installez ${N(c)} sur votre bureau.`,
      write: (c) => `Commencez à écrire avec ${N(c)}.`,
      playroom: (c) => `Faites entrer ${N(c)} dans la salle de jeux.`,
      'little-one': (c) => `Commandez ${N(c)} pour votre enfant.`,
      'changing-bag': (c) => `Glissez ${N(c)} dans votre sac à langer.`,
      'for-pet': (c) =>
        `Commandez ${N(c)} pour votre ${{ dog: 'chien', cat: 'chat', pet: 'animal' }[petOf(c)]}.`,
      walk: (c) => `Emmenez ${N(c)} lors de votre prochaine promenade.`,
      hike: (c) => `Emportez ${N(c)} pour votre prochaine randonnée.`,
      outdoors: (c) => `Emportez ${N(c)} pour votre prochaine sortie en plein air.`,
      workout: (c) => `Emportez ${N(c)} à votre prochaine séance.`,
      'kit-bag': (c) => `Glissez ${N(c)} dans votre sac de sport.`,
      travel: (c) => `Emportez ${N(c)} lors de votre prochain voyage.`,
      garden: (c) => `Offrez ${N(c)} à votre jardin.`,
      'home-plant': (c) => `Trouvez une place pour ${N(c)} chez vous.`,
      sow: (c) => `Semez ${N(c)} cette saison.`,
      pantry: (c) => `Garnissez votre garde-manger avec ${N(c)}.`,
      bookshelf: (c) => `Ajoutez ${N(c)} à votre bibliothèque.`,
      voucher: (c) => `Offrez ${N(c)} à quelqu'un qui aime choisir.`,
      'kitchen-everyday': (c) => `Faites ${deN(c)} un incontournable de votre cuisine.`,
      interior: (c) => `Intégrez ${N(c)} à votre décoration.`,
      'within-reach': (c) => `Gardez ${N(c)} toujours à portée de main.`,
      'home-textiles': (c) => `Ajoutez ${N(c)} à votre linge de maison.`,
    }),
  ],
  bulletIntro: [
    (c) => `Ce que ${c.noun ? np(c, 'dem') : N(c)} vous ${offre(c)} :`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} en un coup d'œil :`,
  ],
};
