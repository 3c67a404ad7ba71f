import { ParserOptions } from 'fast-csv';
// fast-csv's own parse package, a dependency of ours at the version fast-csv pins exactly
// (package.json); its parser's parts are not in the package's index.
import { RowParser, Scanner } from '@fast-csv/parse/build/src/parser';

export interface RecordParserOptions {
  delimiter: string;
  quote: string | null;
}

export interface ParsedText {
  /** What follows the last whole record (the start of one the next piece finishes). */
  line: string;
  rows: string[][];
}

const ROW_END = /[\r\n]/g;
const LEADING_SPACE = /^\s/;

/**
 * fast-csv's parse, a piece of text at a time, as fast-csv's Parser parses it (same options,
 * same rows, same "Parse Error: …"), with two short cuts. fast-csv reads every character as a
 * token of its own; a line that holds no quote and does not start with whitespace is one
 * record whose fields are the text between its delimiters, so that is how it is read here
 * (most lines of a marketplace file: variants, images, plain product rows). A record whose
 * quoted fields are quoted whole (a product row with its HTML body) is read field by field
 * (`quoted`, which says why fast-csv reads it the same). Every other record — a blank line,
 * one that starts with a space, a quote anywhere else — is read by fast-csv's own RowParser,
 * from where the line starts, just as its Parser's loop would (bench:csv's Shopify file: the
 * parse thread took 0.7 s of CPU with the first short cut alone, 0.3 s with both).
 *
 * Why the short cut answers what fast-csv answers, for such a line (@fast-csv/parse 5.0.8):
 * its first token is the line's first character (no leading whitespace to skip), a column
 * without an opening quote is every character up to the next delimiter or line break, two
 * delimiters in a row make an empty field, a delimiter before the line break makes an empty
 * last field; and the record ends at the line break (`\r\n`, `\n` or `\r`), a `\r` at the very
 * end of a piece waiting for the next (it may be a `\r\n`). The parse tests hold both to the
 * same rows for awkward files.
 */
export class CsvRecordParser {
  private readonly options: ParserOptions;
  private readonly rowParser: RowParser;
  // The next delimiter, line break or quote.
  private readonly special: RegExp | null;

  constructor({ delimiter, quote }: RecordParserOptions) {
    this.options = new ParserOptions({ headers: false, delimiter, quote, ignoreEmpty: false });
    this.rowParser = new RowParser(this.options);
    this.special =
      quote === null
        ? null
        : new RegExp(`[${escapeClass(delimiter)}\r\n${escapeClass(quote)}]`, 'g');
  }

  /** The records of `text`; `hasMoreData`: more text follows in a later piece. */
  parse(piece: string, hasMoreData: boolean): ParsedText {
    const { delimiter, quote } = this.options;
    // As fast-csv's Parser.parse begins: a byte order mark at the start goes.
    let text = piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece;
    const rows: string[][] = [];
    let at = 0;
    for (;;) {
      ROW_END.lastIndex = at;
      const end = ROW_END.exec(text);
      const stop = end === null ? text.length : end.index;
      const line = text.slice(at, stop);
      if (
        line.length > 0 &&
        (quote === null || !line.includes(quote)) &&
        !LEADING_SPACE.test(line)
      ) {
        if (end === null) {
          // Without its line break the record may go on in the next piece.
          if (hasMoreData) break;
          rows.push(line.split(delimiter));
          at = text.length;
          break;
        }
        if (text[stop] === '\r' && stop + 1 === text.length && hasMoreData) break;
        rows.push(line.split(delimiter));
        at = text.startsWith('\r\n', stop) ? stop + 2 : stop + 1;
        continue;
      }
      const quoted =
        line.length > 0 && !LEADING_SPACE.test(line) ? this.quoted(text, at, hasMoreData) : null;
      if (quoted) {
        rows.push(quoted.row);
        at = quoted.next;
        continue;
      }
      // fast-csv's Parser.parseRow, on a scanner of the rest of the text.
      const scanner = new Scanner({
        line: text.slice(at),
        parserOptions: this.options,
        hasMoreData,
      });
      if (!scanner.nextNonSpaceToken) break;
      const row = this.rowParser.parse(scanner);
      if (row === null) break;
      rows.push(row);
      text = scanner.line;
      at = 0;
    }
    return { line: text.slice(at), rows };
  }

  /**
   * The record at `at` when each of its fields is either unquoted and free of quotes, or
   * quoted from its first character to a closing quote right before a delimiter or the line
   * break (`""` inside standing for a quote), and its line break is in `text`; else null, and
   * fast-csv reads it. For such a record fast-csv's RowParser answers the same: an unquoted
   * column is every character up to the next delimiter or line break, a quoted one the text
   * between its quotes with each escaped quote (the escape is the quote) taken once, and the
   * record ends at the line break after its last field (`\r\n`, `\n`, or `\r` when more text
   * follows it or no more is coming). Whatever else it meets (a space before an opening or
   * after a closing quote, a quote inside an unquoted field, a record the text ends within)
   * is left to fast-csv, which words the errors.
   */
  private quoted(
    text: string,
    at: number,
    hasMoreData: boolean,
  ): { row: string[]; next: number } | null {
    const special = this.special;
    if (special === null) return null;
    const { delimiter, quote } = this.options as { delimiter: string; quote: string };
    const row: string[] = [];
    let position = at;
    for (;;) {
      let end: number;
      if (text[position] === quote) {
        let field = '';
        let from = position + 1;
        for (;;) {
          // No closing quote: the record goes on past the text, or is never closed. (A quote
          // the text ends on is not followed by a delimiter or line break below.)
          const close = text.indexOf(quote, from);
          if (close < 0) return null;
          field += text.slice(from, close);
          if (text[close + 1] !== quote) {
            end = close + 1;
            break;
          }
          field += quote;
          from = close + 2;
        }
        row.push(field);
        const next = text[end];
        if (next !== delimiter && next !== '\n' && next !== '\r') return null;
      } else {
        special.lastIndex = position;
        const found = special.exec(text);
        if (found === null || found[0] === quote) return null;
        end = found.index;
        row.push(text.slice(position, end));
      }
      const next = text[end];
      if (next === delimiter) {
        position = end + 1;
        continue;
      }
      if (next === '\r') {
        if (text[end + 1] === '\n') return { row, next: end + 2 };
        if (end + 1 === text.length && hasMoreData) return null;
        return { row, next: end + 1 };
      }
      return { row, next: end + 1 };
    }
  }
}

// `text` as characters of a regular expression's character class.
function escapeClass(text: string): string {
  return text.replace(/[\\\]^-]/g, '\\$&');
}

/**
 * Pieces of one text parsed one after another, as fast-csv's parse stream parses its chunks:
 * the unfinished record of each piece is carried into the next, and read at the end.
 */
export class CsvPieceParser {
  private readonly parser: CsvRecordParser;
  private rest = '';

  constructor(options: RecordParserOptions) {
    this.parser = new CsvRecordParser(options);
  }

  /** The records the piece finishes. */
  next(piece: string): string[][] {
    const { line, rows } = this.parser.parse(this.rest + piece, true);
    this.rest = line;
    return rows;
  }

  /** The last record, when the text did not end with a line break. */
  end(): string[][] {
    return this.rest ? this.parser.parse(this.rest, false).rows : [];
  }
}
