import path from "node:path";

// Where the embedded database, the generated auth secret and uploaded import files live.
export function resolveDataDir(): string {
  return path.resolve(process.env.LORE_DATA_DIR ?? ".lore");
}
