import { CsvImportError } from './csv-errors';
import { Utf8OrWindows1252Decoder, decodeWindows1252, sniffDecoder } from './text-decoding';

describe('Windows-1252', () => {
  it('maps 0x80–0x9F to the WHATWG characters, not C1 controls', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
    expect(decodeWindows1252(bytes)).toBe(
      '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ',
    );
    expect(decodeWindows1252(Uint8Array.from([0x41, 0xe4, 0xff]))).toBe('Aäÿ');
  });
});

describe('UTF-8 with Windows-1252 fallback', () => {
  const text = 'Größe – 5 € – 😀 – ok';
  const bytes = Buffer.from(text, 'utf8');

  it('decodes UTF-8 split at every byte position between chunks', () => {
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      const decoder = new Utf8OrWindows1252Decoder();
      const out =
        decoder.write(bytes.subarray(0, cut)) + decoder.write(bytes.subarray(cut)) + decoder.end();
      expect(out).toBe(text);
      expect(decoder.encoding).toBe('utf-8');
    }
  });

  it('switches to Windows-1252 for bytes that are not UTF-8, even cut between chunks', () => {
    const latin = Buffer.from([0x47, 0x72, 0xf6, 0xdf, 0x65, 0x20, 0x80]); // "Größe €"
    for (let cut = 0; cut <= latin.length; cut += 1) {
      const decoder = new Utf8OrWindows1252Decoder();
      const out =
        decoder.write(latin.subarray(0, cut)) + decoder.write(latin.subarray(cut)) + decoder.end();
      expect(out).toBe('Größe €');
      expect(decoder.encoding).toBe('windows-1252');
    }
  });

  it('decodes a UTF-8 lead byte at the very end of the file as Windows-1252', () => {
    const decoder = new Utf8OrWindows1252Decoder();
    expect(decoder.write(Buffer.from([0x61, 0xe4])) + decoder.end()).toBe('aä');
  });

  it('rejects overlong and surrogate encodings as UTF-8', () => {
    const decoder = new Utf8OrWindows1252Decoder();
    expect(decoder.write(Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80])) + decoder.end()).toBe(
      'À¯í\u00a0€',
    );
  });
});

describe('choosing the decoder', () => {
  it('skips a UTF-8 BOM and follows UTF-16 byte order marks', () => {
    expect(sniffDecoder(Buffer.from([0xef, 0xbb, 0xbf, 0x41])).skip).toBe(3);
    expect(sniffDecoder(Buffer.from([0xff, 0xfe, 0x41, 0x00])).decoder.encoding).toBe('utf-16le');
    expect(sniffDecoder(Buffer.from([0xfe, 0xff, 0x00, 0x41])).decoder.encoding).toBe('utf-16be');
  });

  it('recognises UTF-16 without a BOM by its zero bytes', () => {
    expect(sniffDecoder(Buffer.from('Item Name,SKU\n', 'utf16le')).decoder.encoding).toBe(
      'utf-16le',
    );
    const be = Buffer.from('Item Name,SKU\n', 'utf16le').swap16();
    expect(sniffDecoder(be).decoder.encoding).toBe('utf-16be');
  });

  it('refuses spreadsheets and binary data', () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(() => sniffDecoder(xls)).toThrow(new CsvImportError('Please select a CSV file'));
    expect(() =>
      sniffDecoder(Buffer.from([0x41, 0x00, 0x00, 0x42, 0x43, 0x44, 0x45, 0x00])),
    ).toThrow('Invalid CSV format - unable to read headers');
  });
});
