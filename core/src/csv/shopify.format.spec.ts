import { parseRows } from './test-support/csv-fixtures';
import {
  SAMPLES,
  exportToString,
  importBytes,
  importOk,
  sample,
  stored,
} from './test-support/csv-fixtures';
import { SEO_DESCRIPTION_MAX, seoDescription } from './shopify.format';

const CLASSIC_HEADER =
  'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Requires Shipping,Variant Taxable,Gift Card,Image Src,Image Position';

function classic(...rows: string[]): string {
  return [CLASSIC_HEADER, ...rows].join('\n');
}

describe('Shopify import of the official 2023–24 template (classic header, CRLF)', () => {
  it('reads 3 products from 17 rows: variants and the image row belong to their product', async () => {
    const { items, importer } = await importOk('shopify', sample(SAMPLES.shopifyTemplate));
    expect(importer.dataRows).toBe(17);
    expect(items.map(({ name, sku, price }) => ({ name, sku, price }))).toEqual([
      { name: 'Example T-Shirt', sku: 'SRT_COT_111', price: '25' },
      { name: 'Example Jeans', sku: 'PNT_DEN_285', price: '95' },
      { name: 'Example Beanie', sku: 'HAT_GRY_275', price: '17.99' },
    ]);
    expect(items.map((item) => item.sourceRows.rows.length)).toEqual([12, 4, 1]);
    expect(importer.warnings).toEqual([]);
  });

  it('takes details from Body (HTML) as plain text, Type and Tags; notes from Vendor and Product Category', async () => {
    const { items } = await importOk('shopify', sample(SAMPLES.shopifyTemplate));
    const [shirt, jeans, hat] = items;
    expect(shirt.details).toBe(
      "This t-shirt is as simple as it gets. Easy to wear and insanely comfortable. Plus, it's made right here in our store for that extra special touch. Order a custom design or keep it blank for a classic look you can print on. | Shirts | Made to Order, Shirt Tag",
    );
    expect(shirt.notes).toBe(
      'Acme | Apparel & Accessories > Clothing > Clothing Tops > T-Shirts | Variants: Color: Green, Blue, Gray, Purple; Size: S, M, L (12 variants)',
    );
    expect(jeans.notes).toBe(
      'Acme | Apparel & Accessories > Clothing > Pants > Jeans | Variants: Size: 28, 30, 40 (3 variants)',
    );
    // One "Default Title" variant: nothing to summarise.
    expect(hat.notes).toBe('Acme | Apparel & Accessories > Clothing Accessories > Hats > Beanies');
    expect(hat.details.endsWith(' | Hat | Hat Tag')).toBe(true);
    expect(items.every((item) => item.description === '' && item.sourceFormat === 'shopify')).toBe(
      true,
    );
  });
});

describe('Shopify import of the Partners jewellery catalogue', () => {
  it('reads 20 products; image-only rows are neither products nor variants', async () => {
    const { items, importer } = await importOk('shopify', sample(SAMPLES.shopifyJewelery));
    expect(importer.dataRows).toBe(41);
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.name)).toEqual([
      '7 Shakra Bracelet',
      'Anchor Bracelet Mens',
      'Bangle Bracelet',
      'Boho Bangle Bracelet',
      'Boho Earrings',
      'Choker with Bead',
      'Choker with Gold Pendant',
      'Choker with Triangle',
      'Dainty Gold Necklace',
      'Dreamcatcher Pendant Necklace',
      'Galaxy Earrings',
      'Gemstone Necklace',
      'Gold Bird Necklace',
      'Gold Elephant Earrings',
      'Guardian Angel Earrings',
      'Moon Charm Bracelet',
      'Origami Crane Necklace',
      'Pretty Gold Necklace',
      'Silver Threader Necklace',
      'Stylish Summer Necklace',
    ]);
    // Every Variant SKU is blank: the SKU is generated from the handle.
    expect(items.slice(0, 3).map((item) => item.sku)).toEqual([
      'chain-bracelet',
      'leather-anchor',
      'bangle-bracelet',
    ]);
    const anchor = items[1];
    expect(anchor.sourceRows.rows).toHaveLength(3); // two variants and an image row, kept
    expect(anchor.price).toBe('69.99');
    expect(anchor.notes).toBe('Company 123 | Variants: Color: Gold, Silver (2 variants, 55–69.99)');
    expect(items[0]).toMatchObject({
      details: '7 chakra bracelet, in blue or black. | Bracelet | Beads',
      notes: 'Company 123 | Variants: Color: Blue, Black (2 variants)',
    });
  });

  it('reads multi-line HTML with bare LF inside CRLF records as plain text', async () => {
    const { items } = await importOk('shopify', sample(SAMPLES.shopifyJewelery));
    const gemstone = items.find((item) => item.sku === 'gemstone');
    expect(gemstone?.details).toContain(
      'Gemstone pendant, housed in sterling silver, with sterling silver chain.',
    );
    expect(gemstone?.details).toContain(
      '• Sterling silver chain, 14 inches\n• Turquoise or Quartz',
    );
    expect(gemstone?.details).not.toMatch(/<|&nbsp;/);
    expect(gemstone?.notes).toBe('Sterling Ltd | Variants: Colour: Blue, Purple (2 variants)');
  });
});

