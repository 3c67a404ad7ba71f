import type { Language } from '../shared/prompt-options';

/**
 * The product nouns the builtin writer knows, in its seven output languages, with gender and
 * number: they let a German or French sentence say "diese Socken" or "ces chaussettes" with
 * the right article and verb while the product's own name stays as the seller wrote it. The
 * kind groups nouns into sentence plans (what to say first, which verb fits: socks are worn,
 * a book is read).
 */
export const PRODUCT_KINDS = [
  'apparel',
  'footwear',
  'jewelry',
  'bags',
  'kitchen',
  'home',
  'textiles',
  'furniture',
  'electronics',
  'beauty',
  'stationery',
  'toys',
  'baby',
  'pets',
  'sports',
  'garden',
  'food',
  'books',
  'general',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** m/f/n: German, French, Spanish, Italian, Portuguese genders; de/het: Dutch articles. */
export type Gender = 'm' | 'f' | 'n' | 'de' | 'het';

export interface NounEntry {
  sg: string;
  pl: string;
  gender: Gender;
  /** One product is named in the plural in this language (socks, earrings, trousers). */
  unitPlural: boolean;
}

export interface Concept {
  id: string;
  kind: ProductKind;
  forms: Record<Language, NounEntry>;
  /** More English spellings that name it ('tee|tees'): matched, never written. */
  also: string[];
}

type Row = [
  id: string,
  kind: ProductKind,
  en: string,
  de: string,
  fr: string,
  es: string,
  it: string,
  pt: string,
  nl: string,
  also?: string,
];

// 'singular|plural|gender' ('|pl' when one product takes the plural); English has no gender.
// prettier-ignore
const ROWS: Row[] = [
  ['tshirt', 'apparel', 't-shirt|t-shirts', 'T-Shirt|T-Shirts|n', 't-shirt|t-shirts|m', 'camiseta|camisetas|f', 'maglietta|magliette|f', 'camiseta|camisetas|f', 'T-shirt|T-shirts|het', 'tee|tees|tshirt|tshirts'],
  ['shirt', 'apparel', 'shirt|shirts', 'Hemd|Hemden|n', 'chemise|chemises|f', 'camisa|camisas|f', 'camicia|camicie|f', 'camisa|camisas|f', 'overhemd|overhemden|het', 'blouse|blouses'],
  ['sweater', 'apparel', 'sweater|sweaters', 'Pullover|Pullover|m', 'pull|pulls|m', 'suéter|suéteres|m', 'maglione|maglioni|m', 'suéter|suéteres|m', 'trui|truien|de', 'jumper|jumpers|pullover|pullovers|sweatshirt|sweatshirts|cardigan|cardigans'],
  ['hoodie', 'apparel', 'hoodie|hoodies', 'Hoodie|Hoodies|m', 'sweat à capuche|sweats à capuche|m', 'sudadera|sudaderas|f', 'felpa|felpe|f', 'moletom|moletons|m', 'hoodie|hoodies|de'],
  ['dress', 'apparel', 'dress|dresses', 'Kleid|Kleider|n', 'robe|robes|f', 'vestido|vestidos|m', 'vestito|vestiti|m', 'vestido|vestidos|m', 'jurk|jurken|de'],
  ['skirt', 'apparel', 'skirt|skirts', 'Rock|Röcke|m', 'jupe|jupes|f', 'falda|faldas|f', 'gonna|gonne|f', 'saia|saias|f', 'rok|rokken|de'],
  ['jacket', 'apparel', 'jacket|jackets', 'Jacke|Jacken|f', 'veste|vestes|f', 'chaqueta|chaquetas|f', 'giacca|giacche|f', 'jaqueta|jaquetas|f', 'jas|jassen|de', 'parka|parkas|vest|vests|gilet|gilets'],
  ['coat', 'apparel', 'coat|coats', 'Mantel|Mäntel|m', 'manteau|manteaux|m', 'abrigo|abrigos|m', 'cappotto|cappotti|m', 'casaco|casacos|m', 'mantel|mantels|de', 'raincoat|raincoats|overcoat|overcoats|trench coat|trench coats'],
  ['scarf', 'apparel', 'scarf|scarves', 'Schal|Schals|m', 'écharpe|écharpes|f', 'bufanda|bufandas|f', 'sciarpa|sciarpe|f', 'cachecol|cachecóis|m', 'sjaal|sjaals|de', 'shawl|shawls|scarfs'],
  ['hat', 'apparel', 'hat|hats', 'Mütze|Mützen|f', 'bonnet|bonnets|m', 'gorro|gorros|m', 'cappello|cappelli|m', 'gorro|gorros|m', 'muts|mutsen|de', 'beanie|beanies|cap|caps'],
  ['socks', 'apparel', 'sock|socks|pl', 'Socke|Socken|f|pl', 'chaussette|chaussettes|f|pl', 'calcetín|calcetines|m|pl', 'calzino|calzini|m|pl', 'meia|meias|f|pl', 'sok|sokken|de|pl'],
  ['gloves', 'apparel', 'glove|gloves|pl', 'Handschuh|Handschuhe|m|pl', 'gant|gants|m|pl', 'guante|guantes|m|pl', 'guanto|guanti|m|pl', 'luva|luvas|f|pl', 'handschoen|handschoenen|de|pl', 'mittens|mitten'],
  ['trousers', 'apparel', 'trousers|trousers|pl', 'Hose|Hosen|f', 'pantalon|pantalons|m', 'pantalón|pantalones|m', 'pantaloni|pantaloni|m|pl', 'calça|calças|f|pl', 'broek|broeken|de', 'pants|leggings|joggers|shorts|chinos'],
  ['jeans', 'apparel', 'jeans|jeans|pl', 'Jeans|Jeans|f', 'jean|jeans|m', 'vaquero|vaqueros|m|pl', 'jeans|jeans|m|pl', 'calça jeans|calças jeans|f', 'spijkerbroek|spijkerbroeken|de'],
  ['apron', 'apparel', 'apron|aprons', 'Schürze|Schürzen|f', 'tablier|tabliers|m', 'delantal|delantales|m', 'grembiule|grembiuli|m', 'avental|aventais|m', 'schort|schorten|het'],
  ['shoes', 'footwear', 'shoe|shoes|pl', 'Schuh|Schuhe|m|pl', 'chaussure|chaussures|f|pl', 'zapato|zapatos|m|pl', 'scarpa|scarpe|f|pl', 'sapato|sapatos|m|pl', 'schoen|schoenen|de|pl', 'sneakers|sneaker|trainers|trainer|loafers|loafer'],
  ['boots', 'footwear', 'boot|boots|pl', 'Stiefel|Stiefel|m|pl', 'botte|bottes|f|pl', 'bota|botas|f|pl', 'stivale|stivali|m|pl', 'bota|botas|f|pl', 'laars|laarzen|de|pl'],
  ['slippers', 'footwear', 'slipper|slippers|pl', 'Hausschuh|Hausschuhe|m|pl', 'chausson|chaussons|m|pl', 'zapatilla|zapatillas|f|pl', 'pantofola|pantofole|f|pl', 'chinelo|chinelos|m|pl', 'pantoffel|pantoffels|de|pl', 'sandals|sandal|flip-flops'],
  ['necklace', 'jewelry', 'necklace|necklaces', 'Halskette|Halsketten|f', 'collier|colliers|m', 'collar|collares|m', 'collana|collane|f', 'colar|colares|m', 'ketting|kettingen|de', 'choker|chokers|chain|chains'],
  ['earrings', 'jewelry', 'earring|earrings|pl', 'Ohrring|Ohrringe|m|pl', "boucle d'oreille|boucles d'oreilles|f|pl", 'pendiente|pendientes|m|pl', 'orecchino|orecchini|m|pl', 'brinco|brincos|m|pl', 'oorbel|oorbellen|de|pl', 'studs|hoops'],
  ['ring', 'jewelry', 'ring|rings', 'Ring|Ringe|m', 'bague|bagues|f', 'anillo|anillos|m', 'anello|anelli|m', 'anel|anéis|m', 'ring|ringen|de'],
  ['bracelet', 'jewelry', 'bracelet|bracelets', 'Armband|Armbänder|n', 'bracelet|bracelets|m', 'pulsera|pulseras|f', 'braccialetto|braccialetti|m', 'pulseira|pulseiras|f', 'armband|armbanden|de', 'bangle|bangles|anklet|anklets'],
  ['pendant', 'jewelry', 'pendant|pendants', 'Anhänger|Anhänger|m', 'pendentif|pendentifs|m', 'colgante|colgantes|m', 'ciondolo|ciondoli|m', 'pingente|pingentes|m', 'hanger|hangers|de', 'charm|charms|locket|lockets'],
  ['brooch', 'jewelry', 'brooch|brooches', 'Brosche|Broschen|f', 'broche|broches|f', 'broche|broches|m', 'spilla|spille|f', 'broche|broches|m', 'broche|broches|de', 'pin|pins'],
  ['watch', 'jewelry', 'watch|watches', 'Armbanduhr|Armbanduhren|f', 'montre|montres|f', 'reloj|relojes|m', 'orologio|orologi|m', 'relógio|relógios|m', 'horloge|horloges|het', 'wristwatch'],
  ['bag', 'bags', 'bag|bags', 'Tasche|Taschen|f', 'sac|sacs|m', 'bolso|bolsos|m', 'borsa|borse|f', 'bolsa|bolsas|f', 'tas|tassen|de', 'tote|totes|handbag|handbags|pouch|pouches|clutch|satchel|crossbody'],
  ['backpack', 'bags', 'backpack|backpacks', 'Rucksack|Rucksäcke|m', 'sac à dos|sacs à dos|m', 'mochila|mochilas|f', 'zaino|zaini|m', 'mochila|mochilas|f', 'rugzak|rugzakken|de', 'rucksack|rucksacks|daypack'],
  ['wallet', 'bags', 'wallet|wallets', 'Geldbörse|Geldbörsen|f', 'portefeuille|portefeuilles|m', 'cartera|carteras|f', 'portafoglio|portafogli|m', 'carteira|carteiras|f', 'portemonnee|portemonnees|de', 'purse|purses|cardholder'],
  ['belt', 'bags', 'belt|belts', 'Gürtel|Gürtel|m', 'ceinture|ceintures|f', 'cinturón|cinturones|m', 'cintura|cinture|f', 'cinto|cintos|m', 'riem|riemen|de'],
  ['sunglasses', 'bags', 'sunglasses|sunglasses|pl', 'Sonnenbrille|Sonnenbrillen|f', 'lunettes de soleil|lunettes de soleil|f|pl', 'gafas de sol|gafas de sol|f|pl', 'occhiali da sole|occhiali da sole|m|pl', 'óculos de sol|óculos de sol|m|pl', 'zonnebril|zonnebrillen|de'],
  ['case', 'electronics', 'case|cases', 'Hülle|Hüllen|f', 'coque|coques|f', 'funda|fundas|f', 'custodia|custodie|f', 'capa|capas|f', 'hoesje|hoesjes|het', 'cover|covers|sleeve|sleeves'],
  ['keychain', 'bags', 'keychain|keychains', 'Schlüsselanhänger|Schlüsselanhänger|m', 'porte-clés|porte-clés|m', 'llavero|llaveros|m', 'portachiavi|portachiavi|m', 'chaveiro|chaveiros|m', 'sleutelhanger|sleutelhangers|de', 'keyring|keyrings'],
  ['umbrella', 'bags', 'umbrella|umbrellas', 'Regenschirm|Regenschirme|m', 'parapluie|parapluies|m', 'paraguas|paraguas|m', 'ombrello|ombrelli|m', 'guarda-chuva|guarda-chuvas|m', 'paraplu|paraplu’s|de'],
  ['mug', 'kitchen', 'mug|mugs', 'Becher|Becher|m', 'mug|mugs|m', 'taza|tazas|f', 'tazza|tazze|f', 'caneca|canecas|f', 'mok|mokken|de', 'tumbler|tumblers'],
  ['cup', 'kitchen', 'cup|cups', 'Tasse|Tassen|f', 'tasse|tasses|f', 'taza|tazas|f', 'tazzina|tazzine|f', 'xícara|xícaras|f', 'kopje|kopjes|het', 'teacup|teacups'],
  ['bowl', 'kitchen', 'bowl|bowls', 'Schale|Schalen|f', 'bol|bols|m', 'cuenco|cuencos|m', 'ciotola|ciotole|f', 'tigela|tigelas|f', 'kom|kommen|de'],
  ['plate', 'kitchen', 'plate|plates', 'Teller|Teller|m', 'assiette|assiettes|f', 'plato|platos|m', 'piatto|piatti|m', 'prato|pratos|m', 'bord|borden|het', 'platter|platters|dish|dishes'],
  ['glass', 'kitchen', 'glass|glasses', 'Glas|Gläser|n', 'verre|verres|m', 'vaso|vasos|m', 'bicchiere|bicchieri|m', 'copo|copos|m', 'glas|glazen|het', 'wineglass|wineglasses'],
  ['bottle', 'kitchen', 'bottle|bottles', 'Flasche|Flaschen|f', 'bouteille|bouteilles|f', 'botella|botellas|f', 'bottiglia|bottiglie|f', 'garrafa|garrafas|f', 'fles|flessen|de', 'flask|flasks'],
  ['teapot', 'kitchen', 'teapot|teapots', 'Teekanne|Teekannen|f', 'théière|théières|f', 'tetera|teteras|f', 'teiera|teiere|f', 'bule|bules|m', 'theepot|theepotten|de', 'kettle|kettles'],
  ['pan', 'kitchen', 'pan|pans', 'Pfanne|Pfannen|f', 'poêle|poêles|f', 'sartén|sartenes|f', 'padella|padelle|f', 'frigideira|frigideiras|f', 'koekenpan|koekenpannen|de', 'skillet|skillets|saucepan|saucepans|wok|woks'],
  ['knife', 'kitchen', 'knife|knives', 'Messer|Messer|n', 'couteau|couteaux|m', 'cuchillo|cuchillos|m', 'coltello|coltelli|m', 'faca|facas|f', 'mes|messen|het'],
  ['board', 'kitchen', 'board|boards', 'Brett|Bretter|n', 'planche|planches|f', 'tabla|tablas|f', 'tagliere|taglieri|m', 'tábua|tábuas|f', 'plank|planken|de'],
  ['carafe', 'kitchen', 'carafe|carafes', 'Karaffe|Karaffen|f', 'carafe|carafes|f', 'jarra|jarras|f', 'caraffa|caraffe|f', 'jarra|jarras|f', 'karaf|karaffen|de', 'jug|jugs|pitcher|pitchers|decanter|decanters'],
  ['jar', 'kitchen', 'jar|jars', 'Vorratsglas|Vorratsgläser|n', 'bocal|bocaux|m', 'tarro|tarros|m', 'barattolo|barattoli|m', 'pote|potes|m', 'voorraadpot|voorraadpotten|de', 'canister|canisters'],
  ['coaster', 'kitchen', 'coaster|coasters', 'Untersetzer|Untersetzer|m', 'dessous-de-verre|dessous-de-verre|m', 'posavasos|posavasos|m', 'sottobicchiere|sottobicchieri|m', 'porta-copos|porta-copos|m', 'onderzetter|onderzetters|de'],
  ['candle', 'home', 'candle|candles', 'Kerze|Kerzen|f', 'bougie|bougies|f', 'vela|velas|f', 'candela|candele|f', 'vela|velas|f', 'kaars|kaarsen|de'],
  ['lamp', 'home', 'lamp|lamps', 'Lampe|Lampen|f', 'lampe|lampes|f', 'lámpara|lámparas|f', 'lampada|lampade|f', 'luminária|luminárias|f', 'lamp|lampen|de', 'lantern|lanterns|nightlight|night light|night lights'],
  ['candleholder', 'home', 'candle holder|candle holders', 'Kerzenhalter|Kerzenhalter|m', 'bougeoir|bougeoirs|m', 'candelabro|candelabros|m', 'portacandele|portacandele|m', 'castiçal|castiçais|m', 'kandelaar|kandelaars|de', 'candlestick|candlesticks|candleholder|candleholders|tealight holder|tealight holders'],
  ['vase', 'home', 'vase|vases', 'Vase|Vasen|f', 'vase|vases|m', 'jarrón|jarrones|m', 'vaso|vasi|m', 'vaso|vasos|m', 'vaas|vazen|de'],
  ['cushion', 'textiles', 'cushion|cushions', 'Kissen|Kissen|n', 'coussin|coussins|m', 'cojín|cojines|m', 'cuscino|cuscini|m', 'almofada|almofadas|f', 'kussen|kussens|het', 'pillow|pillows'],
  ['cushioncover', 'textiles', 'cushion cover|cushion covers', 'Kissenbezug|Kissenbezüge|m', 'housse de coussin|housses de coussin|f', 'funda de cojín|fundas de cojín|f', 'federa|federe|f', 'capa de almofada|capas de almofada|f', 'kussenhoes|kussenhoezen|de', 'pillow cover|pillow covers|pillowcase|pillowcases|cushion case|cushion cases'],
  ['blanket', 'textiles', 'blanket|blankets', 'Decke|Decken|f', 'couverture|couvertures|f', 'manta|mantas|f', 'coperta|coperte|f', 'manta|mantas|f', 'deken|dekens|de', 'throw|throws|quilt|quilts|duvet|duvets'],
  ['rug', 'home', 'rug|rugs', 'Teppich|Teppiche|m', 'tapis|tapis|m', 'alfombra|alfombras|f', 'tappeto|tappeti|m', 'tapete|tapetes|m', 'vloerkleed|vloerkleden|het', 'carpet|carpets|runner'],
  ['towel', 'textiles', 'towel|towels', 'Handtuch|Handtücher|n', 'serviette de bain|serviettes de bain|f', 'toalla|toallas|f', 'asciugamano|asciugamani|m', 'toalha|toalhas|f', 'handdoek|handdoeken|de'],
  ['napkin', 'textiles', 'napkin|napkins', 'Serviette|Servietten|f', 'serviette|serviettes|f', 'servilleta|servilletas|f', 'tovagliolo|tovaglioli|m', 'guardanapo|guardanapos|m', 'servet|servetten|het'],
  ['tablecloth', 'textiles', 'tablecloth|tablecloths', 'Tischdecke|Tischdecken|f', 'nappe|nappes|f', 'mantel|manteles|m', 'tovaglia|tovaglie|f', 'toalha de mesa|toalhas de mesa|f', 'tafelkleed|tafelkleden|het', 'placemat|placemats'],
  ['mirror', 'home', 'mirror|mirrors', 'Spiegel|Spiegel|m', 'miroir|miroirs|m', 'espejo|espejos|m', 'specchio|specchi|m', 'espelho|espelhos|m', 'spiegel|spiegels|de'],
  ['clock', 'home', 'clock|clocks', 'Uhr|Uhren|f', 'horloge|horloges|f', 'reloj de pared|relojes de pared|m', 'orologio da parete|orologi da parete|m', 'relógio de parede|relógios de parede|m', 'klok|klokken|de'],
  ['frame', 'home', 'frame|frames', 'Bilderrahmen|Bilderrahmen|m', 'cadre|cadres|m', 'marco|marcos|m', 'cornice|cornici|f', 'moldura|molduras|f', 'fotolijst|fotolijsten|de'],
  ['basket', 'home', 'basket|baskets', 'Korb|Körbe|m', 'panier|paniers|m', 'cesta|cestas|f', 'cesto|cesti|m', 'cesto|cestos|m', 'mand|manden|de', 'hamper|hampers'],
  ['planter', 'garden', 'planter|planters', 'Übertopf|Übertöpfe|m', 'cache-pot|cache-pots|m', 'maceta|macetas|f', 'portavaso|portavasi|m', 'cachepô|cachepôs|m', 'bloempot|bloempotten|de', 'pot|pots|flowerpot|flowerpots'],
  ['print', 'home', 'print|prints', 'Kunstdruck|Kunstdrucke|m', 'affiche|affiches|f', 'lámina|láminas|f', 'stampa|stampe|f', 'pôster|pôsteres|m', 'poster|posters|de', 'poster|posters|artwork|painting|paintings'],
  ['ornament', 'home', 'ornament|ornaments', 'Dekoration|Dekorationen|f', 'décoration|décorations|f', 'adorno|adornos|m', 'decorazione|decorazioni|f', 'enfeite|enfeites|m', 'decoratie|decoraties|de', 'decoration|decorations|bauble|baubles|garland|garlands'],
  ['wallhanging', 'home', 'wall hanging|wall hangings', 'Wandbehang|Wandbehänge|m', 'tenture murale|tentures murales|f', 'tapiz|tapices|m', 'arazzo|arazzi|m', 'tapeçaria|tapeçarias|f', 'wandkleed|wandkleden|het', 'tapestry|tapestries|macrame'],
  ['chair', 'furniture', 'chair|chairs', 'Stuhl|Stühle|m', 'chaise|chaises|f', 'silla|sillas|f', 'sedia|sedie|f', 'cadeira|cadeiras|f', 'stoel|stoelen|de', 'armchair|armchairs'],
  ['table', 'furniture', 'table|tables', 'Tisch|Tische|m', 'table|tables|f', 'mesa|mesas|f', 'tavolo|tavoli|m', 'mesa|mesas|f', 'tafel|tafels|de', 'desk|desks'],
  ['shelf', 'furniture', 'shelf|shelves', 'Regal|Regale|n', 'étagère|étagères|f', 'estante|estantes|m', 'mensola|mensole|f', 'prateleira|prateleiras|f', 'wandplank|wandplanken|de', 'bookshelf|bookcase|shelving'],
  ['stool', 'furniture', 'stool|stools', 'Hocker|Hocker|m', 'tabouret|tabourets|m', 'taburete|taburetes|m', 'sgabello|sgabelli|m', 'banqueta|banquetas|f', 'kruk|krukken|de', 'bench|benches|ottoman'],
  ['headphones', 'electronics', 'headphones|headphones|pl', 'Kopfhörer|Kopfhörer|m', 'casque|casques|m', 'auricular|auriculares|m|pl', 'cuffia|cuffie|f|pl', 'fone de ouvido|fones de ouvido|m|pl', 'koptelefoon|koptelefoons|de', 'headset|headsets|earphones'],
  ['earbuds', 'electronics', 'earbuds|earbuds|pl', 'In-Ear-Kopfhörer|In-Ear-Kopfhörer|m|pl', 'écouteur|écouteurs|m|pl', 'auricular|auriculares|m|pl', 'auricolare|auricolari|m|pl', 'fone intra-auricular|fones intra-auriculares|m|pl', 'oordopje|oordopjes|het|pl', 'earbud'],
  ['speaker', 'electronics', 'speaker|speakers', 'Lautsprecher|Lautsprecher|m', 'enceinte|enceintes|f', 'altavoz|altavoces|m', 'altoparlante|altoparlanti|m', 'caixa de som|caixas de som|f', 'speaker|speakers|de', 'soundbar'],
  ['charger', 'electronics', 'charger|chargers', 'Ladegerät|Ladegeräte|n', 'chargeur|chargeurs|m', 'cargador|cargadores|m', 'caricatore|caricatori|m', 'carregador|carregadores|m', 'oplader|opladers|de', 'powerbank|adapter|adapters'],
  ['cable', 'electronics', 'cable|cables', 'Kabel|Kabel|n', 'câble|câbles|m', 'cable|cables|m', 'cavo|cavi|m', 'cabo|cabos|m', 'kabel|kabels|de', 'cord|cords'],
  ['keyboard', 'electronics', 'keyboard|keyboards', 'Tastatur|Tastaturen|f', 'clavier|claviers|m', 'teclado|teclados|m', 'tastiera|tastiere|f', 'teclado|teclados|m', 'toetsenbord|toetsenborden|het'],
  ['mouse', 'electronics', 'mouse|mice', 'Maus|Mäuse|f', 'souris|souris|f', 'ratón|ratones|m', 'mouse|mouse|m', 'mouse|mouses|m', 'muis|muizen|de'],
  ['camera', 'electronics', 'camera|cameras', 'Kamera|Kameras|f', 'appareil photo|appareils photo|m', 'cámara|cámaras|f', 'fotocamera|fotocamere|f', 'câmera|câmeras|f', 'camera|camera’s|de', 'webcam|webcams'],
  ['soap', 'beauty', 'soap|soaps', 'Seife|Seifen|f', 'savon|savons|m', 'jabón|jabones|m', 'sapone|saponi|m', 'sabonete|sabonetes|m', 'zeep|zepen|de'],
  ['cream', 'beauty', 'cream|creams', 'Creme|Cremes|f', 'crème|crèmes|f', 'crema|cremas|f', 'crema|creme|f', 'creme|cremes|m', 'crème|crèmes|de', 'lotion|lotions|moisturiser|moisturizer|butter'],
  ['serum', 'beauty', 'serum|serums', 'Serum|Seren|n', 'sérum|sérums|m', 'sérum|sérums|m', 'siero|sieri|m', 'sérum|séruns|m', 'serum|serums|het', 'toner|toners|cleanser|cleansers'],
  ['shampoo', 'beauty', 'shampoo|shampoos', 'Shampoo|Shampoos|n', 'shampooing|shampooings|m', 'champú|champús|m', 'shampoo|shampoo|m', 'xampu|xampus|m', 'shampoo|shampoos|de', 'conditioner|conditioners'],
  ['balm', 'beauty', 'balm|balms', 'Balsam|Balsame|m', 'baume|baumes|m', 'bálsamo|bálsamos|m', 'balsamo|balsami|m', 'bálsamo|bálsamos|m', 'balsem|balsems|de', 'salve|salves'],
  ['perfume', 'beauty', 'perfume|perfumes', 'Parfum|Parfums|n', 'parfum|parfums|m', 'perfume|perfumes|m', 'profumo|profumi|m', 'perfume|perfumes|m', 'parfum|parfums|het', 'fragrance|fragrances|cologne|colognes'],
  ['oil', 'beauty', 'oil|oils', 'Öl|Öle|n', 'huile|huiles|f', 'aceite|aceites|m', 'olio|oli|m', 'óleo|óleos|m', 'olie|oliën|de'],
  ['notebook', 'stationery', 'notebook|notebooks', 'Notizbuch|Notizbücher|n', 'carnet|carnets|m', 'cuaderno|cuadernos|m', 'taccuino|taccuini|m', 'caderno|cadernos|m', 'notitieboek|notitieboeken|het', 'journal|journals|sketchbook|sketchbooks|planner|planners|diary'],
  ['pen', 'stationery', 'pen|pens', 'Stift|Stifte|m', 'stylo|stylos|m', 'bolígrafo|bolígrafos|m', 'penna|penne|f', 'caneta|canetas|f', 'pen|pennen|de', 'pencil|pencils|marker|markers'],
  ['card', 'stationery', 'card|cards', 'Karte|Karten|f', 'carte|cartes|f', 'tarjeta|tarjetas|f', 'biglietto|biglietti|m', 'cartão|cartões|m', 'kaart|kaarten|de', 'postcard|postcards|invitation|invitations'],
  ['stickers', 'stationery', 'sticker|stickers', 'Aufkleber|Aufkleber|m', 'autocollant|autocollants|m', 'pegatina|pegatinas|f', 'adesivo|adesivi|m', 'adesivo|adesivos|m', 'sticker|stickers|de', 'decal|decals'],
  ['calendar', 'stationery', 'calendar|calendars', 'Kalender|Kalender|m', 'calendrier|calendriers|m', 'calendario|calendarios|m', 'calendario|calendari|m', 'calendário|calendários|m', 'kalender|kalenders|de'],
  ['toy', 'toys', 'toy|toys', 'Spielzeug|Spielzeuge|n', 'jouet|jouets|m', 'juguete|juguetes|m', 'giocattolo|giocattoli|m', 'brinquedo|brinquedos|m', 'speeltje|speeltjes|het'],
  ['puzzle', 'toys', 'puzzle|puzzles', 'Puzzle|Puzzles|n', 'puzzle|puzzles|m', 'rompecabezas|rompecabezas|m', 'puzzle|puzzle|m', 'quebra-cabeça|quebra-cabeças|m', 'puzzel|puzzels|de', 'jigsaw|jigsaws'],
  ['plush', 'toys', 'plush toy|plush toys', 'Kuscheltier|Kuscheltiere|n', 'peluche|peluches|f', 'peluche|peluches|m', 'peluche|peluche|m', 'pelúcia|pelúcias|f', 'knuffel|knuffels|de', 'teddy|teddies|plushie|plush'],
  ['game', 'toys', 'game|games', 'Spiel|Spiele|n', 'jeu|jeux|m', 'juego|juegos|m', 'gioco|giochi|m', 'jogo|jogos|m', 'spel|spellen|het', 'boardgame'],
  ['bib', 'baby', 'bib|bibs', 'Lätzchen|Lätzchen|n', 'bavoir|bavoirs|m', 'babero|baberos|m', 'bavaglino|bavaglini|m', 'babador|babadores|m', 'slabbetje|slabbetjes|het'],
  ['bodysuit', 'baby', 'bodysuit|bodysuits', 'Body|Bodys|m', 'body|bodys|m', 'body|bodies|m', 'body|body|m', 'body|bodies|m', 'rompertje|rompertjes|het', 'onesie|onesies|romper|rompers'],
  ['leash', 'pets', 'leash|leashes', 'Leine|Leinen|f', 'laisse|laisses|f', 'correa|correas|f', 'guinzaglio|guinzagli|m', 'trela|trelas|f', 'hondenriem|hondenriemen|de', 'lead|leads'],
  ['collar', 'pets', 'collar|collars', 'Halsband|Halsbänder|n', 'collier pour animal|colliers pour animal|m', 'collar para mascota|collares para mascota|m', 'collare|collari|m', 'coleira|coleiras|f', 'halsband|halsbanden|de', 'harness|harnesses'],
  ['mat', 'sports', 'mat|mats', 'Matte|Matten|f', 'tapis de sol|tapis de sol|m', 'esterilla|esterillas|f', 'tappetino|tappetini|m', 'tapete de ioga|tapetes de ioga|m', 'mat|matten|de', 'doormat|doormats'],
  ['tent', 'sports', 'tent|tents', 'Zelt|Zelte|n', 'tente|tentes|f', 'tienda de campaña|tiendas de campaña|f', 'tenda|tende|f', 'barraca|barracas|f', 'tent|tenten|de'],
  ['dumbbells', 'sports', 'dumbbell|dumbbells', 'Hantel|Hanteln|f', 'haltère|haltères|m', 'mancuerna|mancuernas|f', 'manubrio|manubri|m', 'haltere|halteres|m', 'dumbbell|dumbbells|de', 'kettlebell|kettlebells'],
  ['plant', 'garden', 'plant|plants', 'Pflanze|Pflanzen|f', 'plante|plantes|f', 'planta|plantas|f', 'pianta|piante|f', 'planta|plantas|f', 'plant|planten|de', 'succulent|succulents|cactus|cacti|orchid|orchids|fern|ferns|bonsai|houseplant|houseplants'],
  ['seeds', 'garden', 'seed|seeds|pl', 'Samen|Samen|m|pl', 'graine|graines|f|pl', 'semilla|semillas|f|pl', 'seme|semi|m|pl', 'semente|sementes|f|pl', 'zaad|zaden|het|pl', 'bulbs|bulb'],
  ['tea', 'food', 'tea|teas', 'Tee|Tees|m', 'thé|thés|m', 'té|tés|m', 'tè|tè|m', 'chá|chás|m', 'thee|theeën|de', 'matcha|chai|infusion'],
  ['coffee', 'food', 'coffee|coffees', 'Kaffee|Kaffees|m', 'café|cafés|m', 'café|cafés|m', 'caffè|caffè|m', 'café|cafés|m', 'koffie|koffies|de', 'espresso|beans'],
  ['honey', 'food', 'honey|honeys', 'Honig|Honige|m', 'miel|miels|m', 'miel|mieles|f', 'miele|mieli|m', 'mel|méis|m', 'honing|honingen|de'],
  ['chocolate', 'food', 'chocolate|chocolates', 'Schokolade|Schokoladen|f', 'chocolat|chocolats|m', 'chocolate|chocolates|m', 'cioccolato|cioccolati|m', 'chocolate|chocolates|m', 'chocolade|chocolades|de', 'truffles|truffle|pralines'],
  ['jam', 'food', 'jam|jams', 'Marmelade|Marmeladen|f', 'confiture|confitures|f', 'mermelada|mermeladas|f', 'marmellata|marmellate|f', 'geleia|geleias|f', 'jam|jams|de', 'preserve|preserves|marmalade|spread'],
  ['sauce', 'food', 'sauce|sauces', 'Soße|Soßen|f', 'sauce|sauces|f', 'salsa|salsas|f', 'salsa|salse|f', 'molho|molhos|m', 'saus|sauzen|de', 'dressing|marinade|syrup'],
  ['book', 'books', 'book|books', 'Buch|Bücher|n', 'livre|livres|m', 'libro|libros|m', 'libro|libri|m', 'livro|livros|m', 'boek|boeken|het', 'novel|novels|cookbook|guidebook|paperback|hardcover'],
  ['voucher', 'general', 'gift voucher|gift vouchers', 'Gutschein|Gutscheine|m', 'bon cadeau|bons cadeaux|m', 'tarjeta regalo|tarjetas regalo|f', 'buono regalo|buoni regalo|m', 'vale-presente|vales-presente|m', 'cadeaubon|cadeaubonnen|de', 'voucher|vouchers|gift card|gift cards|gift certificate|gift certificates'],
  ['set', 'general', 'set|sets', 'Set|Sets|n', 'coffret|coffrets|m', 'juego|juegos|m', 'set|set|m', 'conjunto|conjuntos|m', 'set|sets|de', 'kit|kits|bundle|bundles|collection|collections'],
  ['pack', 'general', 'pack|packs', 'Packung|Packungen|f', 'lot|lots|m', 'paquete|paquetes|m', 'confezione|confezioni|f', 'pacote|pacotes|m', 'pak|pakken|het', 'multipack'],
  ['pair', 'general', 'pair|pairs', 'Paar|Paare|n', 'paire|paires|f', 'par|pares|m', 'paio|paia|m', 'par|pares|m', 'paar|paren|het'],
  ['box', 'general', 'box|boxes', 'Box|Boxen|f', 'boîte|boîtes|f', 'caja|cajas|f', 'scatola|scatole|f', 'caixa|caixas|f', 'doos|dozen|de', 'giftbox|crate|crates'],
];

const LANGUAGE_COLUMNS: Language[] = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Portuguese',
  'Dutch',
];

