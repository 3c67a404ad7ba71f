import { isValidPrice, parsePrice } from './price';

describe('parsePrice', () => {
  it.each([
    ['12.99', 12.99],
    ['1299', 1299],
    ['1,299.00', 1299],
    ['12,99', 12.99],
    ['12,9', 12.9],
    ['1.299,00', 1299],
    ['$ 19.50', 19.5],
    ['€12,99', 12.99],
    ['19.99 USD', 19.99],
    ['0', 0],
    ['.5', 0.5],
  ])('reads %s as %d', (raw, expected) => {
    expect(parsePrice(raw)).toBe(expected);
  });

  it.each(['', 'abc', '12.3.4', 'USD'])('refuses %j', (raw) => {
    expect(parsePrice(raw)).toBeNull();
  });

  it('treats a comma before three digits as a thousands separator', () => {
    expect(parsePrice('1,299')).toBe(1299);
  });
});

describe('isValidPrice', () => {
  it('allows an empty price and non-negative numbers', () => {
    expect(isValidPrice('')).toBe(true);
    expect(isValidPrice('  ')).toBe(true);
    expect(isValidPrice('9.00')).toBe(true);
  });

  it('refuses negative numbers and text', () => {
    expect(isValidPrice('-5')).toBe(false);
    expect(isValidPrice('cheap')).toBe(false);
  });
});

describe('parsePrice on plain prices', () => {
  it('reads them as the full rules do, and a number too long to hold is not a price', () => {
    expect(parsePrice('29.00')).toBe(29);
    expect(parsePrice('0007')).toBe(7);
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('9'.repeat(400))).toBeNull();
  });
});
