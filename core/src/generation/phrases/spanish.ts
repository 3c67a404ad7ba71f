import {
  agreeing,
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
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
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
  size: 'Talla',
  other: 'Medidas',
};

export const SPANISH: BuiltinPhrases = {
  and: y,
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
      write: (c) => `${cap(np(c, 'indef'))} con ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'es', 'son')} ${np(c, 'indef')} con ${f1(c)}.`,
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
      write: (c) => `Desde ${c.origin ?? ''}: ${N(c)}, con ${f1(c)}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `${N(c)} ${ofrece(c)} ${f1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'reúne', 'reúnen')} ${f1(c)} ${y(f2(c))} ${f2(c)}.`,
    },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'combina', 'combinan')} ${f1(c)} con ${f2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Descubre ${N(c)}, ${np(c, 'indef')} con ${f1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} con ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Así ${v(c, 'es', 'son')} ${N(c)}, con ${f1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `¿Buscas ${np(c, 'indef')} con ${f1(c)}? Descubre ${N(c)}.`,
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
      write: (c) => `Lo primero: ${N(c)} ${ofrece(c)} ${f1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `En resumen, ${N(c)} te ${ofrece(c)} ${f1(c)}.`,
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
    material: [(_c, list) => `Material: ${list.text}.`, (_c, list) => `Materiales: ${list.text}.`],
    measure: [
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} de ${N(c)}: ${list.text}.`,
    ],
    care: [
      (_c, list) => `Cuidado: ${list.text}.`,
      (c, list) => `Cómo cuidar${lo(c)}: ${list.text}.`,
    ],
    origin: [(_c, list) => `Origen: ${list.text}.`],
    included: [(_c, list) => `Incluye: ${list.text}.`, (_c, list) => `En la caja: ${list.text}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${SPANISH.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Además: ${piece}.`,
      (_c, piece) => `Otro detalle: ${piece}.`,
      (c, piece) =>
        c.noun ? `${cap(np(c, 'dem'))} también ${ofrece(c)}: ${piece}.` : `Y también: ${piece}.`,
    ],
    adjective: [(_c, piece) => `Además: ${piece}.`, (_c, piece) => `Y también: ${piece}.`],
    statement: [(_c, piece) => `${cap(piece)}.`],
  },
  bulletLabels: {
    material: () => 'Material',
    measure: (c) => (c.kind === 'apparel' || c.kind === 'footwear' ? 'Talla' : 'Medidas'),
    care: () => 'Cuidado',
    included: () => 'Incluye',
  },
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
  cta: {
    persuasive: [
      (c) => `Pide ${yours(c)} hoy mismo.`,
      (c) => `Hazte con ${N(c)} hoy y nota la diferencia.`,
    ],
    informative: [
      (c) => `Añade ${N(c)} a tu carrito.`,
      (c) => `Añade ${yours(c)} a tu carrito cuando quieras.`,
    ],
    exciting: [(c) => `¡Consigue ${yours(c)} ya!`, (c) => `¡Hazte con ${N(c)} ahora!`],
    trustworthy: [
      (c) => `Pide ${N(c)} hoy con toda confianza.`,
      (c) => `Haz tu pedido de ${N(c)} con total confianza.`,
    ],
    friendly: [
      (c) => `Date un capricho con ${N(c)}.`,
      (c) => `Llévate ${yours(c)} hoy, te ${v(c, 'va', 'van')} a encantar.`,
    ],
    authoritative: [
      (c) => `Elige ${N(c)} y acierta a la primera.`,
      (c) => `Apuesta hoy por ${N(c)}.`,
    ],
    conversational: [
      (c) => `¿Por qué no añades ${N(c)} a tu carrito hoy?`,
      (c) => `¿Te ${v(c, 'gusta', 'gustan')} ${N(c)}? Añade ${yours(c)} al carrito.`,
    ],
  },
  bulletIntro: [
    (c) => `Lo que ${ofrece(c)} ${c.noun ? np(c, 'dem') : N(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} de un vistazo:`,
  ],
};
