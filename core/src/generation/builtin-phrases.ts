import type { Language, TargetAudience, Tone, WritingStyle } from '../prompt/options';

/**
 * The connecting phrases of the builtin writer, per output language. They carry no facts
 * (no numbers, units or materials): every fact in a builtin description comes from the item.
 */
export interface BuiltinPhrases {
  /** The opening sentence, per writing style, around the product name. */
  opener: Record<WritingStyle, (name: string) => string>;
  /** What leads into the list of details, per writing style. */
  featuresLead: Record<WritingStyle, string>;
  notesLead: string;
  /** The word joining the last two entries of a list. */
  and: string;
  /** A sentence naming who the product suits. */
  audience: Record<TargetAudience, string>;
  industry: (industry: string) => string;
  price: (price: string) => string;
  sku: (sku: string) => string;
  /** The call to action, per tone. */
  cta: Record<Tone, string>;
}

const ENGLISH: BuiltinPhrases = {
  opener: {
    professional: (name) => `The ${name} brings dependable quality to your daily routine.`,
    casual: (name) => `Meet the ${name}, an easy favourite you will reach for again and again.`,
    luxury: (name) =>
      `Discover the ${name}, a refined choice for those who appreciate the finer things.`,
    technical: (name) => `The ${name} is specified as follows.`,
    creative: (name) =>
      `Picture the ${name} as the spark that turns an ordinary day into a better one.`,
    minimalist: (name) => `${name}.`,
  },
  featuresLead: {
    professional: 'Key features: ',
    casual: 'What you get: ',
    luxury: 'Its refinements include ',
    technical: 'Specifications: ',
    creative: 'Imagine ',
    minimalist: '',
  },
  notesLead: 'Good to know: ',
  and: 'and',
  audience: {
    b2b: 'A sound choice for businesses and their teams.',
    b2c: 'A great pick for your home and everyday life.',
    millennials: 'Made for the way you live and share your life today.',
    'gen-z': 'It fits your style and the way you do things.',
    professionals: 'Built for professionals who value their time.',
    parents: 'A practical choice for parents and the whole family.',
    'tech-savvy': 'For those who care about the details and how things work.',
  },
  industry: (industry) => `A fit for the ${industry} industry.`,
  price: (price) => `Price: ${price}.`,
  sku: (sku) => `SKU: ${sku}.`,
  cta: {
    persuasive: 'Order yours today and see the difference for yourself.',
    informative: 'Add it to your cart when it suits your needs.',
    exciting: 'Grab yours now and get started!',
    trustworthy: 'Order with confidence today.',
    friendly: 'Pick one up today, you will be glad you did.',
    authoritative: 'Choose it today and get it right the first time.',
    conversational: 'Why not add one to your cart today?',
  },
};

const SPANISH: BuiltinPhrases = {
  opener: {
    professional: (name) => `El ${name} aporta una calidad fiable a tu rutina de cada día.`,
    casual: (name) => `Te presentamos el ${name}, un favorito que vas a usar una y otra vez.`,
    luxury: (name) => `Descubre el ${name}, una elección refinada para los que aprecian lo mejor.`,
    technical: (name) => `El ${name} se especifica de la siguiente manera.`,
    creative: (name) =>
      `Imagina el ${name} como la chispa que convierte un día normal en uno mejor.`,
    minimalist: (name) => `${name}.`,
  },
  featuresLead: {
    professional: 'Características principales: ',
    casual: 'Lo que te llevas: ',
    luxury: 'Sus detalles incluyen ',
    technical: 'Especificaciones: ',
    creative: 'Imagina ',
    minimalist: '',
  },
  notesLead: 'Para que lo sepas: ',
  and: 'y',
  audience: {
    b2b: 'Una buena elección para las empresas y sus equipos.',
    b2c: 'Una gran opción para tu casa y para el día a día.',
    millennials: 'Pensado para tu forma de vivir y de compartir la vida.',
    'gen-z': 'Va con tu estilo y con tu forma de hacer las cosas.',
    professionals: 'Pensado para los profesionales que valoran su tiempo.',
    parents: 'Una elección práctica para los padres y para toda la familia.',
    'tech-savvy': 'Para los que se fijan en los detalles y en cómo funcionan las cosas.',
  },
  industry: (industry) => `Ideal para el sector de ${industry}.`,
  price: (price) => `Precio: ${price}.`,
  sku: (sku) => `SKU: ${sku}.`,
  cta: {
    persuasive: 'Pide el tuyo hoy y comprueba la diferencia.',
    informative: 'Añádelo a tu carrito cuando lo necesites.',
    exciting: '¡Consigue el tuyo ya y empieza hoy!',
    trustworthy: 'Haz tu pedido hoy con toda la confianza.',
    friendly: 'Llévate el tuyo hoy, te va a encantar.',
    authoritative: 'Elígelo hoy y acierta a la primera.',
    conversational: '¿Por qué no lo añades hoy a tu carrito?',
  },
};

