import type { TiktokenBPE } from "js-tiktoken/lite";

/**
 * The number of tokens js-tiktoken's encode() gives one pre-tokenized piece, computed the way it
 * computes them (the same ranks, the same leftmost-lowest-rank merge order, the same dropping of
 * parts without a rank) but over a rank table keyed by the bytes as a binary string. js-tiktoken's
 * constructor turns every one of o200k's 200,000 ranks into a comma-joined byte list and a byte
 * array (about 1.1 s per process, paid before a run's first question); this table takes about
 * 0.15 s, and counting needs nothing else.
 */
export function createBpePieceCounter(ranks: TiktokenBPE): (piece: string) => number {
  const table = new Map<string, number>();
  // The same lines and fields the Tiktoken constructor reads: "<ignored> <offset> <base64>...".
  for (const line of ranks.bpe_ranks.split("\n")) {
    if (line === "") continue;
    const fields = line.split(" ");
    const offset = Number.parseInt(fields[1]!, 10);
    for (let i = 2; i < fields.length; i++) table.set(atob(fields[i]!), offset + i - 2);
  }
  const encoder = new TextEncoder();

  return (piece: string): number => {
    const utf8 = encoder.encode(piece);
    let bytes = "";
    for (let i = 0; i < utf8.length; i++) bytes += String.fromCharCode(utf8[i]!);
    if (table.has(bytes) || bytes.length === 1) return 1;
    // Part i spans bytes[starts[i], starts[i + 1]).
    const starts = Array.from({ length: bytes.length + 1 }, (_, i) => i);
    while (starts.length > 2) {
      let minRank = -1;
      let at = -1;
      for (let i = 0; i < starts.length - 2; i++) {
        const rank = table.get(bytes.slice(starts[i], starts[i + 2]));
        if (rank !== undefined && (at === -1 || rank < minRank)) {
          minRank = rank;
          at = i;
        }
      }
      if (at === -1) break;
      starts.splice(at + 1, 1);
    }
    let count = 0;
    for (let i = 0; i < starts.length - 1; i++) if (table.has(bytes.slice(starts[i], starts[i + 1]))) count++;
    return count;
  };
}
