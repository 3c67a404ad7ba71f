/** How a file separates and quotes its fields. */
export interface CsvDialect {
  delimiter: ',' | '\t' | ';' | '|';
  /** Null for files that never quote (Amazon's tab-delimited reports). */
  quote: '"' | null;
}

const DELIMITERS: CsvDialect['delimiter'][] = [',', '\t', ';', '|'];

/** End of the first record (index just past its line break), or -1 when it has none yet. */
export function firstRecordEnd(text: string, quote: string | null): number {
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote !== null && char === quote) inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) {
      return char === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1;
    }
  }
  return -1;
}

/** The text from its first line that is not blank. */
export function skipBlankLines(text: string): string {
  return text.replace(/^(?:[ \t]*(?:\r\n|\n|\r))+/, '');
}

/**
 * Reads the dialect off the header line: the delimiter that occurs most often outside quotes
 * (comma on a tie, so a one-column file stays a comma file). Tab-delimited files are taken as
 * unquoted, as Amazon writes them, unless a field in the sample is wrapped in quotes the way
 * Excel's "Text (Tab delimited)" does it.
 */
export function sniffDialect(head: string): CsvDialect {
  const text = skipBlankLines(head);
  const end = firstRecordEnd(text, '"');
  const line = end < 0 ? text : text.slice(0, end);
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  for (const char of line) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let delimiter: CsvDialect['delimiter'] = ',';
  for (const candidate of DELIMITERS) {
    if ((counts.get(candidate) ?? 0) > (counts.get(delimiter) ?? 0)) delimiter = candidate;
  }
  if (delimiter !== '\t') return { delimiter, quote: '"' };
  const quotedField = /(?:^|\t)"(?:[^"]|"")*"(?=\t|\r?\n|$)/m;
  return { delimiter, quote: quotedField.test(head) ? '"' : null };
}

const MIN_SPLIT = 64 * 1024;
const MAX_HOLD = 4 * 1024 * 1024;

/**
 * Cuts decoded text at record boundaries before it reaches the parser. fast-csv re-reads an
 * unfinished record from its start on every chunk, so a 10 MB quoted cell fed in 64 KB
 * pieces costs minutes; whole records cost one pass. Only an optimisation: when quotes are
 * unbalanced the text is passed on anyway, in growing pieces, and fast-csv decides.
 */
export class RecordSplitter {
  private pending = '';
  private scanned = 0;
  private inQuotes = false;
  private lastBoundary = -1;
  private hold = MAX_HOLD;

  constructor(private readonly quote: string | null) {}

  /** Text to hand to the parser now ('' when it should wait for more). */
  push(text: string): string {
    this.pending += text;
    if (this.pending.length < MIN_SPLIT) {
      this.scan();
      return '';
    }
    this.scan();
    if (this.lastBoundary >= 0) {
      const cut = this.lastBoundary + 1;
      const out = this.pending.slice(0, cut);
      this.pending = this.pending.slice(cut);
      this.scanned -= cut;
      this.lastBoundary = -1;
      this.hold = MAX_HOLD;
      return out;
    }
    if (this.pending.length >= this.hold) {
      const out = this.pending;
      this.pending = '';
      this.scanned = 0;
      this.hold *= 2;
      return out;
    }
    return '';
  }

  /** Everything left, at the end of the file. */
  end(): string {
    const out = this.pending;
    this.pending = '';
    this.scanned = 0;
    this.lastBoundary = -1;
    return out;
  }

  private scan(): void {
    const text = this.pending;
    const { quote } = this;
    let i = this.scanned;
    while (i < text.length) {
      if (this.inQuotes) {
        const close = quote === null ? -1 : text.indexOf(quote, i);
        if (close < 0) {
          i = text.length;
          break;
        }
        this.inQuotes = false;
        i = close + 1;
        continue;
      }
      const newline = text.indexOf('\n', i);
      const open = quote === null ? -1 : text.indexOf(quote, i);
      if (open >= 0 && (newline < 0 || open < newline)) {
        this.inQuotes = true;
        i = open + 1;
        continue;
      }
      if (newline < 0) {
        i = text.length;
        break;
      }
      this.lastBoundary = newline;
      i = newline + 1;
    }
    this.scanned = i;
  }
}
