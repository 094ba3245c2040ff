import type { Element, ElementContent, Nodes, Root, Text } from "hast";

// A range of the Markdown source to wrap in an element once rendered: `start` and `end` are
// offsets into the source text, `tagName` and `properties` the element (hast property names:
// `className` as a list, `dataLostKind` for data-lost-kind). `label`, when given, is appended once,
// after the last rendered character of the range, as a visually hidden span.
export type MarkRange = { start: number; end: number; tagName: string; properties: Element["properties"]; label?: string };

type Piece = { text: string; range: number };
type Split = { parent: Element | Root; node: Text; pieces: Piece[] };

const NONE = -1;

/**
 * A rehype plugin that marks source ranges in rendered Markdown: the marks land on the characters
 * they name even where Markdown syntax (`**`, list markers, `>` prefixes, escapes) sits between
 * them, and a range that spans syntax becomes one element per rendered text run. Each rendered
 * character is located in the source by walking its text node's source span (or, where the tree
 * gives none, as in code blocks, from the nearest positioned ancestor) and skipping the characters
 * Markdown consumed; a character that cannot be located stays unmarked.
 */
export function rehypeMarkRanges(options: { source: string; ranges: MarkRange[] }) {
  const { source, ranges } = options;
  // The range covering each source offset (ranges do not overlap), NONE where there is none.
  const rangeAt = new Int32Array(source.length).fill(NONE);
  ranges.forEach((range, index) => rangeAt.fill(index, Math.max(0, range.start), Math.min(source.length, range.end)));

  return () => (tree: Root) => {
    if (ranges.length === 0) return;
    const splits: Split[] = [];
    let cursor = 0;
    const visit = (parent: Element | Root, floor: number, ceiling: number) => {
      for (const child of parent.children) {
        if (child.type === "text") {
          const start = child.position?.start.offset ?? Math.max(cursor, floor);
          const end = child.position?.end.offset ?? ceiling;
          const pieces: Piece[] = [];
          let at = start;
          for (const char of child.value) {
            let found = at;
            while (found < end && source[found] !== char) found += 1;
            const range = found < end ? rangeAt[found]! : NONE;
            if (found < end) at = found + 1;
            const last = pieces.at(-1);
            if (last && last.range === range) last.text += char;
            else pieces.push({ text: char, range });
          }
          cursor = Math.max(cursor, at);
          if (pieces.some((piece) => piece.range !== NONE)) splits.push({ parent, node: child, pieces });
        } else if (child.type === "element") {
          visit(child, child.position?.start.offset ?? floor, child.position?.end.offset ?? ceiling);
        }
      }
    };
    visit(tree, 0, source.length);

    // The label goes after the last rendered piece of its range.
    const lastPiece = new Map<number, Piece>();
    for (const split of splits) for (const piece of split.pieces) if (piece.range !== NONE) lastPiece.set(piece.range, piece);

    for (const { parent, node, pieces } of splits) {
      const replacement: ElementContent[] = pieces.map((piece) => {
        if (piece.range === NONE) return { type: "text", value: piece.text };
        const range = ranges[piece.range]!;
        const children: ElementContent[] = [{ type: "text", value: piece.text }];
        if (range.label && lastPiece.get(piece.range) === piece) {
          children.push({ type: "element", tagName: "span", properties: { className: ["sr-only"] }, children: [{ type: "text", value: range.label }] });
        }
        return { type: "element", tagName: range.tagName, properties: { ...range.properties }, children };
      });
      const index = (parent.children as Nodes[]).indexOf(node);
      parent.children.splice(index, 1, ...replacement);
    }
  };
}
