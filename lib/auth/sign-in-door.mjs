// The sign-in door: the HTTP server's first step (scripts/next-server.mjs), before Next.js sees a
// request. Plain JavaScript, since the server runs without a TypeScript loader.
//
// Why: under a flood of sign-in attempts the cost is not only bcrypt (which runs on a thread of
// its own, password-check-pool.ts) but Next.js itself: each attempt is a CSRF request and a
// callback, ~5 ms of the app's one event loop. Fifty attackers kept that loop full, and every
// other request (a search with a token, a returning user's sign-in) waited behind them: ~1 s each
// (scripts/bench/sign-in-flood.ts). The door lets at most `inFlight` anonymous sign-in requests
// into Next.js at once; the rest wait here, parked (a waiting socket costs nothing), up to
// `waiting` of them for at most `maxWaitMs`, and beyond that are answered 429 with Retry-After
// without any work. Everything else goes straight through.
//
// A returning browser is not anonymous: its device cookie (device-cookie.ts) carries a tag this
// server signed, checked here with one HMAC, so its sign-in skips the queue. At most
// `perDevice` of its requests run at once, so a cookie does not buy a flood a way in either.
import { createHmac, timingSafeEqual } from "node:crypto";

export const DEVICE_COOKIE = "lore-device";

// The requests the door holds: next-auth's CSRF token, its sign-in pages and callbacks (the
// password check). Sessions, sign-out and providers are cheap and pass.
const SIGN_IN_PATH = /^\/api\/auth\/(csrf|signin|callback)(\/|\?|$)/;

/** The tag a device cookie carries for the door: it proves this server issued the cookie. */
export function deviceDoorTag(secret, nonce) {
  return createHmac("sha256", secret).update(`lore-device-door\n${nonce}`).digest("base64url").slice(0, 22);
}

export function readCookie(cookieHeader, name) {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The device cookie's nonce when the cookie's door tag is this secret's, else null. */
export function verifiedDeviceNonce(cookieHeader, secret) {
  if (!secret) return null;
  const value = readCookie(cookieHeader, DEVICE_COOKIE);
  if (!value || value.length > 200) return null;
  const parts = value.split(".");
  if (parts.length !== 3 || !parts[0] || !parts[2]) return null;
  const expected = Buffer.from(deviceDoorTag(secret, parts[0]));
  const actual = Buffer.from(parts[2]);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? parts[0] : null;
}

// The body of a refused sign-in (429 with Retry-After: 1), in the shape next-auth's client reads
// on a sign-in POST (its `url` carries the generic sign-in error), so the form says to try again in
// a moment. The door and the sign-in route (app/api/auth/[...nextauth]/route.ts) both answer so.
export const SIGN_IN_RETRY_AFTER = "1";
export function busySignInBody(publicUrl) {
  const url = new URL("/api/auth/error?error=CredentialsSignin", publicUrl).toString();
  return { url, error: { code: "RATE_LIMITED", message: "Too many sign-ins at once: try again in a moment." } };
}

function refuse(res, publicUrl) {
  if (res.destroyed || res.headersSent) return;
  const body = JSON.stringify(busySignInBody(publicUrl));
  res.writeHead(429, { "content-type": "application/json", "retry-after": SIGN_IN_RETRY_AFTER, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

/**
 * @param {{ secret?: string, publicUrl: string, inFlight?: number, waiting?: number, maxWaitMs?: number, perDevice?: number }} options
 */
export function createSignInDoor(options) {
  const limit = options.inFlight ?? 2;
  const maxWaiting = options.waiting ?? 256;
  const maxWaitMs = options.maxWaitMs ?? 15_000;
  const perDevice = options.perDevice ?? 2;
  const queue = [];
  const devices = new Map();
  let active = 0;

  const startNext = () => {
    while (active < limit && queue.length > 0) queue.shift()();
  };

  // Runs `go` now, and counts the request in until its response is done (or its socket closed).
  const enter = (res, go) => {
    active++;
    let done = false;
    res.once("close", () => {
      if (done) return;
      done = true;
      active--;
      startNext();
    });
    go();
  };

  function admit(req, res, go) {
    const url = req.url ?? "/";
    if (!SIGN_IN_PATH.test(url)) return go();
    const nonce = verifiedDeviceNonce(req.headers.cookie, options.secret);
    if (nonce !== null) {
      const running = devices.get(nonce) ?? 0;
      if (running >= perDevice) return refuse(res, options.publicUrl);
      devices.set(nonce, running + 1);
      res.once("close", () => {
        const left = (devices.get(nonce) ?? 1) - 1;
        if (left <= 0) devices.delete(nonce);
        else devices.set(nonce, left);
      });
      return go();
    }
    if (active < limit) return enter(res, go);
    if (queue.length >= maxWaiting) return refuse(res, options.publicUrl);
    const timer = setTimeout(() => {
      const at = queue.indexOf(start);
      if (at >= 0) queue.splice(at, 1);
      refuse(res, options.publicUrl);
    }, maxWaitMs);
    const start = () => {
      clearTimeout(timer);
      if (res.destroyed || res.writableEnded) return startNext();
      enter(res, go);
    };
    // A client that gives up while waiting leaves the queue.
    res.once("close", () => {
      const at = queue.indexOf(start);
      if (at < 0) return;
      queue.splice(at, 1);
      clearTimeout(timer);
    });
    queue.push(start);
  }

  admit.stats = () => ({ active, waiting: queue.length, devices: devices.size });
  return admit;
}
