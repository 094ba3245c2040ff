import { lstat, readdir, readlink, realpath, stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import path from "node:path";
import { InputFileError } from "@/lib/import/input-file-error";

const IMPORTABLE = /\.(json|jsonl)$|\.eval-results-/;

// Follows a path the way a reader would (symlinks included), turning the two ways a link can fail
// into errors that name the link: one that points nowhere, and one that points back at itself.
async function follow(p: string): Promise<Stats> {
  try {
    return await stat(p);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ELOOP") throw new InputFileError(p, "is a symbolic link loop (it resolves back to itself)");
    if (code === "ENOENT") {
      const link = await lstat(p).catch(() => null);
      if (link?.isSymbolicLink()) {
        const target = await readlink(p).catch(() => "?");
        throw new InputFileError(p, `is a dangling symbolic link: its target ${target} does not exist`);
      }
      throw new InputFileError(p, "no such file or directory");
    }
    throw new InputFileError(p, (error as Error).message);
  }
}

// Walks a folder, following symlinked files and folders (dataset caches such as Hugging Face's
// lay files out as links into a blob store). `ancestors` holds the real paths of the folders
// above, so a link back up the tree is reported instead of walked forever.
async function walk(dir: string, ancestors: Set<string>, into: string[]): Promise<void> {
  const real = await realpath(dir);
  if (ancestors.has(real)) throw new InputFileError(dir, `is a symbolic link loop: it leads back to ${real}, a folder it is inside`);
  const inside = new Set(ancestors).add(real);
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = path.join(dir, entry.name);
    let isDirectory = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      const target = await follow(full);
      isDirectory = target.isDirectory();
      isFile = target.isFile();
    }
    if (isDirectory) await walk(full, inside, into);
    else if (isFile && IMPORTABLE.test(entry.name)) into.push(full);
  }
}

// Expands files and directories (recursively: *.json, *.jsonl, *.eval-results-*) in a stable
// order, following symbolic links; a dangling link or a link loop stops with an error naming it.
export async function expandInputPaths(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const p of paths) {
    const info = await follow(p);
    if (info.isDirectory()) {
      const found: string[] = [];
      await walk(p, new Set(), found);
      files.push(...found.sort());
    } else files.push(p);
  }
  return files;
}
