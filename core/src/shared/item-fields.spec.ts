import {
  EMPTY_ITEM_FIELDS,
  ITEM_FIELDS,
  itemFieldsOf,
  SOURCE_FIELDS,
  sourceFieldsOf,
} from './item-fields';

const entity = {
  id: 'a1',
  status: 'IDLE',
  sourceRows: [['x']],
  name: 'Mug',
  sku: 'M-1',
  details: 'Stoneware',
  price: '12.99',
  notes: 'Handmade',
  description: 'A mug.',
};

describe("an item's text fields", () => {
  it('are picked off an item, in table order, leaving everything else behind', () => {
    const fields = itemFieldsOf(entity);
    expect(fields).toEqual({
      name: 'Mug',
      sku: 'M-1',
      details: 'Stoneware',
      price: '12.99',
      notes: 'Handmade',
      description: 'A mug.',
    });
    expect(Object.keys(fields)).toEqual([...ITEM_FIELDS]);
  });

  it('that a description is written from leave the description out', () => {
    const fields = sourceFieldsOf(entity);
    expect(Object.keys(fields)).toEqual([...SOURCE_FIELDS]);
    expect(fields).not.toHaveProperty('description');
    expect(SOURCE_FIELDS).toEqual(ITEM_FIELDS.filter((field) => field !== 'description'));
  });

  it('of a new item are all empty', () => {
    expect(Object.keys(EMPTY_ITEM_FIELDS)).toEqual([...ITEM_FIELDS]);
    expect(Object.values(EMPTY_ITEM_FIELDS).every((value) => value === '')).toBe(true);
  });
});
