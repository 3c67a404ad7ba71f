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
const ofrece = (c: PhraseContext) => v(c, 'ofrece', 'ofrecen');
/** 'tu taza' / 'tus calcetines', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));
/** 'y', or 'e' before an i sound (Spanish spelling rule: 'agua e hielo'). */
const y = (next: string) => (/^h?i(?!e)/i.test(next.trim()) ? 'e' : 'y');
/** The object pronoun for the product: lo, la, los, las. */
const lo = (c: PhraseContext) => agreeing(c, { m: 'lo', f: 'la', mpl: 'los', fpl: 'las' });

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Capacidad',
  weight: 'Peso',
  dimensions: 'Dimensiones',
  other: 'Medidas',
};

const LABELS: LabelWords = {
  material: 'Material',
  materials: 'Materiales',
  ingredients: 'Ingredientes',
  foodIngredients: 'Ingredientes',
  finish: 'Acabado',
  size: 'Talla',
  objectSize: 'Tamaño',
  format: 'Formato',
  care: 'Cuidado',
  colour: 'Color',
  colours: 'Colores',
  scent: 'Aroma',
  flavour: 'Sabor',
  measure: MEASURE_LABEL,
};

/** The product's things after 'with', for closings. */
const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.object ?? '');

const CLOSING_VERBS: ClosingVerb[] = [
  ['order', (object) => `Haz tu pedido de ${object} hoy mismo.`],
  ['choose', (object) => `Elige ${object} hoy mismo.`],
  ['take', (object) => `Llévate ${object} hoy mismo.`],
  ['cart', (object) => `Añade ${object} a tu carrito.`],
  ['discover', (object) => `Descubre ${object} hoy mismo.`],
  ['get', (object) => `Consigue ${object} hoy mismo.`],
  ['bet', (object) => `Apuesta por ${object} hoy mismo.`],
  ['buy', (object) => `Compra ${object} hoy mismo.`],
  ['treat', (object) => `Regálate ${object} hoy mismo.`],
  ['wait', (object) => `No esperes más: pide ${object}.`],
];

const CLOSING_OBJECTS: ClosingObject[] = [
  ['thing', hasThing, (c) => `${N(c)} con ${t1(c)}`],
  ['things', hasTwoThings, (c) => `${N(c)} con ${t1(c)} ${y(t2(c))} ${t2(c)}`],
  [
    'material',
    (c) => freshMaterial(c) && !INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} de ${c.material ?? ''}`,
  ],
  [
    'made-with',
    (c) => freshMaterial(c) && INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} con ${c.material ?? ''}`,
  ],
  ['sized', (c) => Boolean(sizedBy(c)), (c) => `${N(c)} de ${sizedBy(c) ?? ''}`],
  ['origin', (c) => Boolean(c.origin), (c) => `${N(c)} de ${c.origin ?? ''}`],
  ['colour', freshColour, (c) => `${N(c)} en ${c.colour ?? ''}`],
  [
    'scent',
    (c) => Boolean(c.scent),
    (c) => `${N(c)} con ${c.kind === 'food' ? 'sabor a' : 'aroma de'} ${c.scent ?? ''}`,
  ],
];

const use = (
  id: string,
  fits: (c: PhraseContext) => boolean,
  write: (c: PhraseContext) => string,
) => closing(id, 'use', fits, write);

