import { describe, expect, it } from "vitest";
import { createScramExchange, createScramVerifier } from "@/lib/db/scram-server";

// RFC 7677, section 3: the SCRAM-SHA-256 example exchange for user "user", password "pencil".
const salt = Buffer.from("W22ZaJ0SNY7soEsUEjb6gQ==", "base64");
const serverNonce = "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
const clientFirst = "n,,n=user,r=rOprNGfwEbeRWgbNEkqO";
const clientFinal = "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";

describe("SCRAM-SHA-256, server side", () => {
  it("answers RFC 7677's example exchange byte for byte", () => {
    const exchange = createScramExchange(createScramVerifier("pencil", salt, 4096), serverNonce);
    expect(exchange.start(clientFirst)).toEqual({
      ok: true,
      serverFirst: "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096",
    });
    expect(exchange.finish(clientFinal)).toEqual({ ok: true, serverFinal: "v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=" });
  });

  it("refuses the same proof against another password", () => {
    const exchange = createScramExchange(createScramVerifier("pencils", salt, 4096), serverNonce);
    exchange.start(clientFirst);
    expect(exchange.finish(clientFinal)).toEqual({ ok: false, error: "wrong password" });
  });

  it("refuses a replayed proof under a fresh server nonce", () => {
    const exchange = createScramExchange(createScramVerifier("pencil", salt, 4096), "another-nonce");
    exchange.start(clientFirst);
    expect(exchange.finish(clientFinal)).toEqual({ ok: false, error: "SCRAM nonce mismatch" });
  });

  it("names malformed messages and a final message sent before the first", () => {
    const verifier = createScramVerifier("pencil", salt, 4096);
    expect(createScramExchange(verifier).start("p=tls-server-end-point,,n=user,r=abc")).toEqual({ ok: false, error: "malformed SCRAM client-first-message" });
    expect(createScramExchange(verifier).start("n,,n=user")).toEqual({ ok: false, error: "SCRAM client-first-message has no nonce" });
    expect(createScramExchange(verifier).finish(clientFinal)).toEqual({ ok: false, error: "malformed SCRAM client-final-message" });
    const short = createScramExchange(verifier, serverNonce);
    short.start(clientFirst);
    expect(short.finish("c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=AAAA")).toEqual({ ok: false, error: "wrong password" });
  });
});
