import { env } from "@/lib/env";

// A progress line on stderr: redrawn in place on a terminal, printed every few seconds otherwise
// (LORE_PROGRESS_INTERVAL_MS overrides that, e.g. 0 for a line per step when a supervisor or the
// fault-injection test watches progress).
export function createProgress(label: string, total: number) {
  const interval = env().LORE_PROGRESS_INTERVAL_MS ?? null;
  let totalBytes = total;
  const started = Date.now();
  let bytes = 0;
  let lastPrint = 0;
  const tty = process.stderr.isTTY;
  return {
    setBytes(n: number) {
      bytes = n;
    },
    // For work counted in units (questions) rather than bytes.
    setTotal(n: number) {
      totalBytes = n;
    },
    update(done: number, unit: string, force = false) {
      const now = Date.now();
      if (!force && now - lastPrint < (interval ?? (tty ? 200 : 5000))) return;
      lastPrint = now;
      const seconds = (now - started) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      const fraction = totalBytes > 0 ? Math.min(1, bytes / totalBytes) : 0;
      const eta = fraction > 0 && fraction < 1 ? Math.round((seconds / fraction) * (1 - fraction)) : 0;
      const width = 24;
      const bar = "#".repeat(Math.round(fraction * width)).padEnd(width, ".");
      const line = `${label} [${bar}] ${(fraction * 100).toFixed(0)}% ${done} ${unit} ${rate.toFixed(1)}/s ETA ${eta}s`;
      process.stderr.write(tty ? `\r${line}` : `${line}\n`);
    },
    done() {
      if (tty) process.stderr.write("\n");
    },
  };
}
