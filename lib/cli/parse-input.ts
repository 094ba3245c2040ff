import type { z } from "zod";
import { CliError } from "@/lib/cli/cli-error";

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, command: string): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `--${i.path.join(".") || "input"}: ${i.message}`).join("; ");
  throw new CliError("INVALID_INPUT", `${command}: ${problems}`, 2);
}