describe('Shopify import of the newer header dialect', () => {
  it('maps URL handle, Description, SKU, Price, Product category like their classic names', async () => {
    const { items, importer } = await importOk('shopify', sample(SAMPLES.shopifyNewFormat));
    expect(importer.dataRows).toBe(24);
    expect(items.map(({ name, sku, price }) => ({ name, sku, price }))).toEqual([
      { name: 'Al Quaa Galaxy Tee', sku: 'SB-ALQ-S-REG', price: '149' },
      { name: 'Liwa Dune Tee', sku: 'SB-LIW-S-REG', price: '149' },
      { name: 'Hajar Mountains Tee', sku: 'SB-WSH-S-REG', price: '149' },
    ]);
    expect(items[0].details).toBe(
      'The Milky Way as it rises over Al Quaa, the only Bortle 1, darkest sky in the Emirates. A subtle sahra mark on the chest, the galaxy across the back. Heavyweight organic cotton. | T-Shirt | place:Al Quaa, placeurl:al-quaa-desert, theme:#181109, dark',
    );
    expect(items[0].notes).toBe(
      'Sahra & Beyond | Apparel & Accessories > Clothing > Clothing Tops > T-Shirts | Variants: Size: S, M, L, XL; Fit: Regular, Oversized (8 variants)',
    );
    expect(items.map((item) => item.sourceRows.rows.length)).toEqual([8, 8, 8]);
  });
});

