import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { CSV_MESSAGES, CsvImportError } from './csv-errors';

export type TextEncodingName = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** Turns a byte stream into text, chunk by chunk. */
export interface ChunkDecoder {
  /** What the bytes turned out to be so far (UTF-8 until a byte says otherwise). */
  readonly encoding: TextEncodingName;
  write(bytes: Uint8Array): string;
  end(): string;
}

// Windows-1252 is Latin-1 except 0x80–0x9F. Node 20's TextDecoder('windows-1252') decodes
// those as C1 controls (nodejs/node#60888), so the WHATWG table is spelled out here.
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const CP1252: string[] = Array.from({ length: 256 }, (_, byte) =>
  String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F[byte - 0x80] : byte),
);

/** Decodes bytes as Windows-1252 (the WHATWG mapping). */
export function decodeWindows1252(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let out = '';
  for (let i = start; i < end; i += 1) out += CP1252[bytes[i]];
  return out;
}

/**
 * Length of the well-formed UTF-8 sequence at `i`: 1–4, 0 when the bytes there are not
 * UTF-8, -1 when they are a valid start cut off by the end of the chunk.
 */
function utf8SequenceLength(bytes: Uint8Array, i: number, end: number): number {
  const lead = bytes[i];
  if (lead < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    if (lead === 0xf4) high = 0x8f;
  } else return 0;
  for (let k = 1; k < length; k += 1) {
    if (i + k >= end) return -1;
    const byte = bytes[i + k];
    if (k === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) return 0;
  }
  return length;
}

/**
 * UTF-8 where the bytes are UTF-8, Windows-1252 for each byte that is not: a Windows-1252
 * file (EU Amazon reports, old Excel) decodes as Windows-1252, a UTF-8 file as UTF-8, and a
 * file pasted together from both still reads correctly instead of filling with U+FFFD.
 */
export class Utf8OrWindows1252Decoder implements ChunkDecoder {
  encoding: TextEncodingName = 'utf-8';
  private carry: Uint8Array = new Uint8Array(0);

  write(chunk: Uint8Array): string {
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const end = bytes.length - incompleteTail(bytes);
    this.carry = bytes.slice(end);
    return this.decode(bytes, end);
  }

  end(): string {
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    if (rest.length === 0) return '';
    // A sequence cut off by the end of the file is not UTF-8.
    this.encoding = 'windows-1252';
    return decodeWindows1252(rest);
  }

  private decode(bytes: Uint8Array, end: number): string {
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, end);
    if (isUtf8(view)) return view.toString('utf8');
    this.encoding = 'windows-1252';
    const parts: string[] = [];
    let runStart = 0;
    let i = 0;
    while (i < end) {
      if (bytes[i] < 0x80) {
        i += 1;
        continue;
      }
      const length = utf8SequenceLength(bytes, i, end);
      if (length > 0) {
        i += length;
        continue;
      }
      if (runStart < i) parts.push(view.toString('utf8', runStart, i));
      parts.push(CP1252[bytes[i]]);
      i += 1;
      runStart = i;
    }
    if (runStart < end) parts.push(view.toString('utf8', runStart, end));
    return parts.join('');
  }
}

// How many bytes at the end of the chunk start a UTF-8 sequence the next chunk completes.
function incompleteTail(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let back = 1; back <= 3 && back <= end; back += 1) {
    const byte = bytes[end - back];
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) return utf8SequenceLength(bytes, end - back, end) === -1 ? back : 0;
  }
  return 0;
}

class Utf16Decoder implements ChunkDecoder {
  private readonly decoder: TextDecoder;
  constructor(readonly encoding: 'utf-16le' | 'utf-16be') {
    this.decoder = new TextDecoder(encoding);
  }
  write(bytes: Uint8Array): string {
    return this.decoder.decode(bytes, { stream: true });
  }
  end(): string {
    return this.decoder.decode();
  }
}

// Files that are spreadsheets, archives or images, not text: the seller picked the wrong file.
const BINARY_SIGNATURES: number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip: .xlsx, .numbers, .ods
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: .xls
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
];

/** Bytes to look at before choosing a decoder. */
export const SNIFF_BYTES = 4096;

/**
 * Chooses the decoder from the first bytes of the file: a UTF-16 byte order mark (or the
 * zero bytes of BOM-less UTF-16), else UTF-8 with Windows-1252 fallback. A UTF-8 BOM is
 * skipped. Spreadsheets and other binary files are refused with the catalogue message.
 * Returns the decoder and how many leading bytes (the BOM) to skip.
 */
export function sniffDecoder(head: Uint8Array): { decoder: ChunkDecoder; skip: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    return { decoder: new Utf8OrWindows1252Decoder(), skip: 3 };
  }
  if (head[0] === 0xff && head[1] === 0xfe)
    return { decoder: new Utf16Decoder('utf-16le'), skip: 2 };
  if (head[0] === 0xfe && head[1] === 0xff)
    return { decoder: new Utf16Decoder('utf-16be'), skip: 2 };
  if (BINARY_SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte))) {
    throw new CsvImportError(CSV_MESSAGES.fileType);
  }
  const sample = head.subarray(0, SNIFF_BYTES);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros += 1;
      else oddZeros += 1;
    }
  }
  const pairs = Math.floor(sample.length / 2);
  if (pairs > 0 && oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) {
    return { decoder: new Utf16Decoder('utf-16le'), skip: 0 };
  }
  if (pairs > 0 && evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) {
    return { decoder: new Utf16Decoder('utf-16be'), skip: 0 };
  }
  // Text files have no zero bytes; a file full of them is not a CSV we can read.
  if (evenZeros + oddZeros > 0) throw new CsvImportError(CSV_MESSAGES.unreadableHeaders);
  return { decoder: new Utf8OrWindows1252Decoder(), skip: 0 };
}
