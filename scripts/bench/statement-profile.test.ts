import { describe, expect, it } from "vitest";
import { statementOf } from "./statement-profile";

// One wire-protocol message: a type byte, its length (itself included) and its body.
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const cstring = (s: string) => Buffer.from(`${s}\0`, "utf8");
const cycle = (...messages: Buffer[]) => new Uint8Array(Buffer.concat(messages));

describe("statementOf", () => {
  it("names an extended-protocol cycle by its Parse message's text, whitespace collapsed", () => {
    const parse = message("P", Buffer.concat([cstring(""), cstring('SELECT id\n   FROM "Run"  WHERE id = $1'), Buffer.from([0, 0])]));
    const bind = message("B", Buffer.concat([cstring(""), cstring(""), Buffer.from([0, 0, 0, 0, 0, 0])]));
    expect(statementOf(cycle(parse, bind, message("E", Buffer.concat([cstring(""), Buffer.alloc(4)])), message("S", Buffer.alloc(0))))).toBe(
      'SELECT id FROM "Run" WHERE id = $1',
    );
  });

  it("names a simple query by its text, and a cycle that reuses a prepared statement by that statement's name", () => {
    expect(statementOf(cycle(message("Q", cstring("BEGIN"))))).toBe("BEGIN");
    const bind = message("B", Buffer.concat([cstring(""), cstring("s1"), Buffer.from([0, 0, 0, 0, 0, 0])]));
    expect(statementOf(cycle(bind, message("S", Buffer.alloc(0))))).toBe('(prepared statement "s1")');
  });

  it("cuts a long statement at 200 characters and names a cycle with no statement, even a truncated one", () => {
    expect(statementOf(cycle(message("Q", cstring(`SELECT ${"x, ".repeat(200)}1`)))).length).toBe(200);
    expect(statementOf(cycle(message("S", Buffer.alloc(0))))).toBe("(startup, sync or copy data)");
    expect(statementOf(new Uint8Array([0x50, 0, 0, 1, 0]))).toBe("(startup, sync or copy data)");
  });
});
