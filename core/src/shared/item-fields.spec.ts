import {
  EMPTY_ITEM_FIELDS,
  ITEM_FIELDS,
  itemFieldsOf,
  SOURCE_FIELDS,
  sourceFieldsOf,
} from './item-fields';

const fields = {
  name: 'Mug',
  sku: 'M-1',
  details: 'Stoneware',
  price: '12.99',
  notes: 'Handmade',
  description: 'A mug.',
};
const entity = { id: 'a1', status: 'IDLE', sourceRows: [['x']], ...fields };

describe("an item's text fields", () => {
  it('are picked off an item, in table order, leaving everything else behind', () => {
    const picked = itemFieldsOf(entity);
    expect(picked).toEqual(fields);
    expect(Object.keys(picked)).toEqual([...ITEM_FIELDS]);
  });

  it('that a description is written from leave the description out', () => {
    const source = sourceFieldsOf(entity);
    expect(Object.keys(source)).toEqual([...SOURCE_FIELDS]);
    expect(source).not.toHaveProperty('description');
    expect(SOURCE_FIELDS).toEqual(ITEM_FIELDS.filter((field) => field !== 'description'));
  });

  it('of a new item are all empty', () => {
    expect(Object.keys(EMPTY_ITEM_FIELDS)).toEqual([...ITEM_FIELDS]);
    expect(Object.values(EMPTY_ITEM_FIELDS).every((value) => value === '')).toBe(true);
  });
});
