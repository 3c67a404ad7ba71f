import {
  SAMPLES,
  exportToString,
  importBytes,
  importOk,
  parseRows,
  sample,
  stored,
} from './test-support/csv-fixtures';

const SPEC_HEADER =
  'TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,SKU,TAGS,MATERIALS,CATEGORY_PATH,WHEN_MADE,WHO_MADE,IS_SUPPLY,PROCESSING_MIN,PROCESSING_MAX,VARIATION_NAME_1,VARIATION_NAME_2,VARIATION_VALUE_1,VARIATION_VALUE_2';

describe("Etsy import of the real listings download ('VARIATION 1 NAME', 24 columns)", () => {
  it('reads all 14 listings with their titles, prices and SKUs', async () => {
    const { items, importer } = await importOk('etsy', sample(SAMPLES.etsyListings));
    expect(importer.dataRows).toBe(14);
    expect(items.map((item) => item.sku)).toEqual([
      'Vanilla-V2',
      'Vanilla-X1',
      'etsy-generated-1700000000000-2',
      'VanillaSV-X1',
      'etsy-generated-1700000000000-4',
      'POPOULU-X2',
      'GREEN-X1',
      'etsy-generated-1700000000000-7',
      'etsy-generated-1700000000000-8',
      'LAKATAN-X1',
      'DEFY-A30',
      'MusaTruly-X1',
      'Banana4pl',
      'etsy-generated-1700000000000-13',
    ]);
    expect(items.map((item) => item.name)).toEqual([
      'Variegated Vanilla Orchid (Chartreuse) — *Vanilla Variegata Planifolia* — 3″ Pot',
      'Vanilla Orchid | Actual Vanilla Bean Plant',
      'Pink Lemonade Blueberry plant, well rooted. 3" Pot',
      'Vanilla Super Variegated Orchid | Actual Vanilla Bean Plant',
      'Passion Fruit 2-Pack — Panama Red & Bounty (Passiflora edulis) — Quick to Flower/Fruit!',
      'Popoulu Banana Plant (Musa ‘Popoulu’) — Red Trunk Polynesian Tropical Fruit & Foliage',
      'Dwarf Green Banana Plant – Tropical Foliage, Edible Orange Fruit',
      'Springhigh Blueberry, well rooted in 3" Pot.',
      'White Jade (edible core) Pineapple Plant, well rooted, 3" Pot',
      'Lakatan “Golden” Banana Plant (Lacatan) | Premier Dessert Banana | Sweet, Creamy, Custardy | 3" pot | Well Established',
      'Copper Peptide Serum (GHK-Cu) | Effective Skincare | Anti-Aging Peptide | Niacinamide + HA + Licorice | Fragrance-Free | 30 mL',
      'Truly Tiny Banana Plant | Dwarf Musa Edible Fruit Producing (3" Pot)',
      "Banana Bunch | 4 Unique Musa Plants | Truly Tiny + Popo'ulu + Dwarf Green + Lakatan (Substitutions Permitted)",
      'Musa Florida, Variegated Banana - US Seller - WELL ROOTED',
    ]);
    expect(items.map((item) => item.price)).toEqual([
      '27.95',
      '22.99',
      '18.99',
      '19.99',
      '24.99',
      '21.99',
      '24.99',
      '18.95',
      '18.99',
      '18.99',
      '49.99',
      '19.99',
      '49.99',
      '99',
    ]);
    expect(items[0]).toMatchObject({
      name: 'Variegated Vanilla Orchid (Chartreuse) — *Vanilla Variegata Planifolia* — 3″ Pot',
      price: '27.95',
      notes: 'SKUs: Vanilla-V2, Vanilla-V3, Vanilla-V1',
    });
    expect(items[2].name).toBe('Pink Lemonade Blueberry plant, well rooted. 3" Pot');
  });

  it("appends tags (underscores as spaces), materials and ' | Variations: name: value, …' to the description", async () => {
    const { items } = await importOk('etsy', sample(SAMPLES.etsyListings));
    const orchid = items[0];
    expect(
      orchid.details.startsWith(
        'CHARTREUSE VARIEGATED VANILLA ORCHID\nVanilla planifolia — 3″ Pot',
      ),
    ).toBe(true);
    expect(orchid.details).toContain(
      ' | Vanilla Aurea Orchid, variegated vanilla, vanilla bean plant, ',
    );
    expect(
      orchid.details.endsWith(
        ' | Variations: Quantity: 1x Vanilla Var, 2x Vailla Var, 3x Vanilla Var',
      ),
    ).toBe(true);
    const serum = items[10];
    expect(serum.details).toContain(
      ' | Copper tripeptide 1, Niacinimide, Licorice Extract, Hyaluronic Acid, GHKCU, Silk Proteins | Variations: Strength: Defy, Defy Advanced',
    );
    // Etsy writes &quot; inside variation values.
    expect(items[13].details.endsWith(' | Variations: Size Pot: 3" Pot, 4" Pot')).toBe(true);
  });
});

