import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from "node:crypto";

// The server side of SCRAM-SHA-256 (RFC 5802, RFC 7677) as PostgreSQL speaks it: the password
// never crosses the wire, and the client learns that the server knew it too. Used by the
// embedded database so that only a client holding the data dir's secret can connect.

export const SCRAM_MECHANISM = "SCRAM-SHA-256";
const ITERATIONS = 4096;

export type ScramVerifier = { salt: Buffer; iterations: number; storedKey: Buffer; serverKey: Buffer };

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest();
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest();

// What PostgreSQL would keep in pg_authid for this password (computed once per server start).
export function createScramVerifier(password: string, salt: Buffer = randomBytes(16), iterations = ITERATIONS): ScramVerifier {
  const salted = pbkdf2Sync(password.normalize("NFKC"), salt, iterations, 32, "sha256");
  return { salt, iterations, storedKey: sha256(hmac(salted, "Client Key")), serverKey: hmac(salted, "Server Key") };
}

function attributes(message: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of message.split(",")) {
    const eq = part.indexOf("=");
    if (eq === 1) map.set(part[0]!, part.slice(2));
  }
  return map;
}

export type ScramExchange = {
  /** The server-first-message answering the client-first-message, or an error in words. */
  start: (clientFirst: string) => { ok: true; serverFirst: string } | { ok: false; error: string };
  /** The server-final-message when the client's proof holds, or null when it does not. */
  finish: (clientFinal: string) => { ok: true; serverFinal: string } | { ok: false; error: string };
};

export function createScramExchange(verifier: ScramVerifier, serverNonce: string = randomBytes(18).toString("base64")): ScramExchange {
  let clientFirstBare = "";
  let serverFirst = "";
  let nonce = "";
  return {
    start(clientFirst) {
      // gs2 header: "n,," (no channel binding) or "y,," (client supports it, server does not offer it).
      const match = /^([ny]),(?:a=[^,]*)?,(.*)$/.exec(clientFirst);
      if (!match) return { ok: false, error: "malformed SCRAM client-first-message" };
      clientFirstBare = match[2]!;
      const clientNonce = attributes(clientFirstBare).get("r");
      if (!clientNonce) return { ok: false, error: "SCRAM client-first-message has no nonce" };
      nonce = clientNonce + serverNonce;
      serverFirst = `r=${nonce},s=${verifier.salt.toString("base64")},i=${verifier.iterations}`;
      return { ok: true, serverFirst };
    },
    finish(clientFinal) {
      const proofAt = clientFinal.lastIndexOf(",p=");
      if (!serverFirst || proofAt < 0) return { ok: false, error: "malformed SCRAM client-final-message" };
      const withoutProof = clientFinal.slice(0, proofAt);
      const fields = attributes(withoutProof);
      if (fields.get("r") !== nonce) return { ok: false, error: "SCRAM nonce mismatch" };
      const proof = Buffer.from(clientFinal.slice(proofAt + 3), "base64");
      const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
      const signature = hmac(verifier.storedKey, authMessage);
      if (proof.length !== signature.length) return { ok: false, error: "wrong password" };
      const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]!));
      if (!timingSafeEqual(sha256(clientKey), verifier.storedKey)) return { ok: false, error: "wrong password" };
      return { ok: true, serverFinal: `v=${hmac(verifier.serverKey, authMessage).toString("base64")}` };
    },
  };
}
