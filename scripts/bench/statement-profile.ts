// Where an embedded benchmark database's time goes, statement by statement: wraps PGlite's
// query-cycle entry (every wire-protocol cycle the socket server runs, one at a time) and adds
// its wall time, the database process's CPU time and its bytes to the statement it ran (the
// text of its Parse or Query message), under the phase the benchmark last named. Only
// scripts/bench/serve-bench-database.ts installs it, when a benchmark asks for it.
import { PGlite } from "@electric-sql/pglite";

export type StatementCost = { statement: string; cycles: number; ms: number; cpuMs: number; bytesIn: number; bytesOut: number };

type RawStream = (message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }) => Promise<unknown>;

// The statement a cycle ran: the first Parse's or simple Query's text (whitespace collapsed, cut
// at 200 characters); a cycle of only Bind/Execute names the prepared statement it reused.
export function statementOf(message: Uint8Array): string {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const text = (from: number, to: number) => bytes.subarray(from, to).toString("utf8").replace(/\s+/g, " ").trim().slice(0, 200);
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = String.fromCharCode(bytes[at]!);
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (end > bytes.length || end <= at) break;
    if (type === "Q") return text(at + 5, end - 1);
    if (type === "P") {
      const nameEnd = bytes.indexOf(0, at + 5);
      return text(nameEnd + 1, bytes.indexOf(0, nameEnd + 1));
    }
    if (type === "B") {
      const portalEnd = bytes.indexOf(0, at + 5);
      return `(prepared statement ${JSON.stringify(text(portalEnd + 1, bytes.indexOf(0, portalEnd + 1)))})`;
    }
    at = end;
  }
  return "(startup, sync or copy data)";
}

export function recordStatementCosts() {
  const phases = new Map<string, Map<string, StatementCost>>();
  let phase = "setup";
  const proto = PGlite.prototype as unknown as { execProtocolRawStream: RawStream };
  const run = proto.execProtocolRawStream;
  proto.execProtocolRawStream = async function (this: PGlite, message, options) {
    const statement = statementOf(message);
    const costs = phases.get(phase) ?? phases.set(phase, new Map()).get(phase)!;
    const started = performance.now();
    const cpu = process.cpuUsage();
    let bytesOut = 0;
    try {
      return await run.call(this, message, {
        ...options,
        onRawData: (data) => {
          bytesOut += data.length;
          options.onRawData(data);
        },
      });
    } finally {
      const used = process.cpuUsage(cpu);
      const cost = costs.get(statement) ?? costs.set(statement, { statement, cycles: 0, ms: 0, cpuMs: 0, bytesIn: 0, bytesOut: 0 }).get(statement)!;
      cost.cycles++;
      cost.ms += performance.now() - started;
      cost.cpuMs += (used.user + used.system) / 1000;
      cost.bytesIn += message.length;
      cost.bytesOut += bytesOut;
    }
  };
  return {
    /** From now on, cycles count for this phase. */
    enter(name: string) {
      phase = name;
    },
    /** Each phase's statements, the costliest first. */
    report(): Record<string, StatementCost[]> {
      return Object.fromEntries([...phases].map(([name, costs]) => [name, [...costs.values()].sort((a, b) => b.ms - a.ms)]));
    },
  };
}
