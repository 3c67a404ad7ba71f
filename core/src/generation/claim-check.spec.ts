import { findUnsupportedClaims, normaliseNumber } from './claim-check';
import type { GenerationItem } from './item';

const item: GenerationItem = {
  name: 'Ceramic Pour-Over Set',
  sku: 'CPO-600',
  details:
    'Hand-thrown ceramic | 350ml cup | 1,000 ml carafe | Stainless steel filter | Size S, M, L, XL',
  price: '49.99',
  notes: 'Organic cotton pouch | 2,5 kg | 5 years warranty | 100% recycled packaging | 12V',
};

function claims(description: string, fields: Partial<GenerationItem> = {}): string[] {
  return findUnsupportedClaims(description, { ...item, ...fields });
}

describe('findUnsupportedClaims', () => {
  it('does not flag claims the fields support', () => {
    expect(
      claims(
        'A ceramic set with a 350ml cup, a 1,000 ml carafe and a stainless steel filter, ' +
          'a cotton pouch, 2,5 kg, a 5 years warranty, 100% recycled packaging, 12V, size XL.',
      ),
    ).toEqual([]);
  });

  it.each([
    ['Crisp 4K display.', ['4K']],
    ['Holds 500 ml.', ['500 ml']],
    ['Only 10 cm tall.', ['10 cm']],
    ['Weighs just 2.6kg.', ['2.6kg']],
    ['Made with 80% less water.', ['80%']],
    ['Runs on 24V.', ['24V']],
    ['With 64GB of storage.', ['64GB']],
    ['Backed by a 2-year guarantee.', ['2-year']],
    ['A 15in screen.', ['15in']],
    ['Lasts 30 days.', ['30 days']],
    ['Heats to 90°C.', ['90°C']],
    ['Pack of 4 pcs.', ['4 pcs']],
    ['Now in size XXL.', ['size XXL']],
    ['A leather strap.', ['leather']],
    ['Soft merino wool and silk.', ['merino wool', 'silk']],
    ['Solid walnut and brass.', ['walnut', 'brass']],
    ['Sterling silver clasp.', ['Sterling silver']],
    ['Aluminum body.', ['Aluminum']],
  ])('flags invented claims in %j', (description, expected) => {
    expect(claims(description)).toEqual(expected);
  });

  it('flags only the invented ones, deduplicated, in order of appearance, as written', () => {
    expect(
      claims(
        'Hand-thrown CERAMIC with a 500ML carafe, leather sleeve, 500 ml again, a 4K camera, ' +
          'Leather trim and a 350 ml cup.',
      ),
    ).toEqual(['500ML', 'leather', '4K']);
  });

  it.each([
    ['350 ml', '350ml'],
    ['350-ml', '350ml'],
    ['350ML', '350 ml'],
    ['1000 ml', '1,000 ml'],
    ['1,000ml', '1000 ml'],
    ['2.5 kg', '2,5 kg'],
    ['2.50 kg', '2.5kg'],
    ['5-year', '5 years'],
    ['5 years', '5-year'],
    ['10 centimetres', '10 cm'],
    ['100 percent', '100%'],
    ['aluminum', 'aluminium'],
    ['aluminium', 'Aluminum'],
  ])('treats %j as supported by %j', (written, inFields) => {
    expect(
      findUnsupportedClaims(`It has ${written}.`, {
        name: 'Thing',
        sku: '',
        details: inFields,
        price: '',
        notes: '',
      }),
    ).toEqual([]);
  });

  it('supports a claim from any field, including name, SKU and price', () => {
    const bare = { name: '', sku: '', details: '', price: '', notes: '' };
    expect(findUnsupportedClaims('A 4K monitor.', { ...bare, name: '27" 4K Monitor' })).toEqual([]);
    expect(findUnsupportedClaims('Holds 500ml.', { ...bare, sku: 'B 500ml' })).toEqual([]);
    expect(findUnsupportedClaims('Only 20%.', { ...bare, price: '20% off' })).toEqual([]);
  });

  it('does not let a number without its unit support a unit', () => {
    expect(claims('A 600 ml carafe.')).toEqual(['600 ml']); // the SKU says 600, not 600 ml
  });

  it('does not let "silver" support "sterling silver", but "organic cotton" supports cotton', () => {
    const fields = { details: 'Silver clasp, organic cotton' };
    expect(claims('Sterling silver clasp, cotton bag.', fields)).toEqual(['Sterling silver']);
  });

  it('needs "size" before a letter size', () => {
    expect(claims('Fits S to XXL wearers, M for most.')).toEqual([]);
    expect(claims('Fits a size M.', { details: 'Medium' })).toEqual(['size M']);
  });

  it('ignores words that only look like units or materials', () => {
    expect(claims('A 2 in 1 design, 2 x faster, golden hue, soaks up, classy glasses.')).toEqual(
      [],
    );
  });

  it('returns nothing for a description without claims', () => {
    expect(claims('A lovely set for slow mornings.')).toEqual([]);
  });
});

describe('normaliseNumber', () => {
  it.each([
    ['1,000', '1000'],
    ['1,000.50', '1000.5'],
    ['2,5', '2.5'],
    ['2.50', '2.5'],
    ['350', '350'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseNumber(raw)).toBe(expected);
  });
});