describe('Shopify validation (SPEC §5)', () => {
  it('needs the Handle header and recommends Title, Variant SKU and Variant Price', async () => {
    const noHandle = await importBytes('shopify', 'Title,Variant Price\nMug,12\n');
    expect(noHandle.error?.message).toBe('CSV validation failed: Missing required header: Handle');

    const bare = await importOk('shopify', 'Handle,Body (HTML)\nmug,<p>Stoneware</p>\n');
    expect(bare.importer.warnings).toEqual([
      'Recommended column "Title" is missing',
      'Recommended column "Variant SKU" is missing',
      'Recommended column "Variant Price" is missing',
    ]);
    expect(bare.items[0]).toMatchObject({ name: 'mug', sku: 'mug', details: 'Stoneware' });
  });

  it('takes TRUE/FALSE in any case or empty for the four flags, and nothing else', async () => {
    const ok = await importOk(
      'shopify',
      classic(',Mug,,,,,,True,,,M-1,3,12.99,false,TRUE,fAlSe,,'),
    );
    expect(ok.items).toHaveLength(1);
    const bad = await importBytes(
      'shopify',
      classic('mug,Mug,,,,,,yes,,,M-1,3,12.99,1,no,maybe,,'),
    );
    expect(bad.error?.message).toBe(
      'CSV validation failed: Row 2: Published must be TRUE or FALSE (and 3 more)',
    );
    expect(bad.error?.errors).toEqual([
      'Row 2: Published must be TRUE or FALSE',
      'Row 2: Variant Requires Shipping must be TRUE or FALSE',
      'Row 2: Variant Taxable must be TRUE or FALSE',
      'Row 2: Gift Card must be TRUE or FALSE',
    ]);
  });

  it('wants a non-negative Variant Price and a non-negative integer Variant Inventory Qty', async () => {
    const bad = await importBytes(
      'shopify',
      classic(
        'a,A,,,,,,,,,A-1,-3,12.99,,,,,',
        'b,B,,,,,,,,,B-1,2.5,-1,,,,,',
        'c,C,,,,,,,,,C-1,4,abc,,,,,',
        'd,D,,,,,,,,,D-1,0,"1,299.00",,,,,',
      ),
    );
    expect(bad.error?.errors).toEqual([
      'Row 2: Variant Inventory Qty must be a non-negative integer',
      'Row 3: Variant Price must be a valid positive number',
      'Row 3: Variant Inventory Qty must be a non-negative integer',
      'Row 4: Variant Price must be a valid positive number',
    ]);
    expect(bad.items).toHaveLength(0);
  });

  it('generates a missing handle from the title and writes it into the kept rows', async () => {
    const { items } = await importOk(
      'shopify',
      classic(',Linen Tea Towel,,,,,,,,,,,9.50,,,,,', ',,,,,,,,,,,,,,,,https://x/img.jpg,2'),
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Linen Tea Towel', sku: 'linen-tea-towel' });
    expect(items[0].sourceRows.rows.map((row) => row[0])).toEqual([
      'linen-tea-towel',
      'linen-tea-towel',
    ]);
  });

  it('skips a product that is only image rows', async () => {
    const { items } = await importOk(
      'shopify',
      classic('mug,Mug,,,,,,,,,M-1,,12,,,,,', 'extra,,,,,,,,,,,,,,,,https://x/a.jpg,1'),
    );
    expect(items.map((item) => item.sku)).toEqual(['M-1']);
  });

  it("refuses a product whose rows are split up by another product's", async () => {
    const run = await importBytes(
      'shopify',
      classic(
        'mug,Mug,,,,,,,,,M-1,,12,,,,,',
        'towel,Towel,,,,,,,,,T-1,,9,,,,,',
        'mug,,,,,,,,,,M-2,,12,,,,,',
      ),
    );
    expect(run.error?.errors).toEqual([
      `Row 4: "mug" appears again after other products; keep each product's rows together`,
    ]);
  });
});

describe('Shopify field mapping', () => {
  const file = classic(
    'mug,Ceramic Mug,<p>Stoneware &amp; glaze</p>,Acme,Home,Mugs,"kitchen, gift",TRUE,,,M-1,5,12.99,,,,,',
  );

  it('applies the seller’s mapping: one column each for name, SKU and price, lists for details and notes', async () => {
    const { items } = await importOk('shopify', file, {
      mapping: {
        name: 'Handle',
        sku: 'Variant SKU',
        price: null,
        details: ['Tags', 'Body (HTML)'],
        notes: ['Type'],
      },
    });
    expect(items[0]).toMatchObject({
      name: 'mug',
      sku: 'M-1',
      price: '',
      details: 'kitchen, gift | Stoneware & glaze',
      notes: 'Mugs',
    });
  });

  it('refuses a mapping that names a column the file does not have, or maps nothing', async () => {
    const unknown = await importBytes('shopify', file, {
      mapping: { name: 'Product Title', sku: null, price: null, details: [], notes: [] },
    });
    expect(unknown.error?.message).toBe(
      'CSV validation failed: Mapped column "Product Title" is not in the file',
    );
    const empty = await importBytes('shopify', file, {
      mapping: { name: null, sku: null, price: null, details: [], notes: [] },
    });
    expect(empty.error?.message).toBe('CSV validation failed: The field mapping is empty');
  });
});

describe('Shopify export (SPEC §9)', () => {
  const typed = {
    name: 'Ceramic Coffee Mug',
    sku: 'MUG_001 Blue',
    details: 'Stoneware | 350 ml',
    price: '12,99',
    notes: '',
    description: 'A sturdy stoneware mug. '.repeat(12).trim(),
    sourceFormat: null,
    sourceRows: null,
  };

  it('writes a new item with the SKU handle, Published TRUE, status active and a ≤160 SEO description', async () => {
    const rows = await parseRows(await exportToString('shopify', stored([typed])));
    const [header, row] = rows;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Handle')).toBe('mug-001-blue');
    expect(cell('Title')).toBe('Ceramic Coffee Mug');
    expect(cell('Published')).toBe('TRUE');
    expect(cell('Status')).toBe('active');
    expect(cell('Google Shopping / Condition')).toBe('new');
    expect(cell('Variant Weight Unit')).toBe('kg');
    expect(cell('Variant SKU')).toBe('MUG_001 Blue');
    expect(cell('Variant Price')).toBe('12.99');
    expect(cell('Body (HTML)')).toBe(`<p>${typed.description}</p>`);
    expect(cell('SEO Description').length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(cell('SEO Description')).toBe(seoDescription(typed.description));
    expect(typed.description.startsWith(cell('SEO Description'))).toBe(true);
  });

  it('keeps handles unique when two new items would share one', async () => {
    const rows = await parseRows(
      await exportToString('shopify', stored([typed, { ...typed, sku: 'mug-001-blue' }])),
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(['mug-001-blue', 'mug-001-blue-2']);
  });

  it('keeps the handle of an imported product and changes only Body (HTML) and SEO Description', async () => {
    const { items } = await importOk('shopify', sample(SAMPLES.shopifyTemplate));
    const described = items.map((item, index) =>
      index === 0 ? { ...item, description: 'Soft <organic> cotton & more.\n\nMade here.' } : item,
    );
    const original = await parseRows(sample(SAMPLES.shopifyTemplate));
    const exported = await parseRows(await exportToString('shopify', stored(described)));
    const header = original[0];
    expect(exported[0]).toEqual(header);
    const changed: string[] = [];
    exported.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (cell !== original[r][c]) changed.push(`${r}:${header[c]}=${cell}`);
      }),
    );
    expect(changed).toEqual([
      '1:Body (HTML)=<p>Soft &lt;organic&gt; cotton &amp; more.</p><p>Made here.</p>',
      '1:SEO Description=Soft <organic> cotton & more. Made here.',
    ]);
  });
});