const FRENCH: BuiltinPhrases = {
  opener: {
    professional: (name) => `Le ${name} apporte une qualité fiable à votre quotidien.`,
    casual: (name) => `Voici le ${name}, un favori que vous allez utiliser encore et encore.`,
    luxury: (name) =>
      `Découvrez le ${name}, un choix raffiné pour ceux qui aiment les belles choses.`,
    technical: (name) => `Le ${name} se présente comme suit.`,
    creative: (name) =>
      `Imaginez le ${name} comme la petite étincelle qui rend chaque journée plus belle.`,
    minimalist: (name) => `${name}.`,
  },
  featuresLead: {
    professional: 'Points clés : ',
    casual: 'Ce que vous avez : ',
    luxury: 'Ses raffinements comprennent ',
    technical: 'Caractéristiques : ',
    creative: 'Imaginez ',
    minimalist: '',
  },
  notesLead: 'Bon à savoir : ',
  and: 'et',
  audience: {
    b2b: 'Un choix sûr pour les entreprises et leurs équipes.',
    b2c: 'Un excellent choix pour votre maison et pour la vie de tous les jours.',
    millennials: 'Pensé pour votre façon de vivre et de partager.',
    'gen-z': 'Il va avec votre style et votre façon de faire.',
    professionals: 'Conçu pour les professionnels qui tiennent à leur temps.',
    parents: 'Un choix pratique pour les parents et toute la famille.',
    'tech-savvy': 'Pour ceux qui aiment les détails et savoir comment les choses fonctionnent.',
  },
  industry: (industry) => `Adapté au secteur de ${industry}.`,
  price: (price) => `Prix : ${price}.`,
  sku: (sku) => `Référence : ${sku}.`,
  cta: {
    persuasive: 'Commandez le vôtre dès aujourd’hui et voyez la différence.',
    informative: 'Ajoutez-le à votre panier quand vous en avez besoin.',
    exciting: 'Craquez dès maintenant pour le vôtre !',
    trustworthy: 'Commandez en toute confiance dès aujourd’hui.',
    friendly: 'Offrez-vous le vôtre aujourd’hui, vous ne le regretterez pas.',
    authoritative: 'Choisissez-le aujourd’hui et faites le bon choix dès le départ.',
    conversational: 'Pourquoi ne pas l’ajouter à votre panier dès aujourd’hui ?',
  },
};

