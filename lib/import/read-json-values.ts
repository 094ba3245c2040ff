import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { InputFileError } from "@/lib/import/input-file-error";
import { JsonSyntaxError, JsonValueSplitter } from "@/lib/longmemeval/json-value-splitter";
import { parseJsonValue } from "@/lib/longmemeval/parse-json-value";

export type JsonValueAt = { file: string; value: unknown; startByte: number; startLine: number; format: "array" | "sequence" };

export { InputFileError } from "@/lib/import/input-file-error";
export { expandInputPaths } from "@/lib/import/expand-input-paths";

export async function totalBytes(files: string[]): Promise<number> {
  let total = 0;
  for (const f of files) total += (await stat(f)).size;
  return total;
}

// Streams the top-level JSON values of each file with bounded memory; errors name the file and
// the byte offset (and line). `onFileEnd` hears how many values each file held, once its last
// value has been handled.
export async function* readJsonValues(
  files: string[],
  onBytes: (n: number) => void = () => {},
  onFileEnd: (file: string, values: number) => void = () => {},
): AsyncGenerator<JsonValueAt> {
  for (const file of files) {
    const splitter = new JsonValueSplitter();
    let values = 0;
    try {
      for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
        onBytes((chunk as Buffer).length);
        for (const v of splitter.push(chunk as Buffer)) {
          values++;
          yield { file, value: parseJsonValue(v), startByte: v.startByte, startLine: v.startLine, format: splitter.format ?? "sequence" };
        }
      }
      for (const v of splitter.end()) {
        values++;
        yield { file, value: parseJsonValue(v), startByte: v.startByte, startLine: v.startLine, format: splitter.format ?? "sequence" };
      }
      onFileEnd(file, values);
    } catch (error) {
      if (error instanceof JsonSyntaxError) {
        const where = splitter.format === "sequence" ? `line ${error.line}, byte ${error.byteOffset}` : `byte ${error.byteOffset}`;
        throw new InputFileError(file, `${error.message} at ${where}`);
      }
      if ((error as NodeJS.ErrnoException).code) throw new InputFileError(file, (error as Error).message);
      throw error;
    }
  }
}
