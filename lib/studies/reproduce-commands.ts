import type { StudyPlan } from "@/lib/studies/plan-study";

// Single-quotes a shell word unless it is plain.
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

// The commands that rebuild a study from nothing: import the benchmark, make the fact sheets it
// reads, run the study file, write the report.
export function reproduceCommands(input: { study: string; fileName: string; benchmark: string; plan: StudyPlan }): string[] {
  const benchmark = shellWord(input.benchmark);
  const extractors = [...new Set(input.plan.setups.map((s) => s.settings.representation).filter((r) => r.startsWith("factsheets:")))].map((r) =>
    r.slice("factsheets:".length),
  );
  const official = input.plan.setups.some((s) => s.settings.judgeProtocol === "official");
  const readers = input.plan.setups.some((s) => s.settings.reader);
  return [
    `lore import longmemeval <the dataset's JSON file> --benchmark ${benchmark}`,
    ...extractors.map((e) => `lore extract --benchmark ${benchmark} --extractor ${shellWord(e)}`),
    ...(readers ? ["export LORE_LLM_BASE_URL=<an OpenAI-compatible endpoint> LORE_LLM_API_KEY=<its key>"] : []),
    `lore study run ${shellWord(input.fileName)} --name ${shellWord(input.study)}${official ? " --longmemeval-dir <a LongMemEval checkout>" : ""}`,
    `lore study report ${shellWord(input.study)} --format html --out ${shellWord(`${input.study}.html`)}`,
  ];
}
