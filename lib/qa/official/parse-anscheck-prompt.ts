import { readPythonString, PythonLiteralError } from "@/lib/qa/official/python-string-literal";

// The judge templates of LongMemEval's src/evaluation/evaluate_qa.py, read from the user's own
// checkout so that Lore never carries the official wording. The function has this shape:
//
//   def get_anscheck_prompt(task, question, answer, response, abstention=False):
//       if not abstention:
//           if task in [...]:            template = "..."; prompt = template.format(question, answer, response)
//           elif task == '...':          (same)
//           else:                        raise NotImplementedError
//       else:                            template = "..."; prompt = template.format(...)
//       return prompt
//
// Anything the reader does not recognise is an error naming the line, never a silent guess.
export type TemplateArg = "question" | "answer" | "response";
export type AnscheckBranch = { template: string; args: TemplateArg[] };
export type AnscheckTemplates = { byTask: Record<string, AnscheckBranch>; abstention: AnscheckBranch };

export class AnscheckParseError extends Error {}

const SIGNATURE = /^def get_anscheck_prompt\(\s*task\s*,\s*question\s*,\s*answer\s*,\s*response\s*,\s*abstention\s*=\s*False\s*\)\s*:/m;
const ARGS = new Set(["question", "answer", "response"]);

function stringList(text: string, line: number): string[] {
  const items: string[] = [];
  let i = 0;
  while (i < text.length) {
    const { value, end } = readPythonString(text, i);
    items.push(value);
    const rest = /^\s*,?\s*/.exec(text.slice(end))![0];
    i = end + rest.length;
    if (!rest.includes(",") && i < text.length) throw new AnscheckParseError(`line ${line}: cannot read the list of question types`);
  }
  return items;
}

export function parseAnscheckPrompt(source: string): AnscheckTemplates {
  const src = source.replace(/\r\n/g, "\n");
  const match = SIGNATURE.exec(src);
  if (!match) throw new AnscheckParseError("no function get_anscheck_prompt(task, question, answer, response, abstention=False)");
  const byTask: Record<string, AnscheckBranch> = {};
  let abstention: AnscheckBranch | null = null;
  let section: "plain" | "abstention" | null = null;
  let sectionIndent = -1;
  let taskIndent = -1;
  let tasks: string[] | "other" | null = null;
  let template: string | null = null;
  let pos = match.index + match[0].length;
  pos = src.indexOf("\n", pos) + 1;
  while (pos > 0 && pos < src.length) {
    const lineEnd = src.indexOf("\n", pos) === -1 ? src.length : src.indexOf("\n", pos);
    const raw = src.slice(pos, lineEnd);
    const lineNo = src.slice(0, pos).split("\n").length;
    const indent = /^[ \t]*/.exec(raw)![0].length;
    const text = raw.trim();
    let next = lineEnd + 1;
    if (text === "" || text.startsWith("#")) {
      pos = next;
      continue;
    }
    if (indent === 0) break;
    let m: RegExpExecArray | null;
    try {
      if (text === "if not abstention:") {
        section = "plain";
        sectionIndent = indent;
      } else if (text === "else:" && indent === sectionIndent) {
        section = "abstention";
        tasks = null;
      } else if ((m = /^(?:if|elif) task in \[(.*)\]\s*:$/.exec(text)) && section === "plain") {
        taskIndent = indent;
        tasks = stringList(m[1]!, lineNo);
      } else if ((m = /^(?:if|elif) task == (.*):$/.exec(text)) && section === "plain") {
        taskIndent = indent;
        tasks = stringList(m[1]!, lineNo);
      } else if (text === "else:" && indent === taskIndent && section === "plain") {
        tasks = "other";
      } else if (/^raise NotImplementedError\b/.test(text) && tasks === "other") {
        // An unknown question type has no template: the official script raises.
      } else if (/^template\s*=/.test(text)) {
        const start = pos + raw.indexOf("=") + 1;
        const read = readPythonString(src, start);
        template = read.value;
        const after = src.indexOf("\n", read.end);
        if (src.slice(read.end, after === -1 ? src.length : after).trim() !== "")
          throw new AnscheckParseError(`line ${lineNo}: unexpected text after the template string`);
        next = after === -1 ? src.length : after + 1;
      } else if ((m = /^prompt\s*=\s*template\.format\(([^)]*)\)$/.exec(text))) {
        const args = m[1]!
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean);
        if (!args.every((a) => ARGS.has(a))) throw new AnscheckParseError(`line ${lineNo}: template.format takes ${m[1]}, not question/answer/response`);
        if (template === null) throw new AnscheckParseError(`line ${lineNo}: template.format before any template`);
        const branch = { template, args: args as TemplateArg[] };
        if (section === "abstention") abstention = branch;
        else if (section === "plain" && Array.isArray(tasks)) for (const t of tasks) byTask[t] = branch;
        else throw new AnscheckParseError(`line ${lineNo}: a template outside any question-type branch`);
        template = null;
      } else if (text === "return prompt") {
        // end of the function
      } else {
        throw new AnscheckParseError(`line ${lineNo}: unexpected statement "${text.slice(0, 80)}"`);
      }
    } catch (error) {
      if (error instanceof PythonLiteralError) throw new AnscheckParseError(`line ${lineNo}: ${error.message}`);
      throw error;
    }
    pos = next;
  }
  if (Object.keys(byTask).length === 0) throw new AnscheckParseError("get_anscheck_prompt has no per-question-type templates");
  if (!abstention) throw new AnscheckParseError("get_anscheck_prompt has no template for abstention questions");
  return { byTask, abstention };
}
