import {
  isBlankItem,
  isReadyToGenerate,
  missingForGeneration,
  notReadyReason,
} from './generation-readiness';
import { EMPTY_ITEM_FIELDS } from './item-fields';

const row = (fields: Partial<Record<string, string>>) => ({ ...EMPTY_ITEM_FIELDS, ...fields });

describe('the one rule of what is ready to generate', () => {
  it('needs a name, a SKU and details (SPEC §5)', () => {
    expect(isReadyToGenerate(row({ name: 'Mug', sku: 'M-1', details: 'Stoneware' }))).toBe(true);
    expect(isReadyToGenerate(row({ name: 'Mug', sku: 'M-1' }))).toBe(false);
    expect(isReadyToGenerate(row({ name: 'Mug', sku: 'M-1', details: '   ' }))).toBe(false);
    expect(missingForGeneration(row({ name: 'Mug' }))).toEqual(['sku', 'details']);
  });

  it('says what is missing in a seller’s words', () => {
    expect(notReadyReason(row({ name: 'Mug' }))).toBe('Fill in SKU and Details to generate');
    expect(notReadyReason(row({ name: 'Mug', sku: 'M-1' }))).toBe('Fill in Details to generate');
    expect(notReadyReason(row({}))).toBe('Fill in Product Name, SKU and Details to generate');
    expect(notReadyReason(row({ name: 'Mug', sku: 'M-1', details: 'Stoneware' }))).toBeNull();
  });

  it('calls a row blank only when nothing at all is typed into it', () => {
    expect(isBlankItem(row({}))).toBe(true);
    expect(isBlankItem(row({ name: '  ', notes: '\n' }))).toBe(true);
    expect(isBlankItem(row({ price: '9.99' }))).toBe(false);
    expect(isBlankItem(row({ description: 'Written by hand.' }))).toBe(false);
  });
});
