import { describe, expect, it } from "vitest";
import { JsonSyntaxError, JsonValueSplitter, type SplitValue } from "@/lib/longmemeval/json-value-splitter";
import { parseJsonValue } from "@/lib/longmemeval/parse-json-value";

function splitAll(input: string | Buffer, chunkSize = 1 << 16) {
  const bytes = typeof input === "string" ? Buffer.from(input) : input;
  const splitter = new JsonValueSplitter();
  const values: SplitValue[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) values.push(...splitter.push(bytes.subarray(i, i + chunkSize)));
  values.push(...splitter.end());
  return { values, parsed: values.map(parseJsonValue), format: splitter.format };
}

const tricky = [
  { id: "a", text: 'braces } ] { [ and "quotes" and \\ backslash', n: 1 },
  { id: "b", nested: { list: [1, [2, { x: "]" }]] }, unicode: "café — 日本 😀" },
  "a string",
  42,
  null,
  true,
];

describe("JsonValueSplitter", () => {
  it("splits the elements of a top-level array", () => {
    const { parsed, format } = splitAll(JSON.stringify(tricky, null, 2));
    expect(parsed).toEqual(tricky);
    expect(format).toBe("array");
  });

  it("gives the same values whatever the chunk boundaries", () => {
    const text = JSON.stringify(tricky);
    for (let size = 1; size <= 17; size++) expect(splitAll(text, size).parsed).toEqual(tricky);
  });

  it("splits JSON Lines and a single object", () => {
    const lines = tricky
      .filter((v) => typeof v === "object" && v !== null)
      .map((v) => JSON.stringify(v))
      .join("\n");
    expect(splitAll(`${lines}\n`).parsed).toHaveLength(2);
    expect(splitAll(JSON.stringify(tricky[0])).format).toBe("sequence");
  });

  it("reports the start byte and line of each value", () => {
    const { values } = splitAll('[\n {"a":1},\n {"b":2}\n]');
    expect(values.map((v) => [v.startByte, v.startLine])).toEqual([
      [3, 2],
      [13, 3],
    ]);
  });

  it("skips a UTF-8 byte-order mark", () => {
    expect(splitAll(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('[{"a":1}]')])).parsed).toEqual([{ a: 1 }]);
  });

  it("rejects a truncated file, naming where the open value starts", () => {
    expect(() => splitAll('[{"a":1},{"b":')).toThrow(/ends inside a value that starts at byte 9/);
    expect(() => splitAll('[{"a":1}')).toThrow(/before the top-level array is closed/);
  });

  it("rejects a missing comma with its byte offset", () => {
    try {
      splitAll('[{"a":1} {"b":2}]');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect((error as JsonSyntaxError).byteOffset).toBe(9);
    }
  });

  it("rejects data after the closing bracket", () => {
    expect(() => splitAll('[{"a":1}] {"b":2}')).toThrow(/after the end of the top-level array/);
  });
});

describe("parseJsonValue", () => {
  it("names the byte offset of a syntax error inside an element, in the whole file", () => {
    const text = '[{"a":1},\n{"b": tru}]';
    try {
      splitAll(text);
      expect.unreachable();
    } catch (error) {
      const e = error as JsonSyntaxError;
      expect(e.message).toMatch(/invalid JSON/);
      expect(e.byteOffset).toBeGreaterThanOrEqual(text.indexOf("tru"));
      expect(e.byteOffset).toBeLessThanOrEqual(text.indexOf("}]"));
      expect(e.line).toBe(2);
    }
  });

  it("counts bytes, not characters, before the error", () => {
    const text = '[{"é": "日本", "b": x}]';
    try {
      splitAll(text);
      expect.unreachable();
    } catch (error) {
      expect((error as JsonSyntaxError).byteOffset).toBe(Buffer.from(text).indexOf("x"));
    }
  });

  it("rejects invalid UTF-8 with its byte offset", () => {
    const bytes = Buffer.concat([Buffer.from('[{"a":"ok"},{"b":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}]')]);
    try {
      splitAll(bytes);
      expect.unreachable();
    } catch (error) {
      expect((error as JsonSyntaxError).message).toMatch(/invalid UTF-8/);
      expect((error as JsonSyntaxError).byteOffset).toBe(18);
    }
  });
});
