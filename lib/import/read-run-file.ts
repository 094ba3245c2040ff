import { parseRunRow, RunRowError, type RunRow } from "@/lib/longmemeval/parse-run-row";
import { expandInputPaths, InputFileError, readJsonValues } from "@/lib/import/read-json-values";

// Reads every row of one run file (JSON array or JSON Lines); an unusable row is reported by
// file, row number and field.
export async function readRunFile(file: string): Promise<RunRow[]> {
  const [path] = await expandInputPaths([file]);
  if (!path) throw new InputFileError(file, "no such file");
  const rows: RunRow[] = [];
  for await (const item of readJsonValues([path])) {
    try {
      rows.push(parseRunRow(item.value));
    } catch (error) {
      if (error instanceof RunRowError) {
        const where = item.format === "sequence" ? `line ${item.startLine}` : `row ${rows.length + 1} (byte ${item.startByte})`;
        throw new InputFileError(path, `${where}: ${error.message}`);
      }
      throw error;
    }
  }
  if (rows.length === 0) throw new InputFileError(path, "has no rows");
  return rows;
}
