import { Readable, Transform, type TransformCallback } from 'node:stream';
import { CSV_MESSAGES, CsvImportError, CsvTooLargeError } from './csv-errors';
import {
  RecordSplitter,
  firstRecordEnd,
  skipBlankLines,
  sniffDialect,
  type CsvDialect,
} from './dialect';
import { parseInWorker } from './parse-worker';
import {
  SNIFF_BYTES,
  sniffDecoder,
  type ChunkDecoder,
  type TextEncodingName,
} from './text-decoding';

/** One CSV record as parsed; `number` counts records from 1 (the header row). */
export interface CsvRecord {
  number: number;
  cells: string[];
  /** The cells as JSON text (an array of strings), as the parse worker wrote it. */
  json: string;
}

export interface CsvReadOptions {
  /** Refuse the input past this many bytes (CsvTooLargeError). */
  maxBytes?: number;
}

// The header line must show up within this much text.
const HEAD_LIMIT = 64 * 1024;

/**
 * Bytes in, decoded text out, cut at record boundaries: counts bytes against the cap,
 * chooses the text encoding from the first bytes, strips a BOM, and reads the dialect off
 * the header line before passing anything on (it emits 'dialect' first).
 */
class CsvTextStream extends Transform {
  bytes = 0;
  dialect: CsvDialect | null = null;
  blank = true;
  private decoder: ChunkDecoder | null = null;
  private rawHead: Buffer[] = [];
  private rawHeadLength = 0;
  private head = '';
  private splitter: RecordSplitter | null = null;

  constructor(private readonly maxBytes: number | undefined) {
    super({ readableObjectMode: true });
  }

  get encoding(): TextEncodingName {
    return this.decoder?.encoding ?? 'utf-8';
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.maxBytes !== undefined && this.bytes > this.maxBytes) {
      done(new CsvTooLargeError(this.maxBytes));
      return;
    }
    try {
      if (!this.decoder) {
        this.rawHead.push(chunk);
        this.rawHeadLength += chunk.length;
        if (this.rawHeadLength >= SNIFF_BYTES) this.startDecoding();
      } else {
        this.onText(this.decoder.write(chunk), false);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.decoder) this.startDecoding();
      this.onText((this.decoder as ChunkDecoder).end(), true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private startDecoding(): void {
    const head = Buffer.concat(this.rawHead);
    this.rawHead = [];
    const { decoder, skip } = sniffDecoder(head);
    this.decoder = decoder;
    this.onText(decoder.write(head.subarray(skip)), false);
  }

  private onText(text: string, final: boolean): void {
    if (!this.splitter) {
      this.head += text;
      if (this.head.charCodeAt(0) === 0xfeff) this.head = this.head.slice(1);
      const headerComplete = firstRecordEnd(skipBlankLines(this.head), '"') >= 0;
      if (!final && !headerComplete && this.head.length < HEAD_LIMIT) return;
      this.blank = this.head.trim() === '';
      this.dialect = sniffDialect(this.head);
      this.splitter = new RecordSplitter(this.dialect.quote);
      this.emit('dialect', this.dialect);
      // The header record goes on alone, so a parse error after it is not taken for one in it.
      const lead = this.head.length - skipBlankLines(this.head).length;
      const end = firstRecordEnd(this.head.slice(lead), this.dialect.quote);
      const headerEnd = end < 0 ? -1 : lead + end;
      if (headerEnd > 0) this.push(this.head.slice(0, headerEnd));
      text = headerEnd > 0 ? this.head.slice(headerEnd) : this.head;
      this.head = '';
    }
    const ready = this.splitter.push(text) + (final ? this.splitter.end() : '');
    if (ready) this.push(ready);
  }
}

/** A CSV upload being read: its dialect and encoding, and its records as they arrive. */
export interface CsvDocument {
  dialect: CsvDialect;
  /** Final once the records are read (UTF-8 until a non-UTF-8 byte shows up). */
  readonly encoding: TextEncodingName;
  /** True when the file holds nothing but whitespace. */
  blank: boolean;
  bytesRead(): number;
  /** The records, one at a time; parse failures become catalogue errors. */
  records(): AsyncGenerator<CsvRecord>;
  /**
   * The decoded text instead, in pieces that each end at a record's end (the header record
   * alone first): for a reader elsewhere (ThreadedCsvImport). One of the two, once.
   */
  pieces(): AsyncIterable<string>;
  /** Stops reading: the source is left unread (the caller drains or closes it). */
  release(): void;
}

/**
 * Starts reading a CSV byte stream (an HTTP request body, a file). Resolves once the header
 * line has been seen. Nothing holds more than a chunk of the file at a time.
 */
export async function openCsv(
  source: Readable,
  options: CsvReadOptions = {},
): Promise<CsvDocument> {
  const text = new CsvTextStream(options.maxBytes);
  const onSourceError = (error: Error) => text.destroy(error);
  // A source that closes before its end (a dropped upload) must not leave the reader waiting.
  let ended = false;
  const onSourceEnd = () => {
    ended = true;
  };
  const onSourceClose = () => {
    if (!ended) text.destroy(new Error('The upload ended before the whole file arrived'));
  };
  source.once('error', onSourceError);
  source.once('end', onSourceEnd);
  source.once('close', onSourceClose);
  source.pipe(text);
  const release = () => {
    source.unpipe(text);
    source.off('error', onSourceError);
    source.off('end', onSourceEnd);
    source.off('close', onSourceClose);
    if (!text.destroyed) text.destroy();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      text.once('dialect', () => resolve());
      text.once('error', reject);
    });
  } catch (error) {
    release();
    throw error;
  }
  const dialect = text.dialect as CsvDialect;

