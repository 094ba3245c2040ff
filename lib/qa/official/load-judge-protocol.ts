import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { AnscheckParseError, parseAnscheckPrompt } from "@/lib/qa/official/parse-anscheck-prompt";
import { PythonFormatError } from "@/lib/qa/official/python-format";
import { JudgeProtocolError, loreJudgeProtocol, officialJudgeProtocol, type JudgeProtocol } from "@/lib/qa/official/judge-protocol";

export const EVALUATE_QA_PATH = path.join("src", "evaluation", "evaluate_qa.py");

// Without a checkout Lore judges in its own words; with one, every template comes from the
// checkout's evaluate_qa.py at run time, and the protocol names the file's content hash.
export function loadJudgeProtocol(longMemEvalDir: string | null | undefined): JudgeProtocol {
  if (!longMemEvalDir) return loreJudgeProtocol;
  const file = path.join(longMemEvalDir, EVALUATE_QA_PATH);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new JudgeProtocolError(
      `cannot read the LongMemEval judge templates at ${file} (${code === "ENOENT" ? "no such file: --longmemeval-dir must be a LongMemEval checkout" : (code ?? "read error")})`,
    );
  }
  try {
    const templates = parseAnscheckPrompt(bytes.toString("utf8"));
    for (const branch of [templates.abstention, ...Object.values(templates.byTask)]) {
      // Fail now, not on the 300th question, if a template has fields the three arguments cannot fill.
      officialJudgeProtocol({ byTask: {}, abstention: branch }, "").prompt({
        questionId: "_abs",
        type: "",
        isAbstention: true,
        question: "",
        answer: "",
        response: "",
      });
    }
    return officialJudgeProtocol(templates, createHash("sha256").update(bytes).digest("hex"));
  } catch (error) {
    if (error instanceof AnscheckParseError || error instanceof PythonFormatError)
      throw new JudgeProtocolError(`cannot read the judge templates of ${file}: ${error.message}`);
    throw error;
  }
}