const GERMAN: BuiltinPhrases = {
  opener: {
    professional: (name) => `Das ${name} bringt verlässliche Qualität in Ihren Alltag.`,
    casual: (name) => `Das ist das ${name}, ein Liebling, zu dem du immer wieder greifst.`,
    luxury: (name) =>
      `Entdecken Sie das ${name}, eine edle Wahl für alle, die das Besondere schätzen.`,
    technical: (name) => `Das ${name} ist wie folgt ausgestattet.`,
    creative: (name) =>
      `Stell dir das ${name} als den Funken vor, der aus einem normalen Tag einen besseren macht.`,
    minimalist: (name) => `${name}.`,
  },
  featuresLead: {
    professional: 'Die wichtigsten Merkmale: ',
    casual: 'Das bekommst du: ',
    luxury: 'Zu den Feinheiten gehören ',
    technical: 'Technische Daten: ',
    creative: 'Stell dir vor: ',
    minimalist: '',
  },
  notesLead: 'Gut zu wissen: ',
  and: 'und',
  audience: {
    b2b: 'Eine gute Wahl für Unternehmen und ihre Teams.',
    b2c: 'Eine tolle Wahl für das Zuhause und den Alltag.',
    millennials: 'Gemacht für die Art, wie du heute lebst und teilst.',
    'gen-z': 'Es passt zu deinem Stil und zu der Art, wie du die Dinge machst.',
    professionals: 'Für Profis, die ihre Zeit zu schätzen wissen.',
    parents: 'Eine praktische Wahl für Eltern und die ganze Familie.',
    'tech-savvy': 'Für alle, denen die Details und die Technik wichtig sind.',
  },
  industry: (industry) => `Passend für die Branche ${industry}.`,
  price: (price) => `Preis: ${price}.`,
  sku: (sku) => `Artikelnummer: ${sku}.`,
  cta: {
    persuasive: 'Bestellen Sie es noch heute und überzeugen Sie sich selbst.',
    informative: 'Legen Sie es in den Warenkorb, wenn es zu Ihnen passt.',
    exciting: 'Hol es dir jetzt und leg gleich los!',
    trustworthy: 'Bestellen Sie noch heute mit einem guten Gefühl.',
    friendly: 'Hol es dir noch heute, du wirst es nicht bereuen.',
    authoritative: 'Entscheiden Sie sich noch heute für die richtige Wahl.',
    conversational: 'Warum legst du es nicht gleich in den Warenkorb?',
  },
};

const ITALIAN: BuiltinPhrases = {
  opener: {
    professional: (name) =>
      `Il ${name} porta una qualità affidabile nella tua routine di ogni giorno.`,
    casual: (name) => `Ecco il ${name}, un preferito che userai ancora e ancora.`,
    luxury: (name) => `Scopri il ${name}, una scelta raffinata per chi ama le cose belle.`,
    technical: (name) => `Il ${name} è specificato come segue.`,
    creative: (name) =>
      `Immagina il ${name} come la scintilla che rende una giornata normale una giornata migliore.`,
    minimalist: (name) => `${name}.`,
  },
  featuresLead: {
    professional: 'Caratteristiche principali: ',
    casual: 'Cosa ottieni: ',
    luxury: 'Le sue raffinatezze comprendono ',
    technical: 'Specifiche: ',
    creative: 'Immagina ',
    minimalist: '',
  },
  notesLead: 'Buono a sapersi: ',
  and: 'e',
  audience: {
    b2b: 'Una scelta solida per le aziende e per i loro team.',
    b2c: 'Una scelta ideale per la tua casa e per la vita di ogni giorno.',
    millennials: 'Pensato per il tuo modo di vivere e di condividere.',
    'gen-z': 'Si adatta al tuo stile e al tuo modo di fare le cose.',
    professionals: 'Pensato per i professionisti che danno valore al loro tempo.',
    parents: 'Una scelta pratica per i genitori e per tutta la famiglia.',
    'tech-savvy': 'Per chi cura i dettagli e vuole sapere come funzionano le cose.',
  },
  industry: (industry) => `Adatto al settore ${industry}.`,
  price: (price) => `Prezzo: ${price}.`,
  sku: (sku) => `Codice: ${sku}.`,
  cta: {
    persuasive: 'Ordina il tuo oggi e scopri la differenza.',
    informative: 'Aggiungilo al carrello quando ne hai bisogno.',
    exciting: 'Prendi il tuo adesso e inizia subito!',
    trustworthy: 'Ordina oggi con tutta la fiducia.',
    friendly: 'Prendi il tuo oggi, sarai contento di averlo fatto.',
    authoritative: 'Sceglilo oggi e fai la scelta giusta al primo colpo.',
    conversational: 'Perché non aggiungerlo al carrello oggi?',
  },
};

