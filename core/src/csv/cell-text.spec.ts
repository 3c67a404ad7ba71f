import {
  cutText,
  decodeEntities,
  exportPrice,
  htmlToText,
  joinPieces,
  neutraliseFormula,
  restoreFormula,
  slugify,
  textToHtml,
} from './cell-text';
import { sniffDialect, RecordSplitter } from './dialect';

describe('HTML and text', () => {
  it('reduces Shopify Body (HTML) to plain text', () => {
    expect(
      htmlToText(
        '<p>Soft&nbsp;cotton &amp; <strong>linen</strong>.</p>\n<ul>\n<li>Machine wash</li>\n<li>Made in &#8220;Porto&#8221;</li>\n</ul><script>alert(1)</script><p>Line<br/>break</p>',
      ),
    ).toBe('Soft cotton & linen.\n\n• Machine wash\n• Made in “Porto”\n\nLine\nbreak');
    expect(htmlToText('Plain text\nstays  as lines')).toBe('Plain text\nstays as lines');
  });

  it('decodes character references and leaves unknown ones', () => {
    expect(decodeEntities('3&quot; Pot &#x2019;s &amp;c &bogus;')).toBe('3" Pot ’s &c &bogus;');
  });

  it('writes plain text as escaped HTML paragraphs', () => {
    expect(textToHtml('Tea & <cake>\nfor "two"\n\nSecond')).toBe(
      '<p>Tea &amp; &lt;cake&gt;<br>for &quot;two&quot;</p><p>Second</p>',
    );
  });

  it('joins non-blank pieces with " | "', () => {
    expect(joinPieces([' Body ', '', null, 'Type', '  '])).toBe('Body | Type');
  });

  it('cuts at a word near the limit, or hard when there is none', () => {
    expect(cutText('one two three four', 16)).toBe('one two three');
    expect(cutText('abcdefghijklmnop', 10)).toBe('abcdefghij');
    expect(cutText('short', 10)).toBe('short');
  });

  it('turns a SKU into a handle', () => {
    expect(slugify('SRT_COT 111')).toBe('srt-cot-111');
    expect(slugify('--Mug & Cup--')).toBe('mug-cup');
  });

  it('writes prices as numbers for marketplaces', () => {
    expect(['12,99', '$1,299.00', '25', 'free', '-3'].map(exportPrice)).toEqual([
      '12.99',
      '1299.00',
      '25.00',
      '',
      '',
    ]);
  });
});

describe('spreadsheet formulas', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+cmd', "'+cmd"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['\nx', "'\nx"],
    ['-5', '-5'],
    ['+3.5', '+3.5'],
    ['plain', 'plain'],
    ['', ''],
  ])('%p is written as %p, and read back', (cell, written) => {
    expect(neutraliseFormula(cell)).toBe(written);
    expect(restoreFormula(written)).toBe(cell);
  });
});

describe('dialect', () => {
  it('takes the most frequent delimiter outside quotes on the header line', () => {
    expect(sniffDialect('a;b;"c,d,e"\n1;2;3')).toEqual({ delimiter: ';', quote: '"' });
    expect(sniffDialect('Item Name\nx')).toEqual({ delimiter: ',', quote: '"' });
    expect(sniffDialect('item-name\tprice\n12" Vinyl\t5')).toEqual({
      delimiter: '\t',
      quote: null,
    });
    expect(sniffDialect('name\tnote\n"a\tb"\tx')).toEqual({ delimiter: '\t', quote: '"' });
  });

  it('cuts text only after whole records', () => {
    const splitter = new RecordSplitter('"');
    const row = `x,"${'long cell\n'.repeat(10_000)}"\n`;
    let out = splitter.push(row.slice(0, 70_000));
    expect(out).toBe('');
    out = splitter.push(row.slice(70_000) + 'next,row\npart');
    expect(out).toBe(`${row}next,row\n`);
    expect(splitter.end()).toBe('part');
  });
});
