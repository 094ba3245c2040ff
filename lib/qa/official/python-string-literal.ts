// Reads one Python string literal (or several adjacent ones, which Python concatenates) from
// source text: quotes ' " ''' """, the r/u prefixes and the standard escapes. f-strings and bytes
// are refused: a judge template built at run time cannot be reproduced by reading the file.
export class PythonLiteralError extends Error {}

const SIMPLE_ESCAPES: Record<string, string> = { "\\": "\\", "'": "'", '"': '"', a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\n": "" };

function readOne(src: string, start: number): { value: string; end: number } {
  const prefix = /^[A-Za-z]{0,2}(?=['"])/.exec(src.slice(start, start + 3))?.[0] ?? "";
  const lower = prefix.toLowerCase();
  if (lower.includes("f") || lower.includes("b")) throw new PythonLiteralError(`a ${prefix}-string cannot be read as a fixed template`);
  if (lower !== "" && lower !== "r" && lower !== "u") throw new PythonLiteralError(`unknown string prefix ${prefix}`);
  const raw = lower === "r";
  let i = start + prefix.length;
  const quote = src.startsWith(src[i]!.repeat(3), i) ? src[i]!.repeat(3) : src[i]!;
  i += quote.length;
  let value = "";
  for (;;) {
    if (i >= src.length) throw new PythonLiteralError("unterminated string literal");
    if (src.startsWith(quote, i)) return { value, end: i + quote.length };
    const c = src[i]!;
    if (c === "\n" && quote.length === 1) throw new PythonLiteralError("unterminated string literal (end of line)");
    if (c !== "\\") {
      value += c;
      i++;
      continue;
    }
    const next = src[i + 1] ?? "";
    if (raw) {
      value += c + next;
      i += 2;
      continue;
    }
    if (next in SIMPLE_ESCAPES) {
      value += SIMPLE_ESCAPES[next];
      i += 2;
    } else if (/[0-7]/.test(next)) {
      const oct = /^[0-7]{1,3}/.exec(src.slice(i + 1))![0];
      value += String.fromCodePoint(parseInt(oct, 8));
      i += 1 + oct.length;
    } else if (next === "x" || next === "u" || next === "U") {
      const width = next === "x" ? 2 : next === "u" ? 4 : 8;
      const hex = src.slice(i + 2, i + 2 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) throw new PythonLiteralError(`bad \\${next} escape`);
      value += String.fromCodePoint(parseInt(hex, 16));
      i += 2 + width;
    } else if (next === "N") {
      throw new PythonLiteralError("\\N{...} escapes are not supported");
    } else {
      // Python keeps an unknown escape as written.
      value += c + next;
      i += 2;
    }
  }
}

// From `start` (at the first literal, or an opening parenthesis around several), returns the
// concatenated value and where the expression ends.
export function readPythonString(src: string, start: number): { value: string; end: number } {
  let i = start;
  const skip = (multiline: boolean) => {
    for (;;) {
      while (i < src.length && (src[i] === " " || src[i] === "\t" || (multiline && src[i] === "\n") || (src[i] === "\\" && src[i + 1] === "\n")))
        i += src[i] === "\\" ? 2 : 1;
      if (multiline && src[i] === "#") while (i < src.length && src[i] !== "\n") i++;
      else return;
    }
  };
  skip(false);
  const parenthesised = src[i] === "(";
  if (parenthesised) i++;
  let value = "";
  let count = 0;
  for (;;) {
    skip(parenthesised);
    if (!/^[A-Za-z]{0,2}['"]/.test(src.slice(i, i + 3))) break;
    const one = readOne(src, i);
    value += one.value;
    i = one.end;
    count++;
  }
  if (count === 0) throw new PythonLiteralError("expected a string literal");
  if (parenthesised) {
    if (src[i] !== ")") throw new PythonLiteralError("expected ) after the string literals");
    i++;
  }
  return { value, end: i };
}
