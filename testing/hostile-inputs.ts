// The hostile-input corpus: every shape of bad or dangerous input the importers and the HTTP API
// are tested against, in one place so each new entry reaches every table-driven test.

export const MB = 1024 * 1024;

// Text that is *valid* input and must be stored verbatim and rendered inert.
export const SQL_TEXT = `Robert'); DROP TABLE "Memory";-- and 1' OR '1'='1; SELECT pg_sleep(10);`;
export const SCRIPT_TEXT = `<script>window.__pwned=1</script>`;
export const IMG_TEXT = `<img src=x onerror="window.__pwned=1">`;
export const JS_URL_TEXT = `javascript:window.__pwned=1`;
export const SVG_TEXT = `<svg onload="window.__pwned=1"></svg><a href="javascript:window.__pwned=1">click</a>`;
export const HTML_PAYLOADS = [SCRIPT_TEXT, IMG_TEXT, JS_URL_TEXT, SVG_TEXT] as const;
// One string carrying every payload, for fields that hold a single text.
export const ALL_PAYLOADS = `${SQL_TEXT} ${HTML_PAYLOADS.join(" ")}`;

export const NUL_TEXT = "before\u0000after";
// A lone surrogate survives JSON.parse but has no UTF-8 form: stored, it would silently become U+FFFD.
export const LONE_SURROGATE_TEXT = "broken \ud800 surrogate";

export function bigString(bytes = 10 * MB): string {
  return "x".repeat(bytes);
}

// JSON nested `depth` arrays deep, built without recursion.
export function deeplyNestedJson(depth = 10_000): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

// The same nesting as the value of one field of an otherwise valid object.
export function withDeepField(valid: Record<string, unknown>, field: string, depth = 10_000): string {
  const json = JSON.stringify({ ...valid, [field]: "__DEEP__" });
  return json.replace('"__DEEP__"', deeplyNestedJson(depth));
}

// Bytes that are not UTF-8 (a lone continuation byte and an overlong encoding) inside a string.
export function invalidUtf8Json(valid: Record<string, unknown>, field: string): Buffer {
  const json = JSON.stringify({ ...valid, [field]: "__BAD__" });
  const [before, after] = json.split('"__BAD__"') as [string, string];
  return Buffer.concat([Buffer.from(`${before}"bad `), Buffer.from([0x80, 0xc0, 0xaf, 0xff]), Buffer.from(` bytes"${after}`)]);
}

export type SyntaxCase = { name: string; body: string | Buffer; problem: RegExp };

// Bodies that are not JSON at all, for any route or file that expects one JSON object.
export function syntaxCases(valid: Record<string, unknown>): SyntaxCase[] {
  const json = JSON.stringify(valid);
  return [
    { name: "truncated JSON", body: json.slice(0, Math.floor(json.length / 2)), problem: /JSON/ },
    { name: "a trailing comma", body: json.replace(/}$/, ",}"), problem: /JSON/ },
    { name: "single quotes", body: json.replaceAll('"', "'"), problem: /JSON/ },
    { name: "a bare word", body: "undefined", problem: /JSON/ },
    { name: "invalid UTF-8 bytes", body: invalidUtf8Json(valid, Object.keys(valid)[0]!), problem: /UTF-8/ },
  ];
}

export type FieldCase = { name: string; value: unknown; field: string };

// A wrong value for a text field: each must be refused naming the field.
export function wrongTextValues(field: string): FieldCase[] {
  return [
    { name: `${field} as a number`, value: 42, field },
    { name: `${field} as an object`, value: { text: "x" }, field },
    { name: `${field} as an array`, value: ["x"], field },
    { name: `${field} as null`, value: null, field },
    { name: `${field} as a boolean`, value: true, field },
    { name: `${field} with a NUL byte`, value: NUL_TEXT, field },
    { name: `${field} with a lone surrogate`, value: LONE_SURROGATE_TEXT, field },
  ];
}
