import { ETSY_HEADERS, ETSY_LANGUAGES, etsyLanguage, type EtsyLanguage } from './etsy-headers';
import { exportToString, fieldsOf, importOk, parseRows, stored } from './test-support/csv-fixtures';

/** An Etsy listings download as a shop in this language gets it. */
function download(language: EtsyLanguage, accents = true): string {
  const set = ETSY_HEADERS[language];
  const plain = (text: string) =>
    accents
      ? text
      : text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/Ł/g, 'L');
  const header = [
    set.title,
    set.description,
    set.price,
    set.currency,
    set.quantity,
    set.tags,
    set.materials,
    `${set.image}1`,
    `${set.image}2`,
    set.variationType.replace('#', '1'),
    set.variationName.replace('#', '1'),
    set.variationValues.replace('#', '1'),
    set.sku,
  ].map(plain);
  const rows = [
    [
      'Orecchini in argento',
      'Pendenti fatti a mano',
      '42.00',
      'EUR',
      '3',
      'orecchini,argento,regalo_per_lei',
      'argento,perle',
      'https://i.etsystatic.com/1/a.jpg',
      '',
      '',
      'Lunghezza',
      'Corta,Lunga',
      'ORE-1',
    ],
    [
      'Tazza in ceramica',
      'Smaltata a mano',
      '16.00',
      'EUR',
      '5',
      'tazza,caffe',
      'ceramica',
      'https://i.etsystatic.com/2/b.jpg',
      'https://i.etsystatic.com/2/c.jpg',
      '',
      '',
      '',
      'TAZ-1',
    ],
  ];
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [header, ...rows].map((row) => row.map(quote).join(',')).join('\n') + '\n';
}

describe('Etsy downloads in the shop’s language', () => {
  it.each(ETSY_LANGUAGES.map((language) => [language]))(
    '%s: every column is read, tags and materials included, with no warning',
    async (language) => {
      for (const accents of [true, false]) {
        const run = await importOk('etsy', download(language, accents));
        expect(run.importer.warnings).toEqual([]);
        expect(run.items.map(fieldsOf)).toEqual([
          {
            name: 'Orecchini in argento',
            sku: 'ORE-1',
            price: '42.00',
            details:
              'Pendenti fatti a mano | orecchini, argento, regalo per lei | argento, perle | Variations: Lunghezza: Corta, Lunga',
            notes: '',
            description: '',
          },
          {
            name: 'Tazza in ceramica',
            sku: 'TAZ-1',
            price: '16.00',
            details: 'Smaltata a mano | tazza, caffe | ceramica',
            notes: '',
            description: '',
          },
        ]);
      }
    },
  );

  it.each(ETSY_LANGUAGES.map((language) => [language]))(
    '%s: the export is written in the file’s language, each column once, and reads back the same',
    async (language) => {
      const set = ETSY_HEADERS[language];
      const { items } = await importOk('etsy', download(language));
      const described = items.map((item) => ({ ...item, description: `Nuova: ${item.name}` }));
      const exported = await exportToString('etsy', stored(described));
      const [header, first] = await parseRows(exported);
      for (const column of [
        set.title,
        set.description,
        set.price,
        set.currency,
        set.quantity,
        set.tags,
        set.materials,
        set.sku,
      ]) {
        expect(header.filter((cell) => cell === column)).toEqual([column]);
      }
      if (language !== 'en') {
        for (const english of ['TITLE', 'QUANTITY', 'TAGS', 'MATERIALS', 'PRICE']) {
          if (!Object.values(set).includes(english)) expect(header).not.toContain(english);
        }
      }
      expect(etsyLanguage(header)).toBe(language);
      expect(first[header.indexOf(set.description)]).toBe('Nuova: Orecchini in argento');
      expect(first[header.indexOf(set.tags)]).toBe('orecchini,argento,regalo_per_lei');
      expect(first[header.indexOf(`${set.image}2`)]).toBe('');
      const again = await importOk('etsy', exported);
      expect(again.importer.warnings).toEqual([]);
      expect(again.items.map((item) => item.details)).toEqual(
        described.map(
          (item) => `Nuova: ${item.name} | ${item.details.split(' | ').slice(1).join(' | ')}`,
        ),
      );
    },
  );

  it('reads the Italian export the issue reported: TAG and MATERIALI are read, QUANTITÀ is QUANTITY', async () => {
    const file =
      'TITOLO,DESCRIZIONE,PREZZO,VALUTA,QUANTITÀ,TAG,MATERIALI,IMMAGINE1,IMMAGINE2,IMMAGINE3,SKU\n' +
      'Candela di soia,Profumo di fico,18.00,EUR,4,"candela,soia,fico","cera di soia,stoppino di cotone",https://x/1.jpg,,,CAN-1\n';
    const { items, importer } = await importOk('etsy', file);
    expect(importer.warnings).toEqual([]);
    expect(items[0].details).toBe(
      'Profumo di fico | candela, soia, fico | cera di soia, stoppino di cotone',
    );
    const [header] = await parseRows(await exportToString('etsy', stored(items)));
    expect(header.slice(0, 8)).toEqual([
      'TITOLO',
      'DESCRIZIONE',
      'PREZZO',
      'VALUTA',
      'QUANTITÀ',
      'SKU',
      'TAG',
      'MATERIALI',
    ]);
    expect(header).not.toContain('QUANTITY');
    expect(header).not.toContain('TAGS');
    expect(header).not.toContain('MATERIALS');
    expect(header.filter((cell) => cell.startsWith('IMMAGINE'))).toEqual([
      'IMMAGINE1',
      'IMMAGINE2',
      'IMMAGINE3',
    ]);
  });

  it('tells the languages apart where they share words (TITEL: German or Dutch)', () => {
    expect(etsyLanguage(['TITEL', 'BESCHREIBUNG', 'PREIS', 'TAGS'])).toBe('de');
    expect(etsyLanguage(['TITEL', 'BESCHRIJVING', 'PRIJS', 'TAGS'])).toBe('nl');
    expect(etsyLanguage(['TITLE', 'DESCRIPTION', 'PRICE'])).toBe('en');
    expect(etsyLanguage(['TITRE', 'DESCRIPTION', 'PRIX'])).toBe('fr');
  });
});
