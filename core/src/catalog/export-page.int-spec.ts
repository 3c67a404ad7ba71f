import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../db/data-source';
import { exportItemsOf, type ExportItemTuple } from './export-item';
import { itemRepository } from './item-repository';

const HEADERS = ['Handle', 'Title', 'Variant SKU'];

describe('an export page', () => {
  let dataSource: DataSource;
  let guest: string;

  beforeAll(async () => {
    dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 1 });
    await dataSource.initialize();
  });
  afterAll(() => dataSource.destroy());

  beforeEach(async () => {
    [{ id: guest }] = await dataSource.query<{ id: string }[]>(
      'INSERT INTO guest_sessions DEFAULT VALUES RETURNING id',
    );
  });
  afterEach(() => dataSource.query('DELETE FROM guest_sessions WHERE id = $1', [guest]));

  const add = (position: number, name: string, source: 'shopify' | null) =>
    dataSource.query(
      `INSERT INTO items (owner_guest_id, position, name, sku, details, description,
                          source_format, source_rows, source_cells)
       VALUES ($1, $2, $3, $3 || '-SKU', 'Stoneware • 350 ml', 'Described', $4, $5, $6)`,
      [
        guest,
        position,
        name,
        source,
        source && JSON.stringify({ headers: HEADERS }),
        source && JSON.stringify([[name.toLowerCase(), name, `${name}-SKU`]]),
      ],
    );

  const page = (end: { position: number; id: string }, after = null) =>
    itemRepository.exportPage(
      dataSource.manager,
      { kind: 'guest', guestSessionId: guest },
      {
        format: 'shopify',
        limit: 1000,
        after,
        end,
        headers: HEADERS,
        oneHeaderSet: true,
        writeBackReads: ['description'],
        runSize: 2,
      },
    );

  it('holds the items up to the export’s end, in runs, and none added after it started', async () => {
    for (let n = 1; n <= 5; n += 1) await add(n * 1024, `Mug${n}`, 'shopify');
    const end = await itemRepository.exportEnd(dataSource.manager, {
      kind: 'guest',
      guestSessionId: guest,
    });
    expect(end?.position).toBe(5 * 1024);
    // An import that commits while the export runs appends after its end.
    await add(6 * 1024, 'Mug6', 'shopify');
    const read = await page(end as NonNullable<typeof end>);
    expect(read.runs.map((run) => run.count)).toEqual([2, 2, 1]);
    expect(read.count).toBe(5);
    expect(read.last).toEqual(end);
    const names = read.runs.flatMap((run) =>
      (JSON.parse(run.json) as ExportItemTuple[]).map((tuple) => tuple[8]?.[0][1]),
    );
    expect(names).toEqual(['Mug1', 'Mug2', 'Mug3', 'Mug4', 'Mug5']);
  });

  it('leaves out the fields the format does not write back, for written-back items only', async () => {
    await add(1024, 'Imported', 'shopify');
    await add(2048, 'Typed', null);
    const end = await itemRepository.exportEnd(dataSource.manager, {
      kind: 'guest',
      guestSessionId: guest,
    });
    const [run] = (await page(end as NonNullable<typeof end>)).runs;
    const [imported, typed] = exportItemsOf(run.json, HEADERS);
    expect(imported).toMatchObject({ name: '', sku: '', details: '', description: 'Described' });
    expect(imported.sourceRows).toEqual({
      headers: HEADERS,
      rows: [['imported', 'Imported', 'Imported-SKU']],
    });
    expect(typed).toMatchObject({
      name: 'Typed',
      sku: 'Typed-SKU',
      details: 'Stoneware • 350 ml',
      description: 'Described',
      sourceRows: null,
    });
  });
});
