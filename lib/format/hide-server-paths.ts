// An absolute path on the server says where Lore keeps its data (`/srv/lore/.lore/uploads/<workspace
// id>/…`): nothing a browser needs. Messages shown to users keep only the file's base name.
// POSIX paths with at least one directory, and Windows drive paths; URLs and relative paths are
// left alone (a `/` right after a word character, `.`, `:` or another `/` does not start one).
const POSIX_PATH = /(?<![\w.:/~\\-])\/(?:[^\s"'`<>|:;,()/\\]+\/)+([^\s"'`<>|:;,()/\\]+)/g;
const WINDOWS_PATH = /(?<![\w])[A-Za-z]:\\(?:[^\s"'`<>|:;,()\\/]+\\)+([^\s"'`<>|:;,()\\/]+)/g;

export function hideServerPaths(text: string): string {
  return text.replace(POSIX_PATH, "$1").replace(WINDOWS_PATH, "$1");
}
