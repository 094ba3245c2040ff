import "server-only";
import { revalidatePath } from "next/cache";

export function revalidateShell(): void {
  try {
    revalidatePath("/", "layout");
  } catch {
    // Outside a request (tests, the CLI) there is no cache to revalidate.
  }
}