export const SPANISH: BuiltinPhrases = {
  and: y,
  or: () => 'o',
  openers: [
    { id: 'meet', needs: { leads: 1 }, write: (c) => `Te presentamos ${N(c)}: ${f1(c)}.` },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `${N(c)} de un vistazo: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'indef'))} con ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'es', 'son')} ${np(c, 'indef')} con ${o1(c)}.`,
    },
    {
      id: 'made-from',
      needs: { material: true },
      write: (c) => `El material de ${N(c)}: ${c.material ?? ''}.`,
    },
    {
      id: 'comes-from',
      needs: { origin: true },
      write: (c) => `${N(c)} ${v(c, 'viene', 'vienen')} de ${c.origin ?? ''}.`,
    },
    {
      id: 'from-origin',
      needs: { origin: true, leads: 1, phrase: true },
      write: (c) => `Desde ${c.origin ?? ''}: ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `Aquí ${v(c, 'está', 'están')} ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Descubre ${N(c)}, ${np(c, 'indef')} con ${o1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} con ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Así ${v(c, 'es', 'son')} ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `¿Buscas ${np(c, 'indef')} con ${o1(c)}? Descubre ${N(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${N(c)}: ${f1(c)}, ${f2(c)} ${y(f3(c))} ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${N(c)} – ${f1(c)}.` },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `Un vistazo de cerca a ${N(c)}: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    },
    { id: 'picture', needs: { leads: 1 }, write: (c) => `Imagina ${N(c)}: ${f1(c)}.` },
    {
      id: 'measures',
      needs: { measure: true },
      write: (c) => `${N(c)} ${v(c, 'mide', 'miden')} ${c.measure ?? ''}.`,
    },
    {
      id: 'holds',
      needs: { capacity: true },
      write: (c) => `${N(c)} ${v(c, 'tiene', 'tienen')} una capacidad de ${c.capacity ?? ''}.`,
    },
    {
      id: 'wear',
      needs: { leads: 1, kinds: ['apparel', 'footwear', 'jewelry'] },
      write: (c) => `Lleva ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Lleva contigo ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, kinds: ['toys'] },
      write: (c) => `Juega con ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, kinds: ['food'] },
      write: (c) => `Prueba ${N(c)}: ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1 }, write: (c) => `Elige ${N(c)}: ${f1(c)}.` },
    {
      id: 'spotlight',
      needs: { leads: 1 },
      write: (c) => `En el foco: ${N(c)}. ${cap(f1(c))}.`,
    },
    {
      id: 'in-brief',
      needs: { leads: 1 },
      write: (c) => `${N(c)} en pocas palabras: ${f1(c)}.`,
    },
    { id: 'why', needs: { leads: 1 }, write: (c) => `¿Por qué ${N(c)}? ${cap(f1(c))}.` },
    {
      id: 'start-with',
      needs: { leads: 1 },
      write: (c) => `Empezamos por ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'introducing-colon',
      needs: { leads: 1 },
      write: (c) => `Presentamos ${N(c)}: ${f1(c)}.`,
    },
    { id: 'discover-colon', needs: { leads: 1 }, write: (c) => `Descubre ${N(c)}: ${f1(c)}.` },
    { id: 'simply-put', needs: { leads: 1 }, write: (c) => `${N(c)}, sin rodeos: ${f1(c)}.` },
    { id: 'about', needs: { leads: 1 }, write: (c) => `Sobre ${N(c)}: ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1 },
      write: (c) => `Echa un vistazo a ${N(c)}. ${cap(f1(c))}.`,
    },
    { id: 'what-you-get', needs: { leads: 1 }, write: (c) => `Con ${N(c)} tienes: ${f1(c)}.` },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `Todo sobre ${N(c)}: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `Lo primero: ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `En resumen: ${N(c)}, con ${o1(c)}.`,
    },
    {
      id: 'dem-shows',
      needs: { leads: 2, noun: true },
      write: (c) => `Lo que distingue a ${np(c, 'dem')}: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    },
    {
      id: 'dem-offers',
      needs: { leads: 1, noun: true },
      write: (c) => `Lo que ${ofrece(c)} ${np(c, 'dem')}: ${f1(c)}.`,
    },
    { id: 'say-hello', needs: { leads: 1 }, write: (c) => `Saluda a ${N(c)}: ${f1(c)}.` },
    { id: 'first-look', needs: { leads: 1 }, write: (c) => `Primer vistazo a ${N(c)}: ${f1(c)}.` },
    { id: 'at-heart', needs: { leads: 1 }, write: (c) => `En el corazón de ${N(c)}: ${f1(c)}.` },
    { id: 'quick-facts', needs: { leads: 1 }, write: (c) => `${N(c)} en datos: ${f1(c)}.` },
    {
      id: 'notice',
      needs: { leads: 1 },
      write: (c) => `Lo primero que notas en ${N(c)}: ${f1(c)}.`,
    },
    { id: 'take-a-look', needs: { leads: 1 }, write: (c) => `Echa un ojo a ${N(c)}: ${f1(c)}.` },
    { id: 'get-to-know', needs: { leads: 1 }, write: (c) => `Conoce a fondo ${N(c)}: ${f1(c)}.` },
    { id: 'in-focus', needs: { leads: 1 }, write: (c) => `${N(c)} a examen: ${f1(c)}.` },
    { id: 'overview', needs: { leads: 1 }, write: (c) => `Retrato de ${N(c)}: ${f1(c)}.` },
    { id: 'name-meet', needs: { leads: 0 }, write: (c) => `Te presentamos ${N(c)}.` },
    { id: 'name-introducing', needs: { leads: 0 }, write: (c) => `Descubre ${N(c)}.` },
    {
      id: 'name-presenting',
      needs: { leads: 0 },
      write: (c) => `Así ${v(c, 'es', 'son')} ${N(c)}.`,
    },
    { id: 'name-this-is', needs: { leads: 0 }, write: (c) => `Conoce ${N(c)}.` },
  ],
  groups: {
    feature: [
      (_c, list) => `Lo más destacado: ${list.text}.`,
      (c, list) => (c.style === 'technical' ? `Especificaciones: ${list.text}.` : null),
      (_c, list) => `Características principales: ${list.text}.`,
      (_c, list) => `A tener en cuenta: ${list.text}.`,
      (c, list) => (c.noun ? `Lo que también ${ofrece(c)} ${np(c, 'dem')}: ${list.text}.` : null),
    ],
    quality: [(_c, list) => `Propiedades: ${list.text}.`, (_c, list) => `Asimismo: ${list.text}.`],
    material: [
      (c, list) => `${materialLabel(LABELS, c, list.count)}: ${list.text}.`,
      (c, list) =>
        c.noun && !list.selfLed && !INGREDIENT_KINDS.includes(c.kind)
          ? `${cap(agreeing(c, { m: 'hecho', f: 'hecha', mpl: 'hechos', fpl: 'hechas' }))} de ${list.text}.`
          : null,
    ],
    finish: [
      (_c, list) => (repeats(LABELS.finish, list.text) ? null : `${LABELS.finish}: ${list.text}.`),
    ],
    scent: [(c, list) => `${c.kind === 'food' ? LABELS.flavour : LABELS.scent}: ${list.text}.`],
    colour: [
      (_c, list) =>
        `${list.entries.some((entry) => /,|\so\s/.test(entry)) ? LABELS.colours : LABELS.colour}: ${list.text}.`,
      (_c, list) => `Disponible en ${list.text}.`,
    ],
    measure: [
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} de ${N(c)}: ${list.text}.`,
    ],
    size: [(c, list) => sizeSentence(LABELS, c, list, ':')],
    care: [
      (_c, list) => `Cuidado: ${list.text}.`,
      (c, list) => `Cómo cuidar${lo(c)}: ${list.text}.`,
    ],
    origin: [
      (_c, list) =>
        list.entries.every((entry) => /\s(?:in|en)\s+\p{Lu}/u.test(entry))
          ? `Origen: ${list.text}.`
          : `${cap(list.text)}.`,
    ],
    age: [(_c, list) => `${cap(list.text)}.`],
    pack: [(_c, list) => `${list.phrases ? 'Envase' : 'Presentación'}: ${list.text}.`],
    included: [(_c, list) => `${cap(list.text)}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${SPANISH.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Además: ${piece.text}.`,
      (_c, piece) => `Otro detalle: ${piece.text}.`,
      (c, piece) =>
        c.noun
          ? `${cap(np(c, 'dem'))} también ${ofrece(c)}: ${piece.text}.`
          : `Y también: ${piece.text}.`,
    ],
    adjective: [
      (_c, piece) => `Además: ${piece.text}.`,
      (_c, piece) => `Y también: ${piece.text}.`,
    ],
    statement: [(_c, piece) => `${cap(piece.text)}.`],
  },
  bulletLabel: (c, piece) => labelFor(LABELS, c, piece),
  audienceLead: {
    b2b: 'Para empresas',
    b2c: 'Para que lo sepas',
    millennials: 'Conviene saber',
    'gen-z': 'Los detalles',
    professionals: 'Para profesionales',
    parents: 'Para los padres',
    'tech-savvy': 'En detalle',
  },
  price: (_c, amount) => [`Precio: ${amount}.`, `Por ${amount}.`],
  sku: (_c, sku) => [`SKU: ${sku}.`, `Referencia: ${sku}.`],
  closings: [
    ...crossed(CLOSING_VERBS, CLOSING_OBJECTS),
    use('your-size', sizeRange, (c) => `Pide ${yours(c)} en tu talla.`),
    use('wardrobe', kindIs('apparel'), (c) => `Añade ${N(c)} a tu armario.`),
    use('outfit', kindIs('apparel'), (c) => `Crea tu próximo look en torno a ${N(c)}.`),
    use('step-into', kindIs('footwear'), (c) => `Cálzate ${N(c)} y sal a la calle.`),
    use('out-walking', kindIs('footwear'), (c) => `Sal a pasear con ${N(c)}.`),
    use('jewellery-box', kindIs('jewelry'), (c) => `Añade ${N(c)} a tu joyero.`),
    use('gift-or-self', kindIs('jewelry', 'beauty'), (c) => `Pide ${N(c)} para ti o para regalar.`),
    use('take-along', kindIs('bags'), (c) => `Lleva ${N(c)} contigo a todas partes.`),
    use('day-out', kindIs('bags'), (c) => `Llévate ${N(c)} en tu próxima salida.`),
    use('kitchen', kindIs('kitchen'), (c) => `Lleva ${N(c)} a tu cocina.`),
    use('table', usedFor('table'), (c) => `Pon ${N(c)} en tu mesa.`),
    use(
      'next-cup',
      conceptIs('mug', 'cup', 'teapot'),
      (c) => `Disfruta tu próxima taza con ${N(c)}.`,
    ),
    use('brew', conceptIs('tea', 'coffee'), (c) => `Prepara tu próxima taza con ${N(c)}.`),
    use('cook', usedFor('cook'), (c) => `Cocina tu próxima comida con ${N(c)}.`),
    use('home-place', kindIs('home'), (c) => `Dale a ${N(c)} un lugar en tu casa.`),
    use('living-room', kindIs('home'), (c) => `Lleva ${N(c)} a tu salón.`),
    use('home-textile', kindIs('textiles'), (c) => `Lleva ${N(c)} a tu hogar.`),
    use('bathroom', usedFor('bath'), (c) => `Añade ${N(c)} a tu baño.`),
    use('sofa', usedFor('sofa'), (c) => `Pon ${N(c)} en tu sofá o tu cama.`),
    use('make-room', kindIs('furniture'), (c) => `Haz sitio para ${N(c)}.`),
    use('furnish', kindIs('furniture'), (c) => `Amuebla tu espacio con ${N(c)}.`),
    use('setup', kindIs('electronics'), (c) => `Añade ${N(c)} a tu equipo.`),
    use('everyday-kit', kindIs('electronics'), (c) => `Lleva ${N(c)} contigo cada día.`),
    use('routine', kindIs('beauty'), (c) => `Añade ${N(c)} a tu rutina.`),
    use(
      'bathroom-shelf',
      kindIs('beauty'),
      (c) => `Dale a ${N(c)} un sitio en la repisa del baño.`,
    ),
    use('desk', kindIs('stationery'), (c) => `Pon ${N(c)} en tu escritorio.`),
    use('write', usedFor('write'), (c) => `Empieza a escribir con ${N(c)}.`),
    use('playroom', kindIs('toys'), (c) => `Lleva ${N(c)} a la sala de juegos.`),
    use('little-one', kindIs('toys', 'baby'), (c) => `Pide ${N(c)} para tu peque.`),
    use('changing-bag', kindIs('baby'), (c) => `Guarda ${N(c)} en tu bolso cambiador.`),
    use(
      'for-pet',
      kindIs('pets'),
      (c) => `Pide ${N(c)} para tu ${{ dog: 'perro', cat: 'gato', pet: 'mascota' }[petOf(c)]}.`,
    ),
    use('walk', usedFor('walk'), (c) => `Llévate ${N(c)} en tu próximo paseo.`),
    use('hike', usedFor('hike'), (c) => `Lleva ${N(c)} en tu próxima ruta de senderismo.`),
    use(
      'outdoors',
      usedFor('outdoors'),
      (c) => `Lleva ${N(c)} en tu próxima escapada al aire libre.`,
    ),
    use('workout', usedFor('workout'), (c) => `Lleva ${N(c)} a tu próximo entrenamiento.`),
    use('kit-bag', kindIs('sports'), (c) => `Mete ${N(c)} en tu bolsa de deporte.`),
    use('travel', usedFor('travel'), (c) => `Llévate ${N(c)} en tu próximo viaje.`),
    use(
      'garden',
      (c) => c.kind === 'garden' && c.conceptId !== 'plant',
      (c) => `Regala a tu jardín ${N(c)}.`,
    ),
    use('home-plant', conceptIs('plant'), (c) => `Busca un rincón en casa para ${N(c)}.`),
    use('sow', usedFor('sow'), (c) => `Siembra ${N(c)} esta temporada.`),
    use('pantry', kindIs('food'), (c) => `Llena tu despensa con ${N(c)}.`),
    use('bookshelf', kindIs('books'), (c) => `Añade ${N(c)} a tu estantería.`),
    use('voucher', usedFor('gift'), (c) => `Regala ${N(c)} a quien le encanta elegir.`),
    use('kitchen-everyday', kindIs('kitchen'), (c) => `Haz de ${N(c)} un básico de tu cocina.`),
    use('interior', kindIs('home'), (c) => `Integra ${N(c)} en tu decoración.`),
    use('within-reach', kindIs('electronics'), (c) => `Ten ${N(c)} siempre a mano.`),
    use('home-textiles', kindIs('textiles'), (c) => `Añade ${N(c)} a tus textiles del hogar.`),
  ],
  bulletIntro: [
    (c) => `Lo que ${ofrece(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} de un vistazo:`,
  ],
};
