import { createScramExchange, createScramVerifier, SCRAM_MECHANISM, type ScramExchange, type ScramVerifier } from "@/lib/db/scram-server";

// Password authentication for the embedded database's wire protocol. PGlite itself trusts every
// connection; pglite-socket answers a startup message with AuthenticationOk for any user and
// password. Lore holds the startup message back, runs SCRAM-SHA-256 against the data dir's
// secret, and hands the startup to PGlite only once the client has proved it holds the secret.

type AuthState = { stage: "sasl" | "continue" | "done"; startup: Buffer; user: string; exchange?: ScramExchange };

export type AuthSocket = { write: (data: Buffer) => unknown; end: () => unknown } | null;

// Which servers require a password, by their query queue (one per server; every connection
// handler of that server holds it).
const verifiers = new WeakMap<object, ScramVerifier>();
const states = new WeakMap<object, AuthState>();

export function requirePassword(queryQueue: object, password: string): void {
  verifiers.set(queryQueue, createScramVerifier(password));
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function authentication(code: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(4);
  head.writeInt32BE(code);
  return message("R", Buffer.concat([head, data]));
}

function fatal(code: string, text: string): Buffer {
  const field = (tag: string, value: string) => Buffer.concat([Buffer.from(tag, "latin1"), Buffer.from(value, "utf8"), Buffer.alloc(1)]);
  return message("E", Buffer.concat([field("S", "FATAL"), field("V", "FATAL"), field("C", code), field("M", text), Buffer.alloc(1)]));
}

function startupUser(startup: Buffer): string {
  const parts = startup.subarray(8).toString("utf8").split("\0");
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === "user") return parts[i + 1]!;
  return "";
}

export type AuthOutcome =
  | { kind: "pass" } // no password required, or already authenticated: handle the message as usual
  | { kind: "consumed" } // an authentication step: answered here, nothing for PGlite
  | { kind: "release"; startup: Buffer } // authenticated: give PGlite the startup message now
  | { kind: "refused" }; // answered with a FATAL error; the connection is closing

// One step of authentication for a connection handler, given its next complete message.
export function authenticate(handler: { queryQueue: object }, socket: AuthSocket, msg: Buffer, isStartup: boolean): AuthOutcome {
  const verifier = verifiers.get(handler.queryQueue);
  if (!verifier) return { kind: "pass" };
  const state = states.get(handler);
  if (state?.stage === "done") return { kind: "pass" };
  const refuse = (code: string, text: string): AuthOutcome => {
    socket?.write(fatal(code, text));
    socket?.end();
    return { kind: "refused" };
  };
  if (!state) {
    if (!isStartup) return refuse("08P01", "expected a startup message");
    const user = startupUser(msg);
    states.set(handler, { stage: "sasl", startup: Buffer.from(msg), user });
    socket?.write(authentication(10, Buffer.from(`${SCRAM_MECHANISM}\0\0`, "latin1")));
    return { kind: "consumed" };
  }
  const failed = `password authentication failed for user "${state.user.slice(0, 64)}"`;
  if (msg[0] !== "p".charCodeAt(0)) return refuse("28P01", failed);
  const body = msg.subarray(5);
  if (state.stage === "sasl") {
    const nul = body.indexOf(0);
    const mechanism = nul < 0 ? "" : body.subarray(0, nul).toString("latin1");
    if (mechanism !== SCRAM_MECHANISM || body.length < nul + 5) return refuse("28000", `the embedded database accepts only ${SCRAM_MECHANISM}`);
    const length = body.readInt32BE(nul + 1);
    const exchange = createScramExchange(verifier);
    const started = exchange.start(body.subarray(nul + 5, nul + 5 + Math.max(length, 0)).toString("utf8"));
    if (!started.ok) return refuse("08P01", started.error);
    states.set(handler, { ...state, stage: "continue", exchange });
    socket?.write(authentication(11, Buffer.from(started.serverFirst, "utf8")));
    return { kind: "consumed" };
  }
  const finished = state.exchange!.finish(body.toString("utf8"));
  // Only "postgres" exists in PGlite; any other name is refused with the same words as a wrong
  // password, as PostgreSQL does, so a guess learns nothing.
  if (!finished.ok || state.user !== "postgres") return refuse("28P01", failed);
  states.set(handler, { ...state, stage: "done" });
  socket?.write(authentication(12, Buffer.from(finished.serverFinal, "utf8")));
  return { kind: "release", startup: state.startup };
}
