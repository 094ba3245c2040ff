import path from "node:path";
import { env } from "@/lib/env";

// Where the embedded database, the generated auth secret and uploaded import files live.
export function resolveDataDir(): string {
  return path.resolve(env().LORE_DATA_DIR ?? ".lore");
}
