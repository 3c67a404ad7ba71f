import { Readable } from 'node:stream';
import { parse } from 'fast-csv';
import { parseInWorker, type ParseOptions } from './parse-worker';

const COMMA: ParseOptions = { delimiter: ',', quote: '"' };

// fast-csv's own stream parse, in this thread: what the worker must answer.
async function streamParse(text: string, options = COMMA): Promise<string[][]> {
  const rows: string[][] = [];
  const parser = parse<string[], string[]>({ headers: false, ignoreEmpty: false, ...options });
  Readable.from([text]).pipe(parser);
  for await (const row of parser as AsyncIterable<string[]>) rows.push(row);
  return rows;
}

async function workerParse(pieces: string[], options = COMMA): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const batch of parseInWorker(Readable.from(pieces), options)) {
    for (const json of batch) rows.push(JSON.parse(json) as string[]);
  }
  return rows;
}

describe('parseInWorker', () => {
  it("answers fast-csv's rows, whatever the pieces", async () => {
    const text =
      '\ufeffHandle,Body,Price\r\ntee,"<p>two\r\nlines, ""quoted""</p>",29.00\r\n\r\n,,\nlast,"",1\r\n';
    const expected = await streamParse(text);
    expect(await workerParse([text])).toEqual(expected);
    // Cut anywhere, even inside a quoted field: the unfinished record waits for the next piece.
    for (const cut of [5, 20, 31, 47, text.length - 1]) {
      expect(await workerParse([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
    }
  });

  it('answers each record as the JSON text of its cells, zero bytes and lone surrogates included', async () => {
    const text = 'a,b\nnul\u0000here,"lone \ud83d, back\\slash ""q""\n"\n';
    const records: string[] = [];
    for await (const batch of parseInWorker(Readable.from([text]), COMMA)) records.push(...batch);
    expect(records).toEqual((await streamParse(text)).map((row) => JSON.stringify(row)));
    expect(records[1]).toContain('\\u0000');
    expect(JSON.parse(records[1])).toEqual(['nul\u0000here', 'lone \ud83d, back\\slash "q"\n']);
  });

  it('reads tab-delimited files without quotes as fast-csv does', async () => {
    const text = 'sku\titem-name\nA-1\t"Mug" 12 oz\n';
    const options: ParseOptions = { delimiter: '\t', quote: null };
    expect(await workerParse([text], options)).toEqual(await streamParse(text, options));
  });

  it("throws fast-csv's parse error", async () => {
    const text = 'a,b\n"open,1\n';
    const expected = await streamParse(text).then(
      () => 'no error',
      (error: Error) => error.message,
    );
    expect(expected).toMatch(/^Parse Error/);
    await expect(workerParse([text])).rejects.toThrow(expected);
  });

  it('keeps concurrent parses apart, and a parse left halfway does not disturb the next', async () => {
    const many = (tag: string) =>
      Array.from({ length: 300 }, (_, piece) =>
        Array.from({ length: 50 }, (_, row) => `${tag},${piece},${row}\n`).join(''),
      );
    const left = parseInWorker(Readable.from(many('left')), COMMA);
    await left.next();
    await left.return(undefined);
    const [a, b] = await Promise.all([workerParse(many('a')), workerParse(many('b'))]);
    expect(a).toHaveLength(15_000);
    expect(b).toHaveLength(15_000);
    expect(a.every((row) => row[0] === 'a')).toBe(true);
    expect(b.every((row) => row[0] === 'b')).toBe(true);
    expect(a[14_999]).toEqual(['a', '299', '49']);
  });
});