const PORTUGUESE: BuiltinPhrases = {
  opener: {
    professional: (name) =>
      `O ${name} traz uma qualidade confiável para a sua rotina do dia a dia.`,
    casual: (name) => `Conheça o ${name}, um favorito que você vai usar sem parar.`,
    luxury: (name) => `Descubra o ${name}, uma escolha requintada para quem aprecia o melhor.`,
    technical: (name) => `O ${name} é especificado da seguinte forma.`,
    creative: (name) =>
      `Imagine o ${name} como a faísca que transforma um dia comum num dia melhor.`,
    minimalist: (name) => `${name}.`,
  },
  featuresLead: {
    professional: 'Principais características: ',
    casual: 'O que você leva: ',
    luxury: 'Os seus detalhes incluem ',
    technical: 'Especificações: ',
    creative: 'Imagine ',
    minimalist: '',
  },
  notesLead: 'É bom saber: ',
  and: 'e',
  audience: {
    b2b: 'Uma escolha sólida para as empresas e as suas equipas.',
    b2c: 'Uma ótima escolha para a sua casa e para o dia a dia.',
    millennials: 'Feito para o seu jeito de viver e de partilhar.',
    'gen-z': 'Combina com o seu estilo e com o seu jeito de fazer as coisas.',
    professionals: 'Pensado para os profissionais que valorizam o seu tempo.',
    parents: 'Uma escolha prática para os pais e para toda a família.',
    'tech-savvy': 'Para quem se importa com os detalhes e com o funcionamento das coisas.',
  },
  industry: (industry) => `Adequado ao setor de ${industry}.`,
  price: (price) => `Preço: ${price}.`,
  sku: (sku) => `Código: ${sku}.`,
  cta: {
    persuasive: 'Peça o seu hoje e veja a diferença.',
    informative: 'Adicione-o ao carrinho quando precisar.',
    exciting: 'Garanta já o seu e comece hoje!',
    trustworthy: 'Faça o seu pedido hoje com toda a confiança.',
    friendly: 'Leve o seu hoje, vai ficar feliz com a escolha.',
    authoritative: 'Escolha-o hoje e acerte à primeira.',
    conversational: 'Que tal adicioná-lo ao carrinho hoje?',
  },
};

const DUTCH: BuiltinPhrases = {
  opener: {
    professional: (name) => `De ${name} brengt betrouwbare kwaliteit in je dagelijkse routine.`,
    casual: (name) => `Maak kennis met de ${name}, een favoriet die je steeds weer pakt.`,
    luxury: (name) => `Ontdek de ${name}, een verfijnde keuze voor wie van het mooiste houdt.`,
    technical: (name) => `De ${name} is als volgt uitgerust.`,
    creative: (name) => `Zie de ${name} als de vonk die van een gewone dag een betere dag maakt.`,
    minimalist: (name) => `${name}.`,
  },
  featuresLead: {
    professional: 'De belangrijkste kenmerken: ',
    casual: 'Dit krijg je: ',
    luxury: 'De verfijningen zijn onder meer ',
    technical: 'Specificaties: ',
    creative: 'Stel je voor: ',
    minimalist: '',
  },
  notesLead: 'Goed om te weten: ',
  and: 'en',
  audience: {
    b2b: 'Een goede keuze voor bedrijven en hun teams.',
    b2c: 'Een mooie keuze voor je huis en voor elke dag.',
    millennials: 'Gemaakt voor de manier waarop je nu leeft en deelt.',
    'gen-z': 'Het past bij je stijl en bij hoe jij de dingen doet.',
    professionals: 'Gemaakt voor professionals die hun tijd waarderen.',
    parents: 'Een praktische keuze voor ouders en het hele gezin.',
    'tech-savvy': 'Voor wie let op de details en wil weten hoe het werkt.',
  },
  industry: (industry) => `Geschikt voor de sector ${industry}.`,
  price: (price) => `Prijs: ${price}.`,
  sku: (sku) => `Artikelnummer: ${sku}.`,
  cta: {
    persuasive: 'Bestel de jouwe vandaag en zie het verschil.',
    informative: 'Zet het in je winkelwagen als het bij je past.',
    exciting: 'Haal de jouwe nu en ga meteen aan de slag!',
    trustworthy: 'Bestel vandaag met een gerust gevoel.',
    friendly: 'Haal de jouwe vandaag, je zult er blij mee zijn.',
    authoritative: 'Kies er vandaag voor en maak in een keer de juiste keuze.',
    conversational: 'Waarom zet je het niet vandaag in je winkelwagen?',
  },
};

export const BUILTIN_PHRASES: Record<Language, BuiltinPhrases> = {
  English: ENGLISH,
  Spanish: SPANISH,
  French: FRENCH,
  German: GERMAN,
  Italian: ITALIAN,
  Portuguese: PORTUGUESE,
  Dutch: DUTCH,
};
