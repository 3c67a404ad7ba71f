import { CLOSING_OBJECT_FITS, closingObjects, openers, useClosings } from './frame-fits';
import { agreeing, cap, np, v, N, f1, f2, f3, o1, t1, t2, yours } from './frame-context';
import type { PhraseContext } from './frame-context';
import { asWritten, crossed, labelled, madeOf, petOf, sizedBy } from './frame-kit';
import type { BuiltinPhrases, ClosingVerb, LabelWords, MeasureKind } from './frame-kit';

const ofrece = (c: PhraseContext) => v(c, 'ofrece', 'ofrecen');
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
  origin: 'Origen',
};

const label = labelled(LABELS, ':', 'o');

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

const CLOSING_OBJECTS = closingObjects(
  {
    thing: (c) => `${N(c)} con ${t1(c)}`,
    things: (c) => `${N(c)} con ${t1(c)} ${y(t2(c))} ${t2(c)}`,
    material: (c) => `${N(c)} de ${c.material ?? ''}`,
    'made-with': (c) => `${N(c)} con ${c.material ?? ''}`,
    sized: (c) => `${N(c)} de ${sizedBy(c) ?? ''}`,
    origin: (c) => `${N(c)} de ${c.origin ?? ''}`,
    colour: (c) => `${N(c)} en ${c.colour ?? ''}`,
    scent: (c) => `${N(c)} con ${c.kind === 'food' ? 'sabor a' : 'aroma de'} ${c.scent ?? ''}`,
  },
  CLOSING_OBJECT_FITS,
);

