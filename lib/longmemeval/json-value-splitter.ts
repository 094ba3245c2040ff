// Splits a byte stream into its top-level JSON values without parsing them: the elements of one
// top-level array (the official dataset files), or a sequence of values (JSON Lines, or one
// object). Each value is handed over as bytes with its starting byte offset and line, so a file
// of any size imports with memory bounded by its largest single value, and a parse error can
// name the exact byte.

export type SplitValue = { bytes: Buffer; startByte: number; startLine: number };

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly byteOffset: number,
    readonly line: number,
  ) {
    super(message);
  }
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

function isSpace(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0xfeff;
}

type Mode = "start" | "array" | "sequence" | "done";

export class JsonValueSplitter {
  private mode: Mode = "start";
  private depth = 0;
  private inString = false;
  private escaped = false;
  private scalar = false;
  private parts: Buffer[] = [];
  private valueStart = -1;
  private valueLine = 1;
  private expectComma = false;
  private offset = 0;
  private line = 1;
  private sawBom = false;

  get format(): "array" | "sequence" | null {
    return this.mode === "array" || this.mode === "done" ? "array" : this.mode === "sequence" ? "sequence" : null;
  }

  // Feeds one chunk; returns the values completed inside it.
  push(chunk: Buffer): SplitValue[] {
    const out: SplitValue[] = [];
    let sliceFrom = this.valueStart >= 0 ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      const at = this.offset + i;
      if (this.valueStart >= 0) {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (b === BACKSLASH) this.escaped = true;
          else if (b === QUOTE) {
            this.inString = false;
            if (this.depth === 0) this.finish(chunk, sliceFrom, i + 1, out);
          } else if (b === NEWLINE) this.line++;
          if (this.valueStart < 0) sliceFrom = -1;
          continue;
        }
        if (this.scalar) {
          if (isSpace(b) || b === COMMA || b === CLOSE_BRACKET) {
            this.finish(chunk, sliceFrom, i, out);
            sliceFrom = -1;
            i--;
          }
          continue;
        }
        if (b === QUOTE) this.inString = true;
        else if (b === OPEN_BRACE || b === OPEN_BRACKET) this.depth++;
        else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
          this.depth--;
          if (this.depth === 0) {
            this.finish(chunk, sliceFrom, i + 1, out);
            sliceFrom = -1;
          }
        } else if (b === NEWLINE) this.line++;
        continue;
      }
      // Between values.
      if (b === NEWLINE) {
        this.line++;
        continue;
      }
      if (isSpace(b)) continue;
      if (this.offset === 0 && i < 3 && !this.sawBom && (b === 0xef || b === 0xbb || b === 0xbf)) {
        if (i === 2) this.sawBom = true;
        continue;
      }
      if (this.mode === "start") {
        if (b === OPEN_BRACKET) {
          this.mode = "array";
          continue;
        }
        this.mode = "sequence";
      }
      if (this.mode === "done") throw new JsonSyntaxError(`unexpected data after the end of the top-level array`, at, this.line);
      if (this.mode === "array") {
        if (b === CLOSE_BRACKET) {
          this.mode = "done";
          continue;
        }
        if (this.expectComma) {
          if (b !== COMMA) throw new JsonSyntaxError(`expected "," or "]" between array elements, found ${describe(b)}`, at, this.line);
          this.expectComma = false;
          continue;
        }
      }
      if (b === COMMA || b === CLOSE_BRACE || b === CLOSE_BRACKET) {
        throw new JsonSyntaxError(`unexpected ${describe(b)}`, at, this.line);
      }
      this.valueStart = at;
      this.valueLine = this.line;
      sliceFrom = i;
      if (b === OPEN_BRACE || b === OPEN_BRACKET) this.depth = 1;
      else if (b === QUOTE) this.inString = true;
      else this.scalar = true;
    }
    if (this.valueStart >= 0 && sliceFrom >= 0) this.parts.push(chunk.subarray(sliceFrom));
    this.offset += chunk.length;
    return out;
  }

  // Call at end of input; throws if the input stopped inside a value or an open array.
  end(): SplitValue[] {
    const out: SplitValue[] = [];
    if (this.valueStart >= 0 && this.scalar && !this.inString) {
      this.finish(Buffer.alloc(0), 0, 0, out);
    }
    if (this.valueStart >= 0) {
      throw new JsonSyntaxError(`the file ends inside a value that starts at byte ${this.valueStart} (truncated?)`, this.offset, this.line);
    }
    if (this.mode === "array") throw new JsonSyntaxError(`the file ends before the top-level array is closed (truncated?)`, this.offset, this.line);
    return out;
  }

  private finish(chunk: Buffer, from: number, to: number, out: SplitValue[]): void {
    this.parts.push(chunk.subarray(from, to));
    const bytes = this.parts.length === 1 ? Buffer.from(this.parts[0]!) : Buffer.concat(this.parts);
    out.push({ bytes, startByte: this.valueStart, startLine: this.valueLine });
    this.parts = [];
    this.valueStart = -1;
    this.depth = 0;
    this.scalar = false;
    this.inString = false;
    this.escaped = false;
    if (this.mode === "array") this.expectComma = true;
  }
}

function describe(b: number): string {
  return b >= 0x20 && b < 0x7f ? `"${String.fromCharCode(b)}"` : `byte 0x${b.toString(16).padStart(2, "0")}`;
}
