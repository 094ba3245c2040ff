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
}

// Exits with `code` once everything written to stdout so far has reached the pipe: a write's
// callback runs after every write queued before it. The process still exits (open database pools
// and timers would otherwise keep it alive).
export function exitWhenFlushed(code: number, stream: NodeJS.WriteStream = process.stdout): void {
  process.exitCode = code;
  if (stdoutLost || stream.destroyed) {
    process.exit(stdoutLost ? LOST_OUTPUT_EXIT_CODE : code);
    return;
  }
  stream.write("", (error) => process.exit(error ? LOST_OUTPUT_EXIT_CODE : code));
}
