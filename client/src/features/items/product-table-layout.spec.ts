import type { Item } from './item-fields';
import { linkSavedId } from './optimistic-ids';
import { minTableWidth, neighbourCell } from './product-table-layout';

const items = ['a', 'b'].map((id) => ({ id }) as Item);

describe('Product Data table layout', () => {
  it('moves Tab across the row and on to the next row, Shift+Tab back', () => {
    expect(neighbourCell(items, 0, 'name', 'next')).toEqual({ rowKey: 'a', field: 'sku' });
    expect(neighbourCell(items, 0, 'description', 'next')).toEqual({ rowKey: 'b', field: 'name' });
    expect(neighbourCell(items, 1, 'description', 'next')).toBeNull();
    expect(neighbourCell(items, 1, 'sku', 'prev')).toEqual({ rowKey: 'b', field: 'name' });
    expect(neighbourCell(items, 1, 'name', 'prev')).toEqual({
      rowKey: 'a',
      field: 'description',
    });
    expect(neighbourCell(items, 0, 'name', 'prev')).toBeNull();
  });

  it('addresses a saved new row by the temporary key it was first shown under', () => {
    linkSavedId('new-7', 'c');
    expect(neighbourCell([{ id: 'c' } as Item], 0, 'name', 'next')).toEqual({
      rowKey: 'new-7',
      field: 'sku',
    });
  });

  it('sizes the table from the sum of its column widths', () => {
    expect(minTableWidth('modern')).toBe(1169);
    expect(minTableWidth('classic')).toBe(1164);
  });
});
