import path from "node:path";
import { env } from "@/lib/env";

// Where the embedded database, the generated auth secret and uploaded import files live. (The
// comment keeps Turbopack from tracing the whole project for a path that comes from the
// environment.)
export function resolveDataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ env().LORE_DATA_DIR ?? ".lore");
}
