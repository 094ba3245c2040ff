import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import bcrypt from "bcryptjs";

// bcryptjs is plain JavaScript: on the request thread, every password check takes ~70 ms of the
// event loop that also serves every page and API call, so a sign-in flood slowed search 20x
// (scripts/bench/sign-in-flood.ts). Checks run instead on one worker thread of their own, which
// the operating system can put on another core; the request thread only posts a message. The
// worker loads bcryptjs by its resolved path (the app's bundle does not carry a worker file).
// If the worker cannot start, checks fall back to the request thread, with a warning once.

type Pending = { resolve: (ok: boolean) => void; reject: (error: Error) => void };

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", ({ id, password, hash }) => {
  let ok = false;
  try { ok = bcrypt.compareSync(password, hash); } catch { ok = false; }
  parentPort.postMessage({ id, ok });
});
`;

let worker: Worker | null = null;
let fallback = false;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const [id, p] of pending) {
    pending.delete(id);
    p.reject(error);
  }
}

function startWorker(): Worker | null {
  if (worker || fallback) return worker;
  try {
    const bcryptPath = createRequire(path.join(process.cwd(), "package.json")).resolve("bcryptjs");
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
    started.unref();
    started.on("message", ({ id, ok }: { id: number; ok: boolean }) => {
      const p = pending.get(id);
      pending.delete(id);
      p?.resolve(ok);
    });
    const stop = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on("error", stop);
    started.on("exit", (code) => stop(new Error(`the password-check thread exited with code ${code}`)));
    worker = started;
  } catch (error) {
    fallback = true;
    console.warn("[auth] password checks run on the request thread: the worker thread did not start:", error instanceof Error ? error.message : error);
  }
  return worker;
}

export function compareOffThread(password: string, hash: string): Promise<boolean> {
  const thread = startWorker();
  if (!thread) return bcrypt.compare(password, hash);
  const id = nextId++;
  return new Promise<boolean>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.postMessage({ id, password, hash });
  });
}
