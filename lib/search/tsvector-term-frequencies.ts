// How often each lexeme of a tsvector occurs, read from PostgreSQL's text output of it
// ('lexeme':1,4B 'other' 'it''s':3: each lexeme in single quotes with quotes and backslashes
// doubled, then its comma-separated positions, each with an optional weight letter; a lexeme
// stored without positions has none and counts once). Lexemes keep the vector's own order.
export type TermFrequencies = { lexemes: string[]; frequencies: number[] };

export function tsvectorTermFrequencies(text: string): TermFrequencies {
  const lexemes: string[] = [];
  const frequencies: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === " ") {
      i += 1;
      continue;
    }
    if (text[i] !== "'") throw new Error(`tsvector text: expected a quoted lexeme at offset ${i} of ${JSON.stringify(text.slice(0, 200))}`);
    i += 1;
    let lexeme = "";
    for (;;) {
      if (i >= text.length) throw new Error(`tsvector text: unterminated lexeme at the end of ${JSON.stringify(text.slice(0, 200))}`);
      const ch = text[i]!;
      if ((ch === "'" || ch === "\\") && text[i + 1] === ch) {
        lexeme += ch;
        i += 2;
      } else if (ch === "'") {
        i += 1;
        break;
      } else {
        lexeme += ch;
        i += 1;
      }
    }
    let count = 1;
    if (text[i] === ":") {
      for (i += 1; i < text.length && text[i] !== " "; i += 1) if (text[i] === ",") count += 1;
    }
    lexemes.push(lexeme);
    frequencies.push(count);
  }
  return { lexemes, frequencies };
}
