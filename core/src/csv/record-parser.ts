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
 * same rows, same "Parse Error: …"), with one short cut. fast-csv reads every character as a
 * token of its own; a line that holds no quote and does not start with whitespace is one
 * record whose fields are the text between its delimiters, so that is how it is read here
 * (most lines of a marketplace file: variants, images, plain product rows). Every other record
 * — quoted fields, a blank line, one that starts with a space — is read by fast-csv's own
 * RowParser, from where the line starts, just as its Parser's loop would.
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

  constructor({ delimiter, quote }: RecordParserOptions) {
    this.options = new ParserOptions({ headers: false, delimiter, quote, ignoreEmpty: false });
    this.rowParser = new RowParser(this.options);
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
}
