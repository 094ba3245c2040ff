import { isMap, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import { studyFileSchema, type StudyFile } from "@/lib/schemas/study-file";

export type StudyFileProblem = { line: number | null; field: string; message: string };

// A study file that cannot be used, with every problem found (line, field, what is wrong).
export class StudyFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: StudyFileProblem[],
  ) {
    super(`${file}: ` + problems.map((p) => `${p.line === null ? "" : `line ${p.line}: `}${p.field ? `${p.field}: ` : ""}${p.message}`).join("; "));
    this.name = "StudyFileError";
  }
}

const MAX_BYTES = 256 * 1024;

// The dotted path as a reader of the file sees it: runs[2].k, factors.reader.
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

// The line of the deepest node of `path` that exists in the document (the parent's line when a
// field is missing).
function lineOf(doc: Document, counter: LineCounter, path: readonly PropertyKey[]): number | null {
  let node: unknown = doc.contents;
  let line: number | null = null;
  const at = (n: unknown) => {
    const range = (n as { range?: [number, number, number] } | null)?.range;
    if (range) line = counter.linePos(range[0]).line;
  };
  at(node);
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
      if (!pair) break;
      at(pair.key);
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number") {
      node = node.items[key];
      if (!node) break;
      at(node);
    } else break;
  }
  return line;
}

function jsonSyntaxLine(text: string, error: Error): number | null {
  const position = /position (\d+)/.exec(error.message);
  if (position) return text.slice(0, Number(position[1])).split("\n").length;
  const line = /line (\d+)/.exec(error.message);
  return line ? Number(line[1]) : null;
}

type Issue = { code: string; path: PropertyKey[]; message: string; keys?: string[]; errors?: Issue[][] };

// A value that fits no branch of a union (runs: "all" or a list) is explained by the branch it
// came closest to: the one whose problems lie deepest in the value.
function specificIssues(issue: Issue): Issue[] {
  if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
  const depth = (branch: Issue[]) => Math.max(...branch.map((i) => i.path.length));
  const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0]!;
  if (depth(best) === 0) return [issue];
  return best.flatMap((i) => specificIssues({ ...i, path: [...issue.path, ...i.path] }));
}

// JSON (a .json name, or text starting with "{") or YAML. Errors name the line and field.
export function parseStudyFile(text: string, file: string): StudyFile {
  if (Buffer.byteLength(text, "utf8") > MAX_BYTES)
    throw new StudyFileError(file, [{ line: null, field: "", message: `a study file is at most ${MAX_BYTES / 1024} KB` }]);
  if (text.includes("\u0000"))
    throw new StudyFileError(file, [{ line: null, field: "", message: "the file is binary (it holds NUL bytes), not JSON or YAML" }]);
  const json = file.toLowerCase().endsWith(".json") || text.trimStart().startsWith("{");
  if (json) {
    try {
      JSON.parse(text);
    } catch (error) {
      throw new StudyFileError(file, [{ line: jsonSyntaxLine(text, error as Error), field: "", message: `not valid JSON (${(error as Error).message})` }]);
    }
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length)
    throw new StudyFileError(
      file,
      doc.errors
        .slice(0, 5)
        .map((e) => ({ line: counter.linePos(e.pos[0]).line, field: "", message: `not valid ${json ? "JSON" : "YAML"} (${e.message.split("\n")[0]})` })),
    );
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 20 });
  } catch (error) {
    throw new StudyFileError(file, [{ line: null, field: "", message: (error as Error).message }]);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new StudyFileError(file, [{ line: 1, field: "", message: "a study file is an object with benchmark, factors and runs" }]);
  const parsed = studyFileSchema.safeParse(value);
  if (!parsed.success)
    throw new StudyFileError(
      file,
      (parsed.error.issues as unknown as Issue[]).flatMap(specificIssues).map((issue) => {
        const unknownKeys = issue.code === "unrecognized_keys" ? (issue.keys ?? []) : [];
        const path = unknownKeys.length ? [...issue.path, unknownKeys[0]!] : issue.path;
        return { line: lineOf(doc, counter, path), field: fieldName(path), message: issue.message };
      }),
    );
  return parsed.data;
}
