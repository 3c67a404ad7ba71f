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
const [f1, f2, f3] = [0, 1, 2].map((i) => (c: PhraseContext) => c.leads[i] ?? '');
const oferece = (c: PhraseContext) => v(c, 'oferece', 'oferecem');
/** 'a sua caneca' / 'as suas meias', else the name. */
const yours = (c: PhraseContext) => (c.noun ? np(c, 'poss') : N(c));

const MEASURE_LABEL: Record<MeasureKind, string> = {
  capacity: 'Capacidade',
  weight: 'Peso',
  dimensions: 'Dimensões',
  size: 'Tamanho',
  other: 'Medidas',
};

export const PORTUGUESE: BuiltinPhrases = {
  and: () => 'e',
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
      write: (c) => `${cap(np(c, 'indef'))} com ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'is-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${N(c)} ${v(c, 'é', 'são')} ${np(c, 'indef')} com ${f1(c)}.`,
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
      write: (c) => `${N(c)} ${oferece(c)} ${f1(c)}.`,
    },
    {
      id: 'features',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'reúne', 'reúnem')} ${f1(c)} e ${f2(c)}.`,
    },
    {
      id: 'together',
      needs: { leads: 2, phrase: true },
      write: (c) => `${N(c)} ${v(c, 'combina', 'combinam')} ${f1(c)} com ${f2(c)}.`,
    },
    {
      id: 'discover',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Descubra ${N(c)}, ${np(c, 'indef')} com ${f1(c)}.`,
    },
    {
      id: 'your-noun',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `${cap(np(c, 'poss'))} com ${f1(c)}: ${N(c)}.`,
    },
    {
      id: 'presenting',
      needs: { leads: 1, phrase: true },
      write: (c) => `Apresentamos ${N(c)}, com ${f1(c)}.`,
    },
    {
      id: 'looking-for',
      needs: { leads: 1, phrase: true, noun: true },
      write: (c) => `Procura ${np(c, 'indef')} com ${f1(c)}? Descubra ${N(c)}.`,
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
      write: (c) => `Antes de mais: ${N(c)} ${oferece(c)} ${f1(c)}.`,
    },
    {
      id: 'in-short',
      needs: { leads: 1, phrase: true },
      write: (c) => `Em suma, ${N(c)} ${oferece(c)} ${f1(c)}.`,
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
    material: [(_c, list) => `Material: ${list.text}.`, (_c, list) => `Materiais: ${list.text}.`],
    measure: [
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]}: ${list.text}.`,
      (c, list) => `${MEASURE_LABEL[measureKind(c, list)]} de ${N(c)}: ${list.text}.`,
    ],
    care: [(_c, list) => `Cuidados: ${list.text}.`, (_c, list) => `Como cuidar: ${list.text}.`],
    origin: [(_c, list) => `Origem: ${list.text}.`],
    included: [(_c, list) => `Inclui: ${list.text}.`, (_c, list) => `Na embalagem: ${list.text}.`],
    variation: [(_c, list) => `${cap(list.text)}.`],
    notes: [(c, list) => `${PORTUGUESE.audienceLead[c.audience]}: ${list.text}.`],
  },
  pieceSentence: {
    phrase: [
      (_c, piece) => `Além disso: ${piece}.`,
      (_c, piece) => `Outro detalhe: ${piece}.`,
      (c, piece) =>
        c.noun ? `${cap(np(c, 'dem'))} também ${oferece(c)}: ${piece}.` : `E ainda: ${piece}.`,
    ],
    adjective: [(_c, piece) => `Além disso: ${piece}.`, (_c, piece) => `E ainda: ${piece}.`],
    statement: [(_c, piece) => `${cap(piece)}.`],
  },
  bulletLabels: {
    material: () => 'Material',
    measure: (c) => (c.kind === 'apparel' || c.kind === 'footwear' ? 'Tamanho' : 'Medidas'),
    care: () => 'Cuidados',
    included: () => 'Inclui',
  },
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
  cta: {
    persuasive: [
      (c) => `Encomende ${yours(c)} hoje.`,
      (c) => `Garanta ${N(c)} hoje e veja a diferença.`,
    ],
    informative: [
      (c) => `Adicione ${N(c)} ao carrinho.`,
      (c) => `Adicione ${yours(c)} ao carrinho quando precisar.`,
    ],
    exciting: [
      (c) => `Garanta já ${yours(c)}!`,
      (c) => `Não espere: ${N(c)} ${v(c, 'está', 'estão')} à sua espera!`,
    ],
    trustworthy: [
      (c) => `Encomende ${N(c)} hoje com toda a confiança.`,
      (c) => `Faça a sua encomenda de ${N(c)} com confiança.`,
    ],
    friendly: [
      (c) => `Mime-se com ${N(c)} hoje.`,
      (c) => `Leve ${yours(c)} hoje, vai ficar feliz com a escolha.`,
    ],
    authoritative: [
      (c) => `Escolha ${N(c)} e acerte à primeira.`,
      (c) => `Aposte hoje em ${N(c)}.`,
    ],
    conversational: [
      (c) => `Que tal adicionar ${N(c)} ao carrinho hoje?`,
      (c) => `Gostou de ${N(c)}? Adicione ${yours(c)} ao carrinho.`,
    ],
  },
  bulletIntro: [
    (c) => `O que ${c.noun ? np(c, 'dem') : N(c)} ${oferece(c)}:`,
    (c) => `${c.noun ? cap(np(c, 'dem')) : N(c)} em resumo:`,
  ],
};