function parseEntry(raw: string, language: Language): NounEntry {
  const parts = raw.split('|');
  if (language === 'English') {
    return { sg: parts[0], pl: parts[1], gender: 'n', unitPlural: parts[2] === 'pl' };
  }
  return {
    sg: parts[0],
    pl: parts[1],
    gender: parts[2] as Gender,
    unitPlural: parts[3] === 'pl',
  };
}

export const CONCEPTS: Concept[] = ROWS.map((row) => {
  const [id, kind, ...rest] = row;
  const forms = {} as Record<Language, NounEntry>;
  LANGUAGE_COLUMNS.forEach((language, index) => {
    forms[language] = parseEntry(rest[index] as string, language);
  });
  const also = rest[7] ? rest[7].split('|') : [];
  return { id, kind, forms, also };
});

// The same few strings (a product's name, its pieces) are folded many times per description.
// They are kept for one product only (forgetFolds): folds kept from product to product would
// make a benchmark that writes the same products again look faster than a catalogue.
const folds = new Map<string, string>();

const NOT_ASCII = /[\u0080-\uffff]/;

/** Drops the folds kept so far: a new product is being read. */
export function forgetFolds(): void {
  folds.clear();
}

/** Lower case, accents off, punctuation as spaces: how names and nouns are compared. */
export function foldText(text: string): string {
  let folded = folds.get(text);
  if (folded === undefined) {
    // ASCII has no accents to take off and no ’ to straighten (most sellers' text).
    const plain = NOT_ASCII.test(text)
      ? text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[’']/g, "'")
      : text.toLowerCase();
    folded = plain.replace(/[^a-z0-9']+/g, ' ').trim();
    folds.set(text, folded);
  }
  return folded;
}

/**
 * The fold of texts joined by spaces or punctuation, made from their own folds (kept for the
 * product already): folding goes character by character, and what joins them folds to one
 * space.
 */
export function foldJoined(texts: readonly string[]): string {
  let joined = '';
  for (const text of texts) {
    const folded = foldText(text);
    if (folded !== '') joined = joined === '' ? folded : `${joined} ${folded}`;
  }
  return joined;
}

export interface NounSpelling {
  concept: Concept;
  /** The folded spelling matched. */
  folded: string;
  language: Language | null;
  /** True when this spelling is the plural form. */
  plural: boolean;
}

function buildSpellings(): NounSpelling[] {
  const spellings: NounSpelling[] = [];
  for (const concept of CONCEPTS) {
    for (const language of LANGUAGE_COLUMNS) {
      const entry = concept.forms[language];
      spellings.push({ concept, folded: foldText(entry.sg), language, plural: false });
      if (entry.pl !== entry.sg) {
        spellings.push({ concept, folded: foldText(entry.pl), language, plural: true });
      }
    }
    for (const word of concept.also) {
      const folded = foldText(word);
      // An English plural of its own: ends in s and is not a singular -ss word.
      const plural = /[^s]s$/.test(folded) && !/(?:us|is)$/.test(folded);
      spellings.push({ concept, folded, language: null, plural });
    }
  }
  // Longer spellings first, so "sac a dos" beats "sac"; at equal length English ones first
  // ('collar' is a pet collar before it is a Spanish necklace).
  const rank = (spelling: NounSpelling) =>
    spelling.language === 'English' ? 0 : spelling.language === null ? 1 : 2;
  return spellings.sort((a, b) => b.folded.length - a.folded.length || rank(a) - rank(b));
}

export const NOUN_SPELLINGS: readonly NounSpelling[] = buildSpellings();

/**
 * The spellings by their folded text, each with its place in NOUN_SPELLINGS (the first one
 * of a text wins): a text is matched word by word.
 */
export const SPELLING_INDEX: ReadonlyMap<string, { spelling: NounSpelling; rank: number }> =
  new Map(
    [...NOUN_SPELLINGS.entries()]
      .reverse()
      .map(([rank, spelling]) => [spelling.folded, { spelling, rank }] as const),
  );

/**
 * The phrases longer spellings start with ('sac' and 'sac a' of 'sac a dos'): a text's phrase
 * is read on to its next word only while it starts one.
 */
export const SPELLING_STARTS: ReadonlySet<string> = new Set(
  NOUN_SPELLINGS.flatMap((spelling) => {
    const words = spelling.folded.split(' ');
    return words.slice(1).map((_word, index) => words.slice(0, index + 1).join(' '));
  }),
);

/**
 * Words in details, tags or the industry that say what kind of product it is, when its name
 * holds no noun the lexicon knows.
 */
export const KIND_HINTS: Record<Exclude<ProductKind, 'general'>, string[]> = {
  apparel: ['apparel', 'clothing', 'fashion', 'garment', 'wear', 'knitwear', 'sleeve', 'collar'],
  footwear: ['footwear', 'shoe', 'sole', 'insole'],
  jewelry: ['jewelry', 'jewellery', 'gemstone', 'sterling', 'karat', 'carat', 'pendant', 'bijoux'],
  bags: ['accessories', 'accessory', 'strap', 'zip pocket', 'leather goods'],
  kitchen: ['kitchen', 'kitchenware', 'cookware', 'dishwasher', 'microwave', 'tableware', 'dining'],
  home: ['home decor', 'decor', 'interior', 'wall art', 'home fragrance', 'candle'],
  textiles: ['linen', 'textile', 'bedding', 'bath'],
  furniture: ['furniture', 'upholstery', 'seat height'],
  electronics: [
    'electronics',
    'bluetooth',
    'usb',
    'battery',
    'wireless',
    'charging',
    'mah',
    'hdmi',
  ],
  beauty: [
    'beauty',
    'skincare',
    'skin care',
    'cosmetic',
    'cosmetics',
    'fragrance',
    'vegan formula',
  ],
  stationery: ['stationery', 'paper goods', 'gsm', 'ruled', 'dotted'],
  toys: ['toy', 'toys', 'kids', 'children', 'play'],
  baby: ['baby', 'newborn', 'infant', 'toddler'],
  pets: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy'],
  sports: [
    'sports',
    'fitness',
    'yoga',
    'hiking',
    'running',
    'camping',
    'outdoor',
    'gym',
    'cycling',
  ],
  garden: ['garden', 'gardening', 'plants', 'horticulture', 'seedling'],
  food: ['food', 'grocery', 'gourmet', 'organic food', 'snack', 'beverage', 'drink'],
  books: ['books', 'publishing', 'isbn', 'paperback', 'hardcover'],
};
