// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form (the driver would
// silently store U+FFFD instead), so both are refused at the boundary with the place they occur.
// The walk uses its own stack: input may be nested far deeper than the call stack allows.

export type UnstorableText = { path: string; problem: string };

function problemOf(text: string): string | null {
  if (text.includes("\u0000")) return "contains a NUL character, which cannot be stored";
  if (!text.isWellFormed()) return "contains an unpaired UTF-16 surrogate, which is not valid Unicode text";
  return null;
}

type PathStyle = "dots" | "brackets";

function join(path: string, key: string | number, style: PathStyle): string {
  if (typeof key === "number" && style === "brackets") return `${path}[${key}]`;
  return path ? `${path}.${key}` : String(key);
}

// Paths read "messages.0.content" (as zod names fields) or "messages[0].content".
export function findUnstorableText(value: unknown, style: PathStyle = "dots"): UnstorableText | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") {
      const problem = problemOf(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, i, style) });
    } else if (v && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyProblem = problemOf(key);
        if (keyProblem) return { path: join(path, JSON.stringify(key), style), problem: `its name ${keyProblem}` };
        stack.push({ value: child, path: join(path, key, style) });
      }
    }
  }
  return null;
}