  async function* records(): AsyncGenerator<CsvRecord> {
    // fast-csv parses in the parse worker while this thread handles the rows before.
    const batches = parseInWorker(text as AsyncIterable<string>, {
      delimiter: dialect.delimiter,
      quote: dialect.quote,
    });
    let number = 0;
    let headerSeen = false;
    try {
      for await (const piece of batches) {
        for (const json of piece) {
          number += 1;
          const cells = JSON.parse(json) as string[];
          if (cells.length > 0) headerSeen = true;
          yield { number, cells, json };
        }
      }
    } catch (error) {
      throw parseFailure(error, headerSeen);
    } finally {
      release();
    }
  }

  return {
    dialect,
    get encoding() {
      return text.encoding;
    },
    blank: text.blank,
    bytesRead: () => text.bytes,
    records,
    pieces: () => text as AsyncIterable<string>,
    release,
  };
}

/** Reads a whole in-memory file (tests, the header preview). */
export function openCsvBuffer(bytes: Uint8Array | string, options: CsvReadOptions = {}) {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
  return openCsv(Readable.from([buffer], { objectMode: false }), options);
}

/**
 * What a failure while the records are parsed is to the seller: fast-csv's "Parse Error: …"
 * becomes the catalogue's message (the header's own when no header was read yet), with the
 * problem in a few words; the catalogue's errors and anything else stay as they are.
 */
export function parseFailure(error: unknown, headerSeen: boolean): unknown {
  if (error instanceof CsvImportError || error instanceof CsvTooLargeError) return error;
  if (error instanceof Error && error.message.startsWith('Parse Error')) {
    return new CsvImportError(headerSeen ? CSV_MESSAGES.parse : CSV_MESSAGES.unreadableHeaders, [
      describeParseError(error.message),
    ]);
  }
  return error;
}

// fast-csv says "Parse Error: missing closing: '"' in line: at '…'"; keep the first clause.
function describeParseError(message: string): string {
  const detail = message.replace(/^Parse Error:\s*/, '');
  if (detail.startsWith('missing closing')) return 'A quoted field is never closed';
  if (detail.startsWith('expected:')) return 'Text follows the closing quote of a field';
  return detail.split(' at ')[0].slice(0, 120);
}
