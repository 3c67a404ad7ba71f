import { copyField, copyJsonField, copyRow } from './copy-text';

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