export const SPANISH: BuiltinPhrases = {
  and: y,
  or: () => 'o',
  openers: openers({
    meet: (c) => `Te presentamos ${N(c)}: ${f1(c)}.`,
    glance: (c) => `${N(c)} de un vistazo: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    'noun-with': (c) => `${cap(np(c, 'indef'))} con ${o1(c)}: ${N(c)}.`,
    'is-noun': (c) => `${N(c)} ${v(c, 'es', 'son')} ${np(c, 'indef')} con ${o1(c)}.`,
    'made-from': (c) => `El material de ${N(c)}: ${c.material ?? ''}.`,
    'comes-from': (c) => `${N(c)} ${v(c, 'viene', 'vienen')} de ${c.origin ?? ''}.`,
    'from-origin': (c) => `Desde ${c.origin ?? ''}: ${N(c)}, con ${o1(c)}.`,
    offers: (c) => `Aquí ${v(c, 'está', 'están')} ${N(c)}, con ${o1(c)}.`,
    discover: (c) => `Descubre ${N(c)}, ${np(c, 'indef')} con ${o1(c)}.`,
    'your-noun': (c) => `${cap(np(c, 'poss'))} con ${o1(c)}: ${N(c)}.`,
    presenting: (c) => `Así ${v(c, 'es', 'son')} ${N(c)}, con ${o1(c)}.`,
    'looking-for': (c) => `¿Buscas ${np(c, 'indef')} con ${o1(c)}? Descubre ${N(c)}.`,
    'colon-list': (c) => `${N(c)}: ${f1(c)}, ${f2(c)} ${y(f3(c))} ${f3(c)}.`,
    dash: (c) => `${N(c)} – ${f1(c)}.`,
    'closer-look': (c) => `Un vistazo de cerca a ${N(c)}: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    picture: (c) => `Imagina ${N(c)}: ${f1(c)}.`,
    measures: (c) => `${N(c)} ${v(c, 'mide', 'miden')} ${c.measure ?? ''}.`,
    holds: (c) => `${N(c)} ${v(c, 'tiene', 'tienen')} una capacidad de ${c.capacity ?? ''}.`,
    wear: (c) => `Lleva ${N(c)}: ${f1(c)}.`,
    carry: (c) => `Lleva contigo ${N(c)}: ${f1(c)}.`,
    play: (c) => `Juega con ${N(c)}: ${f1(c)}.`,
    taste: (c) => `Prueba ${N(c)}: ${f1(c)}.`,
    choose: (c) => `Elige ${N(c)}: ${f1(c)}.`,
    spotlight: (c) => `En el foco: ${N(c)}. ${cap(f1(c))}.`,
    'in-brief': (c) => `${N(c)} en pocas palabras: ${f1(c)}.`,
    why: (c) => `¿Por qué ${N(c)}? ${cap(f1(c))}.`,
    'start-with': (c) => `Empezamos por ${N(c)}: ${f1(c)}.`,
    'introducing-colon': (c) => `Presentamos ${N(c)}: ${f1(c)}.`,
    'discover-colon': (c) => `Descubre ${N(c)}: ${f1(c)}.`,
    'simply-put': (c) => `${N(c)}, sin rodeos: ${f1(c)}.`,
    about: (c) => `Sobre ${N(c)}: ${f1(c)}.`,
    'worth-a-look': (c) => `Echa un vistazo a ${N(c)}. ${cap(f1(c))}.`,
    'what-you-get': (c) => `Con ${N(c)} tienes: ${f1(c)}.`,
    'all-about': (c) => `Todo sobre ${N(c)}: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    'first-things': (c) => `Lo primero: ${N(c)}, con ${o1(c)}.`,
    'in-short': (c) => `En resumen: ${N(c)}, con ${o1(c)}.`,
    'dem-shows': (c) => `Lo que distingue a ${np(c, 'dem')}: ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    'dem-offers': (c) => `Lo que ${ofrece(c)} ${np(c, 'dem')}: ${f1(c)}.`,
    'say-hello': (c) => `Saluda a ${N(c)}: ${f1(c)}.`,
    'first-look': (c) => `Primer vistazo a ${N(c)}: ${f1(c)}.`,
    'at-heart': (c) => `En el corazón de ${N(c)}: ${f1(c)}.`,
    'quick-facts': (c) => `${N(c)} en datos: ${f1(c)}.`,
    notice: (c) => `Lo primero que notas en ${N(c)}: ${f1(c)}.`,
    'take-a-look': (c) => `Echa un ojo a ${N(c)}: ${f1(c)}.`,
    'get-to-know': (c) => `Conoce a fondo ${N(c)}: ${f1(c)}.`,
    'in-focus': (c) => `${N(c)} a examen: ${f1(c)}.`,
    overview: (c) => `Retrato de ${N(c)}: ${f1(c)}.`,
    'name-meet': (c) => `Te presentamos ${N(c)}.`,
    'name-introducing': (c) => `Descubre ${N(c)}.`,
    'name-presenting': (c) => `Así ${v(c, 'es', 'son')} ${N(c)}.`,
    'name-this-is': (c) => `Conoce ${N(c)}.`,
  }),
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
      label.material,
      madeOf(
        (c, list) =>
          `${cap(agreeing(c, { m: 'hecho', f: 'hecha', mpl: 'hechos', fpl: 'hechas' }))} de ${list.text}.`,
      ),
    ],
    finish: [label.finish],
    scent: [label.scent],
    colour: [label.colour, (_c, list) => `Disponible en ${list.text}.`],
    measure: [
      label.measure,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} de ${N(c)}: ${list.text}.`,
    ],
    size: [label.size],
    care: [
      (_c, list) => `Cuidado: ${list.text}.`,
      (c, list) => `Cómo cuidar${lo(c)}: ${list.text}.`,
    ],
    origin: [label.origin],
    age: [asWritten],
    pack: [(_c, list) => `${list.phrases ? 'Envase' : 'Presentación'}: ${list.text}.`],
    included: [asWritten],
    variation: [asWritten],
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
  labels: LABELS,
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
    ...useClosings({
      'your-size': (c) => `Pide ${yours(c)} en tu talla.`,
      wardrobe: (c) => `Añade ${N(c)} a tu armario.`,
      outfit: (c) => `Crea tu próximo look en torno a ${N(c)}.`,
      'step-into': (c) => `Cálzate ${N(c)} y sal a la calle.`,
      'out-walking': (c) => `Sal a pasear con ${N(c)}.`,
      'jewellery-box': (c) => `Añade ${N(c)} a tu joyero.`,
      'gift-or-self': (c) => `Pide ${N(c)} para ti o para regalar.`,
      'take-along': (c) => `Lleva ${N(c)} contigo a todas partes.`,
      'day-out': (c) => `Llévate ${N(c)} en tu próxima salida.`,
      kitchen: (c) => `Lleva ${N(c)} a tu cocina.`,
      table: (c) => `Pon ${N(c)} en tu mesa.`,
      'next-cup': (c) => `Disfruta tu próxima taza con ${N(c)}.`,
      brew: (c) => `Prepara tu próxima taza con ${N(c)}.`,
      cook: (c) => `Cocina tu próxima comida con ${N(c)}.`,
      'home-place': (c) => `Dale a ${N(c)} un lugar en tu casa.`,
      'living-room': (c) => `Lleva ${N(c)} a tu salón.`,
      'home-textile': (c) => `Lleva ${N(c)} a tu hogar.`,
      bathroom: (c) => `Añade ${N(c)} a tu baño.`,
      sofa: (c) => `Pon ${N(c)} en tu sofá o tu cama.`,
      'make-room': (c) => `Haz sitio para ${N(c)}.`,
      furnish: (c) => `Amuebla tu espacio con ${N(c)}.`,
      setup: (c) => `Añade ${N(c)} a tu equipo.`,
      'everyday-kit': (c) => `Lleva ${N(c)} contigo cada día.`,
      routine: (c) => `Añade ${N(c)} a tu rutina.`,
      'bathroom-shelf': (c) => `Dale a ${N(c)} un sitio en la repisa del baño.`,
      desk: (c) => `Pon ${N(c)} en tu escritorio.`,
      write: (c) => `Empieza a escribir con ${N(c)}.`,
      playroom: (c) => `Lleva ${N(c)} a la sala de juegos.`,
      'little-one': (c) => `Pide ${N(c)} para tu peque.`,
      'changing-bag': (c) => `Guarda ${N(c)} en tu bolso cambiador.`,
      'for-pet': (c) =>
        `Pide ${N(c)} para tu ${{ dog: 'perro', cat: 'gato', pet: 'mascota' }[petOf(c)]}.`,
      walk: (c) => `Llévate ${N(c)} en tu próximo paseo.`,
      hike: (c) => `Lleva ${N(c)} en tu próxima ruta de senderismo.`,
      outdoors: (c) => `Lleva ${N(c)} en tu próxima escapada al aire libre.`,
      workout: (c) => `Lleva ${N(c)} a tu próximo entrenamiento.`,
      'kit-bag': (c) => `Mete ${N(c)} en tu bolsa de deporte.`,
      travel: (c) => `Llévate ${N(c)} en tu próximo viaje.`,
      garden: (c) => `Regala a tu jardín ${N(c)}.`,
      'home-plant': (c) => `Busca un rincón en casa para ${N(c)}.`,
      sow: (c) => `Siembra ${N(c)} esta temporada.`,
      pantry: (c) => `Llena tu despensa con ${N(c)}.`,
      bookshelf: (c) => `Añade ${N(c)} a tu estantería.`,
      voucher: (c) => `Regala ${N(c)} a quien le encanta elegir.`,
      'kitchen-everyday': (c) => `Haz de ${N(c)} un básico de tu cocina.`,
      interior: (c) => `Integra ${N(c)} en tu decoración.`,
      'within-reach': (c) => `Ten ${N(c)} siempre a mano.`,
      'home-textiles': (c) => `Añade ${N(c)} a tus textiles del hogar.`,
    }),
  ],
  bulletIntro: [
    (c) => `Lo que ${ofrece(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} de un vistazo:`,
  ],
};
