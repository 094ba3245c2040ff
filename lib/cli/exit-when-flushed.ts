// The status a shell gives a process killed by SIGPIPE (128 + 13): what `yes | head -c 1` reports.
export const LOST_OUTPUT_EXIT_CODE = 141;

let stdoutLost = false;

// stdout is a pipe more often than a terminal (`| gzip`, `| jq`, `| head`). Node writes to a full
// pipe asynchronously, so calling process.exit right after process.stdout.write drops everything
// past the pipe's 64 KiB buffer, with exit status 0. Call this once, before the command runs: a
// reader that closes the pipe early (EPIPE) then ends the command quietly, without a stack trace,
// and with a non-zero status, because output was lost.
export function watchStdout(stream: NodeJS.WriteStream = process.stdout): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    stdoutLost = true;
    process.exit(LOST_OUTPUT_EXIT_CODE);
  });
  // Progress lines on a closed stderr are not worth failing a command for.
  process.stderr.on("error", () => {});
}

// Resolves once everything written to `stream` so far has been handed to the OS: a write's
// callback runs after every write queued before it. True when that write failed.
function drained(stream: NodeJS.WriteStream): Promise<boolean> {
  if (stream.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => stream.write("", (error) => resolve(Boolean(error))));
}

// Exits with `code` once stdout and stderr have drained. The process still exits explicitly
// (open database pools and timers would otherwise keep it alive).
export function exitWhenFlushed(code: number, stream: NodeJS.WriteStream = process.stdout): void {
  process.exitCode = code;
  if (stdoutLost) {
    process.exit(LOST_OUTPUT_EXIT_CODE);
    return;
  }
  void Promise.all([drained(stream), drained(process.stderr)]).then(([lost]) => process.exit(lost || stdoutLost ? LOST_OUTPUT_EXIT_CODE : code));
}
