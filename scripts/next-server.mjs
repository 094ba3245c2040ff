// Serves the built app. Started by scripts/start.ts over an IPC channel and exits when its
// parent goes away, so a killed launcher never leaves an orphan holding the port.
import http from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "127.0.0.1";
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();

process.on("disconnect", () => process.exit(0));

await app.prepare();
const server = http.createServer((req, res) => handle(req, res));
server.on("error", (error) => {
  const reason = error.code === "EADDRINUSE" ? `port ${port} is already in use (set PORT to another port)` : error.message;
  process.send?.({ type: "error", message: reason });
  process.exit(1);
});
server.listen(port, hostname, () => process.send?.({ type: "listening", port }));
