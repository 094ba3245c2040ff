import fs, { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

// PGlite's file system layer (Emscripten's NODEFS) chmods every file it writes to the mode its
// in-memory file system holds, 0666: the process umask never applies, and a fresh data dir had
// 968 of 971 files writable by every local user. Inside a directory kept private here, chmod
// keeps only the owner's bits, new directories are 0700, and what is already there is tightened
// once.

const privateDirs = new Set<string>();
let installed = false;

function isPrivate(target: fs.PathLike): boolean {
  if (typeof target !== "string") return false;
  const resolved = path.resolve(target);
  for (const dir of privateDirs) if (resolved === dir || resolved.startsWith(dir + path.sep)) return true;
  return false;
}

function install(): void {
  if (installed) return;
  installed = true;
  const chmod = fs.chmodSync;
  const mkdir = fs.mkdirSync;
  fs.chmodSync = (target: fs.PathLike, mode: fs.Mode) => chmod(target, isPrivate(target) && typeof mode === "number" ? mode & 0o700 : mode);
  // NODEFS creates directories with mode 0777 (0755 after the umask).
  fs.mkdirSync = ((target: fs.PathLike, options?: fs.Mode | fs.MakeDirectoryOptions | null) => {
    if (!isPrivate(target)) return mkdir(target, options as fs.MakeDirectoryOptions);
    const mode = typeof options === "object" && options !== null ? { ...options, mode: 0o700 } : { mode: 0o700 };
    return mkdir(target, mode as fs.MakeDirectoryOptions);
  }) as typeof fs.mkdirSync;
}

function tighten(target: string): void {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o077) !== 0) chmodSync(target, 0o700);
    for (const entry of readdirSync(target)) tighten(path.join(target, entry));
  } else if ((stats.mode & 0o077) !== 0) chmodSync(target, stats.mode & 0o700);
}

// The directory (created if missing) and everything in it become readable by this user only,
// and stay so for what PGlite writes later in this process.
export function keepPrivate(dir: string): void {
  const resolved = path.resolve(dir);
  mkdirSync(resolved, { recursive: true, mode: 0o700 });
  privateDirs.add(resolved);
  install();
  tighten(resolved);
}
