// Serves the built app. Started by scripts/start.ts over an IPC channel and exits when its
// parent goes away, so a killed launcher never leaves an orphan holding the port.
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import next from "next";
import { createSignInDoor } from "../lib/auth/sign-in-door.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "127.0.0.1";
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();

process.on("disconnect", () => process.exit(0));

await app.prepare();
// Per-request state the app can reach (lib/db/database-unavailable.ts): a page that failed because
// the database is unreachable is answered 503 with Retry-After instead of Next's 500. Next sets
// the status before streaming the error page, and every status goes through writeHead.
const requests = new AsyncLocalStorage();
globalThis.__loreRequestState = requests;
// Anonymous sign-in requests wait at the door when many arrive at once (lib/auth/sign-in-door.mjs).
const door = createSignInDoor({ secret: process.env.NEXTAUTH_SECRET, publicUrl: process.env.NEXTAUTH_URL ?? `http://${hostname}:${port}` });
const serve = (req, res) => {
  const state = { databaseUnavailable: false };
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status === 500 && state.databaseUnavailable) {
      this.setHeader("Retry-After", "5");
      return writeHead.call(this, 503, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
  requests.run(state, () => handle(req, res));
};
const server = http.createServer((req, res) => door(req, res, () => serve(req, res)));
// A request Node's HTTP parser refuses never reaches Next: by default it gets a bare status and no
// body. Say what was wrong instead (a URL and headers over Node's 16 KB limit, or not HTTP at all).
server.on("clientError", (error, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
  const message = tooLarge
    ? `The request's URL and headers are larger than this server accepts (${Math.round(http.maxHeaderSize / 1024)} KB): shorten the query.`
    : "The request is not valid HTTP.";
  const body = JSON.stringify({ error: { code: tooLarge ? "REQUEST_TOO_LARGE" : "BAD_REQUEST", message } });
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
});
server.on("error", (error) => {
  const reason = error.code === "EADDRINUSE" ? `port ${port} is already in use (set PORT to another port)` : error.message;
  process.send?.({ type: "error", message: reason });
  process.exit(1);
});
server.listen(port, hostname, () => process.send?.({ type: "listening", port }));

// SIGTERM (a deploy, a scale-down): stop accepting connections, let in-flight requests finish,
// then exit; idle keep-alive connections are closed so the drain does not wait on them. A request
// still running after 25 s is cut off (orchestrators kill at 30 s).
process.once("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 25_000).unref();
});
