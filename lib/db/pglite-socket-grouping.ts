import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";
import { authenticate } from "@/lib/db/embedded-auth";

// pglite-socket 0.2.17 queues each wire-protocol message of each connection separately, and
// PGlite awaits a file-system sync after every message. A client's extended query (Parse, Bind,
// Describe, Execute, Sync: one TCP write) therefore interleaves with another connection's at
// those awaits, and since every connection shares one backend session, the second Parse
// replaces the first's unnamed statement: "bind message supplies 3 parameters, but prepared
// statement "" requires 2", or wrong rows. It only needs two busy connections (the app, a job
// worker, the CLI). Grouping a connection's messages up to each point where the client waits
// for an answer (Sync, a simple Query, Flush, copy data, Terminate) and running each group as
// one unit makes every query cycle atomic, and costs one file-system sync per cycle instead of
// one per message.

const GROUP_ENDS = new Set(["S", "Q", "H", "X", "d", "c", "f"].map((c) => c.charCodeAt(0)));
const PROTOCOL_V3 = 196608;

type HandlerInternals = {
  socket: { writable: boolean; write: (data: Buffer, cb?: (error?: Error | null) => void) => boolean; end: () => unknown } | null;
  active: boolean;
  id: number;
  messageBuffer: Buffer;
  pendingGroup?: Buffer[];
  /** Chunks of an incomplete message, and the length messageBuffer reaches once they are added. */
  pendingChunks?: Buffer[];
  pendingBytes?: number;
  awaitedBytes?: number;
  queryQueue: { enqueue: (handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) => Promise<number> };
  handleSslRequest: () => boolean;
  handleCancelRequest: () => boolean;
  dispatchEvent: (event: Event) => boolean;
};

// The length of the complete message at the start of buffer (the startup message has no type
// byte), or 0 while it is incomplete.
function messageLength(buffer: Buffer): { length: number; startup: boolean } {
  if (buffer.length >= 8 && buffer.readInt32BE(4) === PROTOCOL_V3) {
    const length = buffer.readInt32BE(0);
    return { length: buffer.length >= length ? length : 0, startup: true };
  }
  if (buffer.length < 5) return { length: 0, startup: false };
  const length = 1 + buffer.readInt32BE(1);
  return { length: buffer.length >= length ? length : 0, startup: false };
}

// How long messageBuffer must grow for its first message to be complete: known for a typed
// message once its 5-byte header is in (startup, SSL and cancel requests start with a zero byte
// of their length and are small: they are simply parsed again with the next chunk).
function awaitedLength(buffer: Buffer): number {
  return buffer.length >= 5 && buffer[0] !== 0 ? 1 + buffer.readInt32BE(1) : 0;
}

async function handleDataGrouped(this: HandlerInternals, data: Buffer): Promise<number> {
  if (!this.socket || !this.active) return 0;
  // A large message (a batch of results with their reader contexts is megabytes) arrives in many
  // chunks: keep them aside until it is complete and join them once, not once per chunk.
  const chunks = (this.pendingChunks ??= []);
  chunks.push(data);
  this.pendingBytes = (this.pendingBytes ?? this.messageBuffer.length) + data.length;
  if (this.pendingBytes < (this.awaitedBytes ?? 0)) {
    this.dispatchEvent(new CustomEvent("data", { detail: { incoming: data.length, outgoing: 0 } }));
    return 0;
  }
  this.messageBuffer = Buffer.concat([this.messageBuffer, ...chunks]);
  this.pendingChunks = [];
  this.pendingBytes = undefined;
  this.awaitedBytes = undefined;
  let written = 0;
  while (this.messageBuffer.length > 0) {
    if (this.handleSslRequest() || this.handleCancelRequest()) continue;
    const { length, startup } = messageLength(this.messageBuffer);
    if (length === 0) {
      this.awaitedBytes = awaitedLength(this.messageBuffer);
      break;
    }
    const message = this.messageBuffer.subarray(0, length);
    this.messageBuffer = this.messageBuffer.subarray(length);
    // A password first, when the server requires one: PGlite sees the startup only after it.
    const auth = authenticate(this, this.socket, message, startup);
    if (auth.kind === "consumed") continue;
    if (auth.kind === "refused") {
      this.messageBuffer = Buffer.alloc(0);
      break;
    }
    const group = (this.pendingGroup ??= []);
    if (auth.kind === "release") group.push(auth.startup);
    else {
      group.push(Buffer.from(message));
      if (!startup && !GROUP_ENDS.has(message[0]!)) continue;
    }
    this.pendingGroup = [];
    if (!this.active || !this.socket) break;
    let writeError: Error | undefined;
    await this.queryQueue.enqueue(this.id, new Uint8Array(Buffer.concat(group)), (out) => {
      if (out.length === 0 || !this.socket?.writable || !this.active) return;
      this.socket.write(Buffer.from(out), (error) => {
        if (error) writeError = error;
      });
      written += out.length;
    });
    if (writeError) throw writeError;
  }
  this.dispatchEvent(new CustomEvent("data", { detail: { incoming: data.length, outgoing: written } }));
  return written;
}

let installed = false;

// Patches pglite-socket's connection handler (process-wide, once) before a server starts.
export function groupExtendedProtocolMessages(): void {
  if (installed) return;
  installed = true;
  (PGLiteSocketHandler.prototype as unknown as { handleData: typeof handleDataGrouped }).handleData = handleDataGrouped;
}