describe("Etsy import of the spec's columns", () => {
  it('reads VARIATION_NAME_n / VARIATION_VALUE_n, CATEGORY_PATH into notes, and generates missing SKUs', async () => {
    const file = `${SPEC_HEADER}\nLinen Towel,Soft linen.,18.00,USD,4,,linen_towel,linen,Home & Living > Kitchen,2020_2024,i_did,false,1,3,Size,Color,Large,Natural\n`;
    const { items } = await importOk('etsy', file, { timestamp: 1_734_000_000_000 });
    expect(items).toEqual([
      expect.objectContaining({
        name: 'Linen Towel',
        sku: 'etsy-generated-1734000000000-0',
        price: '18.00',
        details: 'Soft linen. | linen towel | linen | Variations: Size: Large; Color: Natural',
        notes: 'Home & Living > Kitchen',
      }),
    ]);
  });

  it('needs TITLE: as a header and in every row', async () => {
    const noHeader = await importBytes('etsy', 'DESCRIPTION,PRICE\nSoft,5\n');
    expect(noHeader.error?.message).toBe('CSV validation failed: Missing required header: TITLE');
    const noTitle = await importBytes('etsy', 'TITLE,PRICE,QUANTITY\nTowel,5,1\n,6,1\nMug,x,1.5\n');
    expect(noTitle.error?.errors).toEqual([
      'Row 3: TITLE is required',
      'Row 4: PRICE must be a valid positive number',
      'Row 4: QUANTITY must be a non-negative integer',
    ]);
  });
});

describe('Etsy export (SPEC §9)', () => {
  it("writes the spec's columns: USD, quantity 1, WHEN_MADE from config, i_did, false, 1–3", async () => {
    const rows = await parseRows(
      await exportToString(
        'etsy',
        stored([
          {
            name: 'Mug',
            sku: 'M-1',
            details: 'Stoneware',
            price: '12,5',
            notes: '',
            description: '',
            sourceFormat: 'shopify',
            sourceRows: { headers: ['Handle'], rows: [['mug']] },
          },
        ]),
        '2025_2025',
      ),
    );
    expect(rows[0].join(',')).toBe(SPEC_HEADER);
    expect(rows[1]).toEqual([
      'Mug',
      'Stoneware',
      '12.50',
      'USD',
      '1',
      'M-1',
      '',
      '',
      '',
      '2025_2025',
      'i_did',
      'false',
      '1',
      '3',
      '',
      '',
      '',
      '',
    ]);
  });

  it("writes an imported listing in the spec's columns, its own values kept and its extra columns after them", async () => {
    const { items } = await importOk('etsy', sample(SAMPLES.etsyListings));
    const original = await parseRows(sample(SAMPLES.etsyListings));
    const exported = await parseRows(
      await exportToString('etsy', stored([{ ...items[0], description: 'New words.' }, items[1]])),
    );
    const [header, first, second] = exported;
    expect(header).toEqual([
      ...SPEC_HEADER.split(','),
      ...['IMAGE1', 'IMAGE2', 'IMAGE3', 'IMAGE4', 'IMAGE5', 'IMAGE6', 'IMAGE7', 'IMAGE8', 'IMAGE9'],
      ...['IMAGE10', 'VARIATION 1 TYPE', 'VARIATION 2 TYPE'],
    ]);
    const at = (row: string[], name: string) => row[header.indexOf(name)];
    const from = (row: string[], name: string) => row[original[0].indexOf(name)];
    expect(at(first, 'DESCRIPTION')).toBe('New words.');
    expect(at(second, 'DESCRIPTION')).toBe(from(original[2], 'DESCRIPTION'));
    expect(at(first, 'QUANTITY')).toBe('29');
    expect(at(first, 'SKU')).toBe('Vanilla-V2,Vanilla-V3,Vanilla-V1');
    expect(at(first, 'VARIATION_NAME_1')).toBe('Quantity');
    expect(at(first, 'VARIATION_VALUE_1')).toBe(from(original[1], 'VARIATION 1 VALUES'));
    expect(at(first, 'IMAGE2')).toBe(from(original[1], 'IMAGE2'));
    expect(at(first, 'VARIATION 1 TYPE')).toBe('Custom Property');
    expect(at(first, 'WHEN_MADE')).toBe('2020_2024');
    expect(at(first, 'WHO_MADE')).toBe('i_did');
  });
});
