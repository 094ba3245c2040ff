import { findJsonErrorIndex } from "@/lib/longmemeval/find-json-error";
import { JsonSyntaxError, type SplitValue } from "@/lib/longmemeval/json-value-splitter";

const decoder = new TextDecoder("utf-8", { fatal: true });

// Decodes and parses one split value, turning any failure into an error that names the byte
// offset in the whole file (and the line, for JSON Lines).
export function parseJsonValue(value: SplitValue): unknown {
  let text: string;
  try {
    text = decoder.decode(value.bytes);
  } catch {
    const bad = firstInvalidUtf8(value.bytes);
    throw new JsonSyntaxError(`invalid UTF-8`, value.startByte + bad, value.startLine);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const charIndex = position === undefined ? Math.max(0, findJsonErrorIndex(text)) : Number(position);
    const prefix = text.slice(0, charIndex);
    const byteOffset = value.startByte + Buffer.byteLength(prefix);
    const line = value.startLine + (prefix.match(/\n/g)?.length ?? 0);
    const reason = message
      .replace(/\s*in JSON at position \d+.*$/s, "")
      .replace(/,\s*".*" is not valid JSON$/s, "")
      .slice(0, 120);
    throw new JsonSyntaxError(`invalid JSON: ${reason}`, byteOffset, line);
  }
}

function firstInvalidUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const size = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (size === 0) return i;
    for (let j = 1; j < size; j++) {
      const c = bytes[i + j];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    i += size;
  }
  return 0;
}
