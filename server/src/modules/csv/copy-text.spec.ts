import { copyField, copyJsonField, copyRow, copySourceRowsField } from './copy-text';

// Postgres reads these back with COPY's text format; the decoding below is that format's rule.
function decodeCopyField(field: string): string {
  return field.replace(/\\(.)/g, (_, char: string) =>
    char === 't' ? '\t' : char === 'n' ? '\n' : char === 'r' ? '\r' : char,
  );
}

describe('COPY text encoding', () => {
  it('leaves plain text alone', () => {
    expect(copyField('Organic Cotton Tee, 220 gsm | "relaxed"')).toBe(
      'Organic Cotton Tee, 220 gsm | "relaxed"',
    );
  });

  it('escapes backslashes, tabs and line breaks so a value stays one field of one row', () => {
    const value = 'C:\\path\tcol\r\nline 2\\N';
    const field = copyField(value);
    expect(field).toBe('C:\\\\path\\tcol\\r\\nline 2\\\\N');
    expect(field).not.toMatch(/[\t\r\n]/);
    expect(decodeCopyField(field)).toBe(value);
  });

  it('never writes a value Postgres would read as NULL', () => {
    expect(copyField('\\N')).toBe('\\\\N');
    expect(decodeCopyField(copyField('\\N'))).toBe('\\N');
  });

  it('writes JSON whose decoding parses back to the same document', () => {
    const document = {
      headers: ['Handle', 'Body (HTML)'],
      rows: [['tee', '<p>a\\b</p>\n<ul>\t"x"</ul>']],
    };
    const field = copyJsonField(document);
    expect(field).not.toMatch(/[\t\r\n]/);
    expect(JSON.parse(decodeCopyField(field))).toEqual(document);
  });

  it('joins fields with tabs and ends the row with a line feed', () => {
    expect(copyRow(['a', copyField('b\tc'), ''])).toBe('a\tb\\tc\t\n');
  });
});

describe('source rows as a COPY field', () => {
  it('is the JSON document of the whole source rows, the header row encoded once', () => {
    const sourceRows = {
      headers: ['Handle', 'Body (HTML)', 'C:\\path'],
      rows: [['tee', '<p>a\nb</p>', '\\N']],
      delimiter: '\t',
      quoted: false,
      extension: '.txt',
    };
    const field = copySourceRowsField(sourceRows, copyJsonField(sourceRows.headers));
    expect(field).not.toMatch(/[\t\r\n]/);
    expect(JSON.parse(decodeCopyField(field))).toEqual(sourceRows);
  });

  it('leaves out what the source rows do not have', () => {
    const sourceRows = { headers: ['A'], rows: [['1']] };
    const field = copySourceRowsField(sourceRows, copyJsonField(sourceRows.headers));
    expect(JSON.parse(decodeCopyField(field))).toEqual(sourceRows);
  });
});
