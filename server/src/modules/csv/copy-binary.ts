/**
 * Rows in Postgres's binary COPY format (`COPY … FROM STDIN (FORMAT binary)`): a signature
 * and header, then per row its field count and each field as a length and its bytes in the
 * type's binary form, then a trailer. Unlike the text format nothing is escaped: a value's
 * UTF-8 bytes go as they are, so a backslash, tab, line break or `\N` in a cell needs no work
 * on either side, and a JSON document is sent as JSON.stringify wrote it.
 */
export class BinaryCopyRows {
  private buffer: Buffer;
  private length = 0;
  /** Rows written so far. */
  rows = 0;

  constructor(initialBytes = 1024 * 1024) {
    this.buffer = Buffer.allocUnsafe(Math.max(initialBytes, 64));
    // "PGCOPY\n\377\r\n\0", no flags, no header extension.
    this.bytes(Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]));
    this.int32(0);
    this.int32(0);
  }

  /** Bytes written so far. */
  get byteLength(): number {
    return this.length;
  }

  /** Starts a row of `fields` fields; each is then written with one of the methods below. */
  row(fields: number): this {
    this.ensure(2);
    this.length = this.buffer.writeInt16BE(fields, this.length);
    this.rows += 1;
    return this;
  }

  /** A uuid field from its text form (8-4-4-4-12 hex digits). */
  uuid(id: string): this {
    this.ensure(20);
    this.length = this.buffer.writeInt32BE(16, this.length);
    const written = this.buffer.write(id.replaceAll('-', ''), this.length, 16, 'hex');
    if (written !== 16) throw new Error(`not a uuid: ${id}`);
    this.length += 16;
    return this;
  }

  /** An integer (int4) field. */
  int4(value: number): this {
    this.ensure(8);
    this.length = this.buffer.writeInt32BE(4, this.length);
    this.length = this.buffer.writeInt32BE(value, this.length);
    return this;
  }

  /** A NULL field. */
  null(): this {
    this.ensure(4);
    this.length = this.buffer.writeInt32BE(-1, this.length);
    return this;
  }

  /** A text field. */
  text(value: string): this {
    return this.field(0, [value]);
  }

  /** A jsonb field: its version byte, then the JSON text, given in pieces (strings or bytes). */
  jsonb(...pieces: (string | Buffer)[]): this {
    return this.field(1, pieces);
  }

  /** Ends the rows: the bytes to send (the builder is not used after this). */
  finish(): Buffer {
    this.ensure(2);
    this.length = this.buffer.writeInt16BE(-1, this.length);
    return this.buffer.subarray(0, this.length);
  }

  // A field's length, then its bytes (`version` first when it is 1: jsonb's format version).
  private field(version: 0 | 1, pieces: (string | Buffer)[]): this {
    let most = 4 + version;
    for (const piece of pieces) most += typeof piece === 'string' ? piece.length * 3 : piece.length;
    // Where the most a string's UTF-8 can take does not fit, its exact length is counted: the
    // buffer grows only when the bytes do not fit (a chunk sized like the one before mostly
    // holds them).
    if (this.length + most > this.buffer.length) {
      let exact = 4 + version;
      for (const piece of pieces) exact += byteLength(piece);
      this.ensure(exact);
    }
    const start = this.length;
    this.length += 4;
    if (version === 1) this.length = this.buffer.writeUInt8(1, this.length);
    for (const piece of pieces) {
      if (typeof piece === 'string') {
        this.length += this.buffer.write(piece, this.length, 'utf8');
      } else {
        this.buffer.set(piece, this.length);
        this.length += piece.length;
      }
    }
    this.buffer.writeInt32BE(this.length - start - 4, start);
    return this;
  }

  private bytes(value: Buffer): void {
    this.ensure(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  private int32(value: number): void {
    this.ensure(4);
    this.length = this.buffer.writeInt32BE(value, this.length);
  }

  // Room for `more` bytes: the buffer doubles (at least) when it would overflow.
  private ensure(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + more));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}

function byteLength(piece: string | Buffer): number {
  return typeof piece === 'string' ? Buffer.byteLength(piece, 'utf8') : piece.length;
}
