import { normaliseItemFields, validateItemFields } from './item-fields';

describe('item fields', () => {
  it('trims given fields and leaves absent ones absent', () => {
    expect(normaliseItemFields({ name: '  Mug  ', sku: '\tA-1\n' })).toEqual({
      name: 'Mug',
      sku: 'A-1',
    });
  });

  it('accepts ordinary values', () => {
    expect(validateItemFields({ name: 'Mug', price: '12,99', details: '' })).toEqual([]);
  });

  it('names the field and its limit when a value is too long', () => {
    expect(validateItemFields({ name: 'x'.repeat(301) })).toEqual([
      'Product Name must be at most 300 characters',
    ]);
    expect(validateItemFields({ details: 'x'.repeat(20_001) })).toEqual([
      'Details must be at most 20,000 characters',
    ]);
  });

  it('refuses a price that is not a non-negative number', () => {
    expect(validateItemFields({ price: '-3' })).toEqual(['Price must be a valid positive number']);
    expect(validateItemFields({ price: 'twelve' })).toEqual([
      'Price must be a valid positive number',
    ]);
  });
});
