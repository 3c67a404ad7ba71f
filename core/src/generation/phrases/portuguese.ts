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
const oferece = (c: PhraseContext) => v(c, 'oferece', 'oferecem');
/** 'a sua caneca' / 'as suas meias', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Capacidade',
  weight: 'Peso',
  dimensions: 'Dimensões',
  other: 'Medidas',
};

const LABELS: LabelWords = {
  material: 'Material',
  materials: 'Materiais',
  ingredients: 'Ingredientes',
  foodIngredients: 'Ingredientes',
  finish: 'Acabamento',
  size: 'Tamanho',
  objectSize: 'Tamanho',
  format: 'Formato',
  care: 'Cuidados',
  colour: 'Cor',
  colours: 'Cores',
  scent: 'Aroma',
  flavour: 'Sabor',
  measure: MEASURE_LABEL,
};

/** The product's things after 'with', for closings. */
const [t1, t2] = [0, 1].map((i) => (c: PhraseContext) => c.things[i]?.object ?? '');

const CLOSING_VERBS: ClosingVerb[] = [
  ['order', (object) => `Encomende ${object} hoje mesmo.`],
  ['choose', (object) => `Escolha ${object} hoje mesmo.`],
  ['bring-home', (object) => `Leve para casa ${object} hoje mesmo.`],
  ['cart', (object) => `Adicione ao carrinho ${object}.`],
  ['treat', (object) => `Ofereça a si mesmo ${object}.`],
  ['discover', (object) => `Descubra ${object} hoje mesmo.`],
  ['bet', (object) => `Aposte em ${object} hoje mesmo.`],
  ['secure', (object) => `Garanta ${object} hoje mesmo.`],
  ['buy', (object) => `Compre ${object} hoje mesmo.`],
  ['wait', (object) => `Não espere mais: encomende ${object}.`],
];

