import { BinaryCopyRows } from './copy-binary';

// Reads Postgres's binary COPY format back: the signature, then rows of length-prefixed
// fields, then the trailer.
function decode(bytes: Buffer): (Buffer | null)[][] {
  expect(bytes.subarray(0, 11)).toEqual(Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'));
  expect(bytes.readInt32BE(11)).toBe(0);
  expect(bytes.readInt32BE(15)).toBe(0);
  let at = 19;
  const rows: (Buffer | null)[][] = [];
  for (;;) {
    const fields = bytes.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    const row: (Buffer | null)[] = [];
    for (let field = 0; field < fields; field += 1) {
      const length = bytes.readInt32BE(at);
      // A length of -1 is a NULL, with no bytes after it.
      row.push(length === -1 ? null : bytes.subarray(at + 4, at + 4 + length));
      at += 4 + Math.max(length, 0);
    }
    rows.push(row);
  }
  expect(at).toBe(bytes.length);
  return rows;
}

describe('BinaryCopyRows', () => {
  it('writes uuids, integers, text, jsonb and NULLs as Postgres reads them, nothing escaped', () => {
    const awkward = 'C:\\mugs\tnew\r\nline 2 \\N ünïcode ✓ 🫖';
    const rows = new BinaryCopyRows(64);
    rows.row(4).uuid('0f8b5c1e-3a2d-4c6b-9e7f-1a2b3c4d5e6f').int4(70_000).text(awkward);
    rows.jsonb(Buffer.from('{"headers":["A"],"rows":'), JSON.stringify([[awkward]]), '}');
    rows.row(1).text('');
    rows.row(3).text('a').null().text('b');
    const [first, second, third] = decode(rows.finish());
    expect(first[0]?.toString('hex')).toBe('0f8b5c1e3a2d4c6b9e7f1a2b3c4d5e6f');
    expect(first[1]?.readInt32BE(0)).toBe(70_000);
    expect(first[2]?.toString('utf8')).toBe(awkward);
    // jsonb: version 1, then the JSON text.
    expect(first[3]?.[0]).toBe(1);
    expect(JSON.parse(String(first[3]?.subarray(1).toString('utf8')))).toEqual({
      headers: ['A'],
      rows: [[awkward]],
    });
    expect(second).toEqual([Buffer.alloc(0)]);
    // A NULL is not an empty text.
    expect(third).toEqual([Buffer.from('a'), null, Buffer.from('b')]);
    expect(rows.rows).toBe(3);
  });

  it('grows past its first buffer without losing what it wrote', () => {
    const rows = new BinaryCopyRows(64);
    const long = 'x'.repeat(10_000);
    for (let n = 0; n < 50; n += 1) rows.row(2).int4(n).text(`${n}:${long}`);
    const decoded = decode(rows.finish());
    expect(decoded).toHaveLength(50);
    expect(decoded[49][1]?.toString()).toBe(`49:${long}`);
  });

  it('writes text whole at every fill of its buffer, one-byte or not (counted exactly when near full)', () => {
    const texts = ['plain ascii text', 'ünïcödé ✓', '🫖🫖🫖', 'x'.repeat(40)];
    for (let size = 64; size < 200; size += 1) {
      const rows = new BinaryCopyRows(size);
      for (const text of texts) rows.row(2).text(text).jsonb(Buffer.from('{"a":'), `"${text}"}`);
      const decoded = decode(rows.finish());
      expect(decoded.map(([text]) => text?.toString('utf8'))).toEqual(texts);
      expect(
        decoded.map(
          ([, json]) => JSON.parse(String(json?.subarray(1).toString('utf8'))) as unknown,
        ),
      ).toEqual(texts.map((text) => ({ a: text })));
    }
  });

  it('refuses an id that is not a uuid', () => {
    expect(() => new BinaryCopyRows().row(1).uuid('not-a-uuid')).toThrow('not a uuid');
  });
});
