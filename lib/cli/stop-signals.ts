// A long-running command's Ctrl+C / SIGTERM handling. The first signal asks the command to stop
// gracefully (`stop`); the same request arriving again within a second is a repeat, not a second
// request: bin/lore.mjs passes on what it receives, and a terminal's Ctrl+C reaches both it and
// this process. A signal after that means "now": `force` runs (it says what is left undone) and
// the process exits 130, as a shell expects of an interrupted command.
const SIGNALS = ["SIGINT", "SIGTERM"] as const;
const REPEAT_MS = 1_000;

export function onStopSignal(stop: () => void, force: () => void): () => void {
  let first = 0;
  const handler = () => {
    const now = Date.now();
    if (first === 0) {
      first = now;
      stop();
    } else if (now - first > REPEAT_MS) {
      force();
      process.exit(130);
    }
  };
  for (const signal of SIGNALS) process.on(signal, handler);
  return () => {
    for (const signal of SIGNALS) process.off(signal, handler);
  };
}
