import { inSentence, readFacts } from './builtin-facts';
import { classifyPiece, englishObject, type PieceRole } from './builtin-pieces';
import { MATERIALS } from './claim-check';
import { BUILTIN_CORPUS, RICH_ITEMS } from './test-support/builtin-corpus';

const CORPUS_PIECES = [...BUILTIN_CORPUS, ...RICH_ITEMS].flatMap((item) =>
  readFacts(item, '').pieces.map((piece) => ({ item: item.name, ...piece })),
);

// Written here, apart from the classifier: what makes a piece a measurement, a material.
const UNIT = /\d\s?(?:mm|cm|m|km|in|inch(?:es)?|"|ft|ml|cl|l|oz|g|kg|lbs?)(?![\p{L}])/iu;
const MATERIAL_WORDS = [
  ...MATERIALS,
  'merino',
  'lambswool',
  'canvas',
  'plywood',
  'felt',
  'seagrass',
  'wood',
  'ash',
  'paper',
  'enamel',
  'veneer',
  'vinyl',
  'crepe',
  'mesh',
  'webbing',
  'oil',
  'butter',
  'acid',
  'palm leaf',
  'schurwolle',
  'katoen',
  'algodón',
  'cerâmica',
  'ceramica',
  'argento',
  'cire',
];
const namesMaterial = (text: string) =>
  MATERIAL_WORDS.some((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu').test(text));

describe('classifyPiece', () => {
  it.each<[string, PieceRole]>([
    ['14k gold plated', 'finish'],
    ['Oiled finish', 'finish'],
    ['Reactive glaze', 'finish'],
    ['Large', 'size'],
    ['One size', 'size'],
    ['Sizes XS to XXL', 'size'],
    ['Sizes S (36–38), M (39–42), L (43–46)', 'size'],
    ['A3', 'size'],
    ['Stoneware', 'material'],
    ['Beech wood', 'material'],
    ['Merino wool blend for warmth without bulk', 'material'],
    ['98% cotton, 2% elastane', 'material'],
    ['120 gsm paper', 'material'],
    ['Shea butter and olive oil', 'material'],
    ['Washed cotton', 'material'],
    ['Schurwolle', 'material'],
    ['Argento 925', 'material'],
    ['45 x 45 cm', 'measure'],
    ['1.8 m long', 'measure'],
    ['500 ml, 750 ml and 1 l', 'measure'],
    ['Seat height 46 cm', 'measure'],
    ['Lunghezza 4 cm', 'measure'],
    ['45 cm chain', 'feature'],
    ['600 ml glass carafe', 'feature'],
    ['2.4 GHz receiver', 'feature'],
    ['50 m water resistant', 'feature'],
    ['250 g jar', 'pack'],
    ['Set of three', 'pack'],
    ['Pair', 'pack'],
    ['Sold as a pair', 'pack'],
    ['Carry strap included', 'included'],
    ['Frame not included', 'included'],
    ['Replacement filters sold separately', 'included'],
    ['Machine washable', 'care'],
    ['Spot clean only', 'care'],
    ['Lavabile in lavastoviglie', 'care'],
    ['Ships with care instructions', 'feature'],
    ['Made in Portugal', 'origin'],
    ['Hand-poured in Bristol', 'origin'],
    ['Handgemacht', 'origin'],
    ['For ages 3 and up', 'age'],
    ['Safe from birth', 'age'],
    ['Emerald green', 'colour'],
    ['Sage, Sand, Charcoal', 'colour'],
    ['Lavender and cedarwood', 'scent'],
    ['Notes of fig, cedar and vetiver', 'scent'],
    ['Tags: boho, wall decor, macrame', 'tags'],
    ['Padded handle', 'feature'],
    ['Each piece varies slightly in glaze', 'feature'],
  ])('%s is a %s', (text, role) => {
    expect(classifyPiece(text).role).toBe(role);
  });

  it('calls a piece a measurement only when it is numbers with units and nothing more', () => {
    const measures = CORPUS_PIECES.filter((piece) => piece.role === 'measure');
    expect(measures.length).toBeGreaterThanOrEqual(30);
    for (const piece of measures) {
      expect({ text: piece.text, unit: UNIT.test(piece.text) }).toEqual({
        text: piece.text,
        unit: true,
      });
      // Nothing after the number and unit but a word saying which way it measures.
      const rest = piece.text
        .replace(/^(?:seat height|lunghezza|adjustable)\s+/i, '')
        .replace(/\d+(?:[.,]\d+)?\s?(?:mm|cm|m|ml|l|g|kg)?(?![\p{L}])/giu, '')
        .replace(
          /(?<![\p{L}])(?:x|×|to|and|long|wide|high|tall|thick|diameter|each)(?![\p{L}])|,/giu,
          '',
        )
        .trim();
      expect({ text: piece.text, rest }).toEqual({ text: piece.text, rest: '' });
    }
  });

  it('calls a piece a material only when it names one, and no measurement or finish is one', () => {
    const materials = CORPUS_PIECES.filter((piece) => piece.role === 'material');
    expect(materials.length).toBeGreaterThanOrEqual(30);
    for (const piece of materials) {
      expect({ text: piece.text, material: namesMaterial(piece.text) }).toEqual({
        text: piece.text,
        material: true,
      });
      expect({ text: piece.text, plated: /plated|finish|glaze/i.test(piece.text) }).toEqual({
        text: piece.text,
        plated: false,
      });
    }
  });

  it('reads the pieces of every corpus product into a role (few are left plain features)', () => {
    const roles = new Set(CORPUS_PIECES.map((piece) => piece.role));
    for (const role of [
      'material',
      'finish',
      'measure',
      'size',
      'care',
      'origin',
      'age',
      'pack',
      'included',
      'colour',
      'scent',
    ]) {
      expect({ role, seen: roles.has(role as PieceRole) }).toEqual({ role, seen: true });
    }
  });
});

describe('englishObject', () => {
  it.each([
    ['Padded handle', 'a padded handle'],
    ['Adjustable clasp', 'an adjustable clasp'],
    ['RGB backlight', 'an RGB backlight'],
    ['8 cm blade', 'an 8 cm blade'],
    ['45 cm chain', 'a 45 cm chain'],
    ['Mitred corners', 'mitred corners'],
    ['Non-slip feet', 'non-slip feet'],
    ['Reflective stitching', 'reflective stitching'],
    ['Bluetooth 5.3', 'Bluetooth 5.3'],
    ['Cushioned sole for long days on the trail', 'a cushioned sole for long days on the trail'],
    ['Two zip pockets', 'two zip pockets'],
  ])('%s → %s', (piece, object) => {
    const { count } = classifyPiece(piece);
    expect(englishObject(inSentence(piece), count)).toBe(object);
  });

  it.each(['Wall or table', 'IPX4', 'Ethiopia Yirgacheffe', 'Reinforced heel and toe'])(
    'chooses no article for %s: it only goes after a label',
    (piece) => {
      expect(englishObject(piece, classifyPiece(piece).count)).toBeNull();
    },
  );
});
