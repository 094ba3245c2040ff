import { spawnSync } from "node:child_process";
import path from "node:path";

// Runs the real get_anscheck_prompt of a LongMemEval checkout under python3 for a batch of
// questions. The script imports openai, backoff, tqdm and numpy at top level, which a test machine
// need not have: they are stubbed in sys.modules, and the module is loaded without running main.
const DRIVER = `
import importlib.util, json, sys
from unittest import mock
for name in ("openai", "backoff", "tqdm", "numpy"):
    sys.modules[name] = mock.MagicMock()
spec = importlib.util.spec_from_file_location("evaluate_qa", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
out = []
for q in json.load(sys.stdin):
    try:
        out.append(module.get_anscheck_prompt(q["task"], q["question"], q["answer"], q["response"], abstention=q["abstention"]))
    except NotImplementedError:
        out.append(None)
sys.stdout.write(json.dumps(out))
`;

export type OfficialPromptInput = { task: string; question: string; answer: unknown; response: unknown; abstention: boolean };

export function officialAnscheckPrompts(longMemEvalDir: string, inputs: OfficialPromptInput[]): (string | null)[] {
  const file = path.join(longMemEvalDir, "src", "evaluation", "evaluate_qa.py");
  const result = spawnSync("python3", ["-c", DRIVER, file], { input: JSON.stringify(inputs), encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`python3 failed (${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout) as (string | null)[];
}
