import 'reflect-metadata';
import { createDataSource } from '../db/data-source';
import { itemRepository } from './item-repository';

describe('an item loaded as an entity', () => {
  it('leaves its source rows unread: only imports and exports read them, in their own SQL', async () => {
    const dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 1 });
    await dataSource.initialize();
    try {
      const [{ id: guest }] = await dataSource.query<{ id: string }[]>(
        'INSERT INTO guest_sessions DEFAULT VALUES RETURNING id',
      );
      const [{ id }] = await dataSource.query<{ id: string }[]>(
        `INSERT INTO items (owner_guest_id, position, name, source_format, source_rows, source_cells)
         VALUES ($1, 1, 'Mug', 'shopify', '{"headers":["Handle"]}', '[["mug"]]') RETURNING id`,
        [guest],
      );
      const item = await itemRepository.findByIdOrFail(dataSource.manager, id);
      expect(item.name).toBe('Mug');
      expect(item.sourceFormat).toBe('shopify');
      expect(item.sourceRows).toBeUndefined();
      expect(item.sourceCells).toBeUndefined();
      await dataSource.query('DELETE FROM guest_sessions WHERE id = $1', [guest]);
    } finally {
      await dataSource.destroy();
    }
  });
});
