import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { AnscheckParseError, parseAnscheckPrompt } from "@/lib/qa/official/parse-anscheck-prompt";
import { pythonFormat } from "@/lib/qa/official/python-format";
import { readPythonString } from "@/lib/qa/official/python-string-literal";
import { pythonStr } from "@/lib/qa/official/python-str";

const python = (code: string, stdin = "") => {
  const r = spawnSync("python3", ["-c", code], { input: stdin, encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout;
};

describe("Python's text rules, as the official judge script applies them", () => {
  it("formats a JSON number as Python's str() does", () => {
    const numbers = [0, 3, -7, 1300, 2.5, 0.1, -0.25, 1e-5, 0.0001, 123456.789, 1e16, 1.5e300, 5e-324, 2 ** 53 + 2];
    const expected = JSON.parse(python("import json,sys; print(json.dumps([str(x) for x in json.load(sys.stdin)]))", JSON.stringify(numbers))) as string[];
    expect(numbers.map(pythonStr)).toEqual(expected);
  });

  it("reads string literals with escapes, prefixes and implicit concatenation as Python does", () => {
    const literals = [
      String.raw`"a\nb\t\"c\" \\ \x41\u00e9 \q"`,
      String.raw`'it\'s'`,
      String.raw`r"raw\n"`,
      `("one "\n   'two' # note\n  """three""")`,
      String.raw`"\101\0"`,
    ];
    const expected = JSON.parse(
      python("import json,sys,ast; print(json.dumps([ast.literal_eval(s) for s in json.load(sys.stdin)]))", JSON.stringify(literals)),
    ) as string[];
    expect(literals.map((l) => readPythonString(l, 0).value)).toEqual(expected);
    expect(() => readPythonString(`f"{x}"`, 0)).toThrow(/f-string/);
  });

  it("fills {} and {0} fields and keeps doubled braces literal, refusing what it cannot do", () => {
    expect(pythonFormat("{{Q}}: {} / {}", ["a", "{b}"])).toBe("{Q}: a / {b}");
    expect(pythonFormat("{1}-{0}", ["a", "b"])).toBe("b-a");
    expect(() => pythonFormat("{name}", ["a"])).toThrow(/unsupported replacement field/);
    expect(() => pythonFormat("{} {}", ["a"])).toThrow(/has no argument/);
  });

  it("reads a variant of the function and names the line it cannot read", () => {
    const variant = [
      "def get_anscheck_prompt(task, question, answer, response, abstention=False):",
      "    if not abstention:",
      "        if task == 'multi-session':",
      "            template = ('Q: {} '",
      "                        'A: {} R: {}')",
      "            prompt = template.format(question, answer, response)",
      "        else:",
      "            raise NotImplementedError",
      "    else:",
      '        template = "U {} {} {}"',
      "        prompt = template.format(question, answer, response)",
      "    return prompt",
      "",
      "x = 1",
    ].join("\n");
    const parsed = parseAnscheckPrompt(variant);
    expect(parsed.byTask["multi-session"]!.template).toBe("Q: {} A: {} R: {}");
    expect(parsed.abstention.template).toBe("U {} {} {}");
    expect(() => parseAnscheckPrompt(variant.replace("    return prompt", "    prompt = prompt.upper()"))).toThrow(/line 12: unexpected statement/);
    expect(() => parseAnscheckPrompt("def other(): pass")).toThrow(AnscheckParseError);
  });
});