const CLOSING_OBJECTS: ClosingObject[] = [
  ['thing', hasThing, (c) => `${N(c)} com ${t1(c)}`],
  ['things', hasTwoThings, (c) => `${N(c)} com ${t1(c)} e ${t2(c)}`],
  [
    'material',
    (c) => freshMaterial(c) && !INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} em ${c.material ?? ''}`,
  ],
  [
    'made-with',
    (c) => freshMaterial(c) && INGREDIENT_KINDS.includes(c.kind),
    (c) => `${N(c)} com ${c.material ?? ''}`,
  ],
  ['sized', (c) => Boolean(sizedBy(c)), (c) => `${N(c)} de ${sizedBy(c) ?? ''}`],
  ['origin', (c) => Boolean(c.origin), (c) => `${N(c)} (origem: ${c.origin ?? ''})`],
  ['colour', freshColour, (c) => `${N(c)} na cor ${c.colour ?? ''}`],
  [
    'scent',
    (c) => Boolean(c.scent),
    (c) => `${N(c)} com ${c.kind === 'food' ? 'sabor a' : 'aroma de'} ${c.scent ?? ''}`,
  ],
];

const use = (
  id: string,
  fits: (c: PhraseContext) => boolean,
  write: (c: PhraseContext) => string,
) => closing(id, 'use', fits, write);

export const PORTUGUESE: BuiltinPhrases = {
  and: () => 'e',
  or: () => 'ou',
  openers: [
    { id: 'meet', needs: { leads: 1 }, write: (c) => `Conheça ${N(c)}: ${f1(c)}.` },
    {
      id: 'glance',
      needs: { leads: 2 },
      write: (c) => `Visão geral de ${N(c)}: ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'noun-with',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'indef'))} com ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'é', 'são')} ${np(c, 'indef')} com ${o1(c)}.`,
    },
    {
      id: 'made-from',
      needs: { material: true },
      write: (c) => `O material de ${N(c)}: ${c.material ?? ''}.`,
    },
    {
      id: 'comes-from',
      needs: { origin: true },
      write: (c) => `Origem de ${N(c)}: ${c.origin ?? ''}.`,
    },
    {
      id: 'offers',
      needs: { leads: 1, phrase: true },
      write: (c) => `Eis ${N(c)}, com ${o1(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Descubra ${N(c)}, ${np(c, 'indef')} com ${o1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} com ${o1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Apresentamos ${N(c)}, com ${o1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Procura ${np(c, 'indef')} com ${o1(c)}? Descubra ${N(c)}.`,
    },
    {
      id: 'colon-list',
      needs: { leads: 3 },
      write: (c) => `${N(c)}: ${f1(c)}, ${f2(c)} e ${f3(c)}.`,
    },
    { id: 'dash', needs: { leads: 1 }, write: (c) => `${N(c)} – ${f1(c)}.` },
    {
      id: 'closer-look',
      needs: { leads: 2 },
      write: (c) => `Um olhar atento a ${N(c)}: ${f1(c)} e ${f2(c)}.`,
    },
    { id: 'picture', needs: { leads: 1 }, write: (c) => `Imagine ${N(c)}: ${f1(c)}.` },
    {
      id: 'measures',
      needs: { measure: true },
      write: (c) => `${N(c)} ${v(c, 'mede', 'medem')} ${c.measure ?? ''}.`,
    },
    {
      id: 'holds',
      needs: { capacity: true },
      write: (c) => `${N(c)} ${v(c, 'tem', 'têm')} capacidade para ${c.capacity ?? ''}.`,
    },
    {
      id: 'wear',
      needs: { leads: 1, kinds: ['apparel', 'footwear', 'jewelry'] },
      write: (c) => `Use ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'carry',
      needs: { leads: 1, concepts: ['bag', 'backpack', 'wallet'] },
      write: (c) => `Leve ${N(c)} consigo: ${f1(c)}.`,
    },
    {
      id: 'play',
      needs: { leads: 1, kinds: ['toys'] },
      write: (c) => `Brinque com ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'taste',
      needs: { leads: 1, kinds: ['food'] },
      write: (c) => `Prove ${N(c)}: ${f1(c)}.`,
    },
    { id: 'choose', needs: { leads: 1 }, write: (c) => `Escolha ${N(c)}: ${f1(c)}.` },
    {
      id: 'spotlight',
      needs: { leads: 1 },
      write: (c) => `Em destaque: ${N(c)}. ${cap(f1(c))}.`,
    },
    { id: 'in-brief', needs: { leads: 1 }, write: (c) => `${N(c)} em resumo: ${f1(c)}.` },
    {
      id: 'why',
      needs: { leads: 1 },
      write: (c) => `Porquê escolher ${N(c)}? ${cap(f1(c))}.`,
    },
    {
      id: 'start-with',
      needs: { leads: 1 },
      write: (c) => `Comecemos por ${N(c)}: ${f1(c)}.`,
    },
    {
      id: 'introducing-colon',
      needs: { leads: 1 },
      write: (c) => `Apresentação de ${N(c)}: ${f1(c)}.`,
    },
    { id: 'discover-colon', needs: { leads: 1 }, write: (c) => `Descubra ${N(c)}: ${f1(c)}.` },
    {
      id: 'simply-put',
      needs: { leads: 1 },
      write: (c) => `${N(c)}, em poucas palavras: ${f1(c)}.`,
    },
    { id: 'about', needs: { leads: 1 }, write: (c) => `Sobre ${N(c)}: ${f1(c)}.` },
    {
      id: 'worth-a-look',
      needs: { leads: 1 },
      write: (c) => `Vale a pena conhecer: ${N(c)}. ${cap(f1(c))}.`,
    },
    {
      id: 'what-you-get',
      needs: { leads: 1 },
      write: (c) => `Com ${N(c)}, você tem: ${f1(c)}.`,
    },
    {
      id: 'all-about',
      needs: { leads: 2 },
      write: (c) => `Tudo sobre ${N(c)}: ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'first-things',
      needs: { leads: 1, phrase: true },
      write: (c) => `Antes de mais: ${N(c)}, com ${o1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `Em suma: ${N(c)}, com ${o1(c)}.`,
    },
    {
      id: 'dem-shows',
      needs: { leads: 2, noun: true },
      write: (c) => `O que distingue ${np(c, 'dem')}: ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'dem-offers',
      needs: { leads: 1, noun: true },
      write: (c) => `O que ${np(c, 'dem')} ${oferece(c)}: ${f1(c)}.`,
    },
    { id: 'say-hello', needs: { leads: 1 }, write: (c) => `Diga olá a ${N(c)}: ${f1(c)}.` },
    {
      id: 'first-look',
      needs: { leads: 1 },
      write: (c) => `Primeiro olhar sobre ${N(c)}: ${f1(c)}.`,
    },
    { id: 'at-heart', needs: { leads: 1 }, write: (c) => `No coração de ${N(c)}: ${f1(c)}.` },
    { id: 'quick-facts', needs: { leads: 1 }, write: (c) => `${N(c)} em poucas linhas: ${f1(c)}.` },
    {
      id: 'notice',
      needs: { leads: 1 },
      write: (c) => `O que se nota primeiro em ${N(c)}: ${f1(c)}.`,
    },
    { id: 'take-a-look', needs: { leads: 1 }, write: (c) => `Veja de perto ${N(c)}: ${f1(c)}.` },
    { id: 'get-to-know', needs: { leads: 1 }, write: (c) => `Fique a conhecer ${N(c)}: ${f1(c)}.` },
    { id: 'in-focus', needs: { leads: 1 }, write: (c) => `${N(c)} à lupa: ${f1(c)}.` },
    { id: 'overview', needs: { leads: 1 }, write: (c) => `Retrato de ${N(c)}: ${f1(c)}.` },
    { id: 'name-meet', needs: { leads: 0 }, write: (c) => `Conheça ${N(c)}.` },
    { id: 'name-introducing', needs: { leads: 0 }, write: (c) => `Descubra ${N(c)}.` },
    { id: 'name-presenting', needs: { leads: 0 }, write: (c) => `Apresentamos ${N(c)}.` },
    { id: 'name-this-is', needs: { leads: 0 }, write: (c) => `Eis ${N(c)}.` },
  ],
  groups: {
    feature: [
      (_c, list) => `Destaques: ${list.text}.`,
      (c, list) => (c.style === 'technical' ? `Especificações: ${list.text}.` : null),
      (_c, list) => `Principais características: ${list.text}.`,
      (_c, list) => `A reter: ${list.text}.`,
      (c, list) => (c.noun ? `O que ${np(c, 'dem')} também ${oferece(c)}: ${list.text}.` : null),
    ],
    quality: [
      (_c, list) => `Propriedades: ${list.text}.`,
      (_c, list) => `Além do mais: ${list.text}.`,
    ],
    material: [
      (c, list) => `${materialLabel(LABELS, c, list.count)}: ${list.text}.`,
      (c, list) =>
        c.noun && !list.selfLed && !INGREDIENT_KINDS.includes(c.kind)
          ? `${cap(agreeing(c, { m: 'feito', f: 'feita', mpl: 'feitos', fpl: 'feitas' }))} em ${list.text}.`
          : null,
    ],
    finish: [
      (_c, list) => (repeats(LABELS.finish, list.text) ? null : `${LABELS.finish}: ${list.text}.`),
    ],
    scent: [(c, list) => `${c.kind === 'food' ? LABELS.flavour : LABELS.scent}: ${list.text}.`],
    colour: [
      (_c, list) =>
        `${list.entries.some((entry) => /,|\sou\s/.test(entry)) ? LABELS.colours : LABELS.colour}: ${list.text}.`,
      (_c, list) => `Disponível em ${list.text}.`,
    ],
    measure: [
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[list.measure ?? 'other']} de ${N(c)}: ${list.text}.`,
    ],
    size: [(c, list) => sizeSentence(LABELS, c, list, ':')],
    care: [(_c, list) => `Cuidados: ${list.text}.`, (_c, list) => `Como cuidar: ${list.text}.`],
    origin: [
      (_c, list) =>
        list.entries.every((entry) => /\s(?:in|en)\s+\p{Lu}/u.test(entry))
          ? `Origem: ${list.text}.`
          : `${cap(list.text)}.`,
    ],
    age: [(_c, list) => `${cap(list.text)}.`],
    pack: [(_c, list) => `Embalagem: ${list.text}.`],
    included: [(_c, list) => `${cap(list.text)}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${PORTUGUESE.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Além disso: ${piece.text}.`,
      (_c, piece) => `Outro detalhe: ${piece.text}.`,
      (c, piece) =>
        c.noun
          ? `${cap(np(c, 'dem'))} também ${oferece(c)}: ${piece.text}.`
          : `E ainda: ${piece.text}.`,
    ],
    adjective: [
      (_c, piece) => `Além disso: ${piece.text}.`,
      (_c, piece) => `E ainda: ${piece.text}.`,
    ],
    statement: [(_c, piece) => `${cap(piece.text)}.`],
  },
  bulletLabel: (c, piece) => labelFor(LABELS, c, piece),
  audienceLead: {
    b2b: 'Para empresas',
    b2c: 'É bom saber',
    millennials: 'Vale saber',
    'gen-z': 'Os detalhes',
    professionals: 'Para profissionais',
    parents: 'Para os pais',
    'tech-savvy': 'Em detalhe',
  },
  price: (_c, amount) => [`Preço: ${amount}.`, `Por ${amount}.`],
  sku: (_c, sku) => [`Código: ${sku}.`, `SKU: ${sku}.`],
  closings: [
    ...crossed(CLOSING_VERBS, CLOSING_OBJECTS),
    use('your-size', sizeRange, (c) => `Encomende ${yours(c)} no seu tamanho.`),
    use('wardrobe', kindIs('apparel'), (c) => `Junte ${N(c)} ao seu guarda-roupa.`),
    use('outfit', kindIs('apparel'), (c) => `Crie o seu próximo visual em torno de ${N(c)}.`),
    use('step-into', kindIs('footwear'), (c) => `Calce ${N(c)} e saia à rua.`),
    use('out-walking', kindIs('footwear'), (c) => `Saia para passear com ${N(c)}.`),
    use('jewellery-box', kindIs('jewelry'), (c) => `Junte ${N(c)} à sua caixa de joias.`),
    use(
      'gift-or-self',
      kindIs('jewelry', 'beauty'),
      (c) => `Encomende ${N(c)} para si ou para oferecer.`,
    ),
    use('take-along', kindIs('bags'), (c) => `Leve ${N(c)} consigo para todo o lado.`),
    use('day-out', kindIs('bags'), (c) => `Leve ${N(c)} no seu próximo passeio.`),
    use('kitchen', kindIs('kitchen'), (c) => `Leve ${N(c)} para a sua cozinha.`),
    use('table', usedFor('table'), (c) => `Ponha ${N(c)} na sua mesa.`),
    use(
      'next-cup',
      conceptIs('mug', 'cup', 'teapot'),
      (c) => `Desfrute da próxima chávena com ${N(c)}.`,
    ),
    use('brew', conceptIs('tea', 'coffee'), (c) => `Prepare a sua próxima chávena com ${N(c)}.`),
    use('cook', usedFor('cook'), (c) => `Cozinhe a sua próxima refeição com ${N(c)}.`),
    use('home-place', kindIs('home'), (c) => `Dê a ${N(c)} um lugar em sua casa.`),
    use('living-room', kindIs('home'), (c) => `Leve ${N(c)} para a sua sala.`),
    use('home-textile', kindIs('textiles'), (c) => `Leve ${N(c)} para casa.`),
    use('bathroom', usedFor('bath'), (c) => `Junte ${N(c)} à sua casa de banho.`),
    use('sofa', usedFor('sofa'), (c) => `Ponha ${N(c)} no sofá ou na cama.`),
    use('make-room', kindIs('furniture'), (c) => `Abra espaço para ${N(c)}.`),
    use('furnish', kindIs('furniture'), (c) => `Decore o seu espaço com ${N(c)}.`),
    use('setup', kindIs('electronics'), (c) => `Junte ${N(c)} ao seu equipamento.`),
    use('everyday-kit', kindIs('electronics'), (c) => `Leve ${N(c)} consigo todos os dias.`),
    use('routine', kindIs('beauty'), (c) => `Junte ${N(c)} à sua rotina.`),
    use(
      'bathroom-shelf',
      kindIs('beauty'),
      (c) => `Dê a ${N(c)} um lugar na prateleira da casa de banho.`,
    ),
    use('desk', kindIs('stationery'), (c) => `Ponha ${N(c)} na sua secretária.`),
    use('write', usedFor('write'), (c) => `Comece a escrever com ${N(c)}.`),
    use('playroom', kindIs('toys'), (c) => `Leve ${N(c)} para a sala de brincar.`),
    use('little-one', kindIs('toys', 'baby'), (c) => `Encomende ${N(c)} para o seu pequeno.`),
    use('changing-bag', kindIs('baby'), (c) => `Guarde ${N(c)} na bolsa de muda.`),
    use(
      'for-pet',
      kindIs('pets'),
      (c) =>
        `Encomende ${N(c)} para o seu ${{ dog: 'cão', cat: 'gato', pet: 'animal' }[petOf(c)]}.`,
    ),
    use('walk', usedFor('walk'), (c) => `Leve ${N(c)} no próximo passeio.`),
    use('hike', usedFor('hike'), (c) => `Leve ${N(c)} na sua próxima caminhada.`),
    use(
      'outdoors',
      usedFor('outdoors'),
      (c) => `Leve ${N(c)} na sua próxima aventura ao ar livre.`,
    ),
    use('workout', usedFor('workout'), (c) => `Leve ${N(c)} para o próximo treino.`),
    use('kit-bag', kindIs('sports'), (c) => `Ponha ${N(c)} no seu saco de desporto.`),
    use('travel', usedFor('travel'), (c) => `Leve ${N(c)} na sua próxima viagem.`),
    use(
      'garden',
      (c) => c.kind === 'garden' && c.conceptId !== 'plant',
      (c) => `Ofereça ${N(c)} ao seu jardim.`,
    ),
    use('home-plant', conceptIs('plant'), (c) => `Encontre um cantinho em casa para ${N(c)}.`),
    use('sow', usedFor('sow'), (c) => `Semeie ${N(c)} nesta estação.`),
    use('pantry', kindIs('food'), (c) => `Abasteça a sua despensa com ${N(c)}.`),
    use('bookshelf', kindIs('books'), (c) => `Junte ${N(c)} à sua estante.`),
    use('voucher', usedFor('gift'), (c) => `Ofereça ${N(c)} a quem gosta de escolher.`),
    use('kitchen-everyday', kindIs('kitchen'), (c) => `Faça de ${N(c)} um básico da sua cozinha.`),
    use('interior', kindIs('home'), (c) => `Integre ${N(c)} na sua decoração.`),
    use('within-reach', kindIs('electronics'), (c) => `Tenha ${N(c)} sempre à mão.`),
    use('home-textiles', kindIs('textiles'), (c) => `Junte ${N(c)} aos seus têxteis para o lar.`),
  ],
  bulletIntro: [
    (c) => `O que ${c.noun ? np(c, 'dem') : N(c)} ${oferece(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} em resumo:`,
  ],
};
