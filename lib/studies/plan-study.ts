import { STUDY_FACTORS, type StudyFactor, type StudyFile } from "@/lib/schemas/study-file";
import type { StudySettings } from "@/lib/studies/study-report";
import { configurationHash } from "@/lib/studies/configuration-hash";
import { HYBRID_RANKER_ID } from "@/lib/search/rank-haystack-sessions";

// Turns a study file into the runs to make: one retrieval run per distinct retrieval set-up
// (shared by set-ups that differ only in the reader) and one QA run (reader and judge) per set-up.
// Every run is named by a hash of every setting and input that decides its results, so a run
// that already exists with that hash is reused instead of made again.

export type PlanInputs = {
  study: string;
  benchmark: { name: string; fingerprint: string; questions: number };
  // Each fact-sheet extractor the file names ("NAME@VERSION"), with a fingerprint of its sheets;
  // undefined when the workspace has no such extractor.
  extractors: Record<string, string | undefined>;
  // A fingerprint of the workspace's accepted memories, when a set-up reads memories.
  memories: string | null;
  // The judge protocol ids the file may name: "official" is null without a LongMemEval checkout.
  judgeProtocols: { lore: string; official: string | null };
  // The embedding model the hybrid and vector retrievers use.
  embedder: string;
  // The hybrid ranking's version (HYBRID_RANKER_ID, the default), so a study never reuses a
  // hybrid run ranked by an earlier version of it.
  hybridRanker?: string;
  encoding: "o200k_base" | "cl100k_base";
};

export type PlannedStep = {
  hash: string;
  kind: "retrieval" | "qa";
  // The run's name: the study, what it is, and the first 8 characters of its hash.
  runName: string;
  settings: StudySettings;
  // The resolved judge protocol id of a QA step.
  judgeProtocolId: string | null;
  // The retrieval step a QA step reads its contexts from.
  from: string | null;
};

export type PlannedSetup = { label: string; evidence: string; settings: StudySettings; retrieval: string; qa: string | null };

export type StudyPlan = {
  version: 1;
  study: string;
  benchmark: { name: string; fingerprint: string; questions: number };
  setups: PlannedSetup[];
  steps: PlannedStep[];
  baseline: string;
  fixed: { setting: string; value: string }[];
  varied: StudyFactor[];
};

export type PlanProblem = { field: string; message: string };

export class StudyPlanError extends Error {
  constructor(readonly problems: PlanProblem[]) {
    super(problems.map((p) => (p.field ? `${p.field}: ${p.message}` : p.message)).join("; "));
    this.name = "StudyPlanError";
  }
}

type Value = string | number | null;
const levelsOf = (value: unknown): Value[] => (value === undefined ? [] : Array.isArray(value) ? (value as Value[]) : [value as Value]);
const show = (value: Value | undefined) => (value === null || value === undefined ? "none" : String(value));

function crossProduct(factors: Record<StudyFactor, Value[]>): Partial<Record<StudyFactor, Value>>[] {
  let combos: Partial<Record<StudyFactor, Value>>[] = [{}];
  for (const factor of STUDY_FACTORS) {
    const values = factors[factor];
    if (!values.length) continue;
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [factor]: value })));
  }
  return combos;
}

function toSettings(pick: Partial<Record<StudyFactor, Value>>): StudySettings {
  const reader = (pick.reader as string | undefined) ?? null;
  return {
    representation: pick.representation as string,
    retriever: (pick.retriever as StudySettings["retriever"] | undefined) ?? "hybrid",
    k: (pick.k as number | undefined) ?? 10,
    budget: (pick.budget as number | null | undefined) ?? null,
    reader,
    prompt: reader ? ((pick.prompt as StudySettings["prompt"] | undefined) ?? "typed") : null,
    judge: (pick.judge as string | undefined) ?? null,
    judgeProtocol: reader ? ((pick.judgeProtocol as StudySettings["judgeProtocol"] | undefined) ?? "lore") : null,
  };
}

function representationWords(representation: string): string {
  if (representation === "sessions") return "Original sessions";
  if (representation === "memories") return "Memories";
  return `Fact sheets (${representation.slice("factsheets:".length)})`;
}

export function describeEvidence(settings: StudySettings, varied: readonly StudyFactor[]): string {
  const parts = [`${representationWords(settings.representation)}, top ${settings.k}`];
  if (settings.budget !== null) parts.push(`within ${settings.budget.toLocaleString("en-US")} tokens`);
  if (varied.includes("retriever")) parts.push(`${settings.retriever} retriever`);
  const reader = [varied.includes("reader") ? settings.reader : null, varied.includes("prompt") && settings.prompt ? `${settings.prompt} prompt` : null]
    .filter(Boolean)
    .join(", ");
  return reader ? `${parts.join(", ")} (${reader})` : parts.join(", ");
}

function defaultLabel(settings: StudySettings, varied: readonly StudyFactor[]): string {
  const parts = [settings.representation === "sessions" ? "sessions" : settings.representation, `top ${settings.k}`];
  if (varied.includes("budget")) parts.push(settings.budget === null ? "no budget" : `${settings.budget} tokens`);
  if (varied.includes("retriever")) parts.push(settings.retriever);
  if (varied.includes("reader") && settings.reader) parts.push(settings.reader);
  if (varied.includes("prompt") && settings.prompt) parts.push(`${settings.prompt} prompt`);
  if (varied.includes("judge") && settings.judge) parts.push(`judge ${settings.judge}`);
  if (varied.includes("judgeProtocol") && settings.judgeProtocol) parts.push(`${settings.judgeProtocol} judge`);
  return parts.join(" · ");
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9@.]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "run";

export function planStudy(file: StudyFile, inputs: PlanInputs): StudyPlan {
  const problems: PlanProblem[] = [];
  const factors = Object.fromEntries(STUDY_FACTORS.map((f) => [f, levelsOf(file.factors[f])])) as Record<StudyFactor, Value[]>;
  for (const factor of STUDY_FACTORS) {
    const seen = new Set<string>();
    for (const value of factors[factor]) {
      if (seen.has(show(value))) problems.push({ field: `factors.${factor}`, message: `${show(value)} is listed twice` });
      seen.add(show(value));
    }
  }

  // The set-ups, as picks of one level per factor.
  type Pick = { label: string | undefined; pick: Partial<Record<StudyFactor, Value>>; field: string };
  let picks: Pick[];
  if (file.runs === "all") {
    picks = crossProduct(factors).map((pick, i) => ({ label: undefined, pick, field: `runs (combination ${i + 1})` }));
    if (picks.length > 50)
      problems.push({ field: "runs", message: `every combination of the factors is ${picks.length} runs; a study has at most 50: list the runs to make` });
  } else {
    picks = file.runs.map((run, i) => {
      const pick: Partial<Record<StudyFactor, Value>> = {};
      for (const factor of STUDY_FACTORS) {
        const levels = factors[factor];
        const given = run[factor];
        if (given === undefined) {
          if (levels.length === 1) pick[factor] = levels[0]!;
          else if (levels.length > 1)
            problems.push({ field: `runs[${i}].${factor}`, message: `choose one of ${levels.map(show).join(", ")} (factors.${factor} lists several)` });
          continue;
        }
        if (!levels.some((level) => show(level) === show(given as Value)))
          problems.push({
            field: `runs[${i}].${factor}`,
            message: levels.length
              ? `${show(given as Value)} is not a level of factors.${factor} (${levels.map(show).join(", ")})`
              : `factors.${factor} is not set, so a run cannot choose it`,
          });
        else pick[factor] = given as Value;
      }
      return { label: run.label, pick, field: `runs[${i}]` };
    });
  }

  const settingsList = picks.map((p) => toSettings(p.pick));
  settingsList.forEach((settings, i) => {
    const field = picks[i]!.field;
    if (settings.reader && !settings.judge) problems.push({ field, message: "a run with a reader needs a judge (factors.judge) to score its answers" });
    if (!settings.reader && (settings.judge || picks[i]!.pick.prompt !== undefined || picks[i]!.pick.judgeProtocol !== undefined))
      problems.push({ field, message: "prompt, judge and judgeProtocol need a reader (factors.reader)" });
    if (settings.representation?.startsWith("factsheets:") && !inputs.extractors[settings.representation.slice("factsheets:".length)])
      problems.push({
        field: `${field}.representation`,
        message: `no extractor ${settings.representation.slice("factsheets:".length)} in this workspace: run lore extract or lore import factsheets first`,
      });
    if (settings.representation === "memories" && inputs.memories === null)
      problems.push({ field: `${field}.representation`, message: "this workspace has no memories to read" });
    if (settings.judgeProtocol === "official" && !inputs.judgeProtocols.official)
      problems.push({
        field: `${field}.judgeProtocol`,
        message: "official needs a LongMemEval checkout: pass --longmemeval-dir DIR or set LORE_LONGMEMEVAL_DIR",
      });
  });

  const key = (s: StudySettings) => JSON.stringify(STUDY_FACTORS.map((f) => s[f]));
  const varied = STUDY_FACTORS.filter((f) => new Set(settingsList.map((s) => show(s[f]))).size > 1);

  // Held fixed: every set-up must agree; the refusal names the setting and two set-ups that differ.
  const labels = picks.map((p, i) => p.label ?? defaultLabel(settingsList[i]!, varied));
  for (const setting of file.fixed) {
    if (setting === "questions") continue; // one benchmark, read whole by every run
    const first = settingsList[0];
    const other = settingsList.findIndex((s) => show(s[setting]) !== show(first?.[setting]));
    if (first && other > 0)
      problems.push({
        field: `fixed`,
        message: `${setting} is held fixed but differs between runs: "${labels[0]}" uses ${show(first[setting])}, "${labels[other]}" uses ${show(settingsList[other]![setting])}`,
      });
  }
  const byLabel = new Map<string, number>();
  const bySettings = new Map<string, number>();
  settingsList.forEach((settings, i) => {
    const label = labels[i]!;
    if (byLabel.has(label)) problems.push({ field: `${picks[i]!.field}.label`, message: `"${label}" labels two runs; labels must differ` });
    byLabel.set(label, i);
    const seen = bySettings.get(key(settings));
    if (seen !== undefined) problems.push({ field: picks[i]!.field, message: `the same set-up as ${picks[seen]!.field} ("${labels[seen]}")` });
    bySettings.set(key(settings), i);
  });
  const baseline = file.baseline ?? labels[0] ?? "";
  if (file.baseline && !byLabel.has(file.baseline))
    problems.push({ field: "baseline", message: `no run is labelled "${file.baseline}" (labels: ${labels.map((l) => `"${l}"`).join(", ")})` });
  if (problems.length) throw new StudyPlanError(problems);

  const steps = new Map<string, PlannedStep>();
  const setups: PlannedSetup[] = settingsList.map((settings, i) => {
    const label = labels[i]!;
    const representationInput =
      settings.representation === "sessions"
        ? null
        : settings.representation === "memories"
          ? inputs.memories
          : inputs.extractors[settings.representation.slice("factsheets:".length)]!;
    const retrievalSettings: StudySettings = { ...settings, reader: null, prompt: null, judge: null, judgeProtocol: null };
    const retrievalHash = configurationHash({
      kind: "retrieval",
      questions: inputs.benchmark.fingerprint,
      representation: settings.representation,
      representationInput,
      retriever: settings.retriever,
      // Only the hybrid and vector retrievers embed.
      embedder: settings.retriever === "fulltext" ? null : inputs.embedder,
      // Only the steps rankHaystackSessions ranks (hybrid over sessions or fact sheets; hybrid over
      // memories is a rank fusion) carry its version: other steps keep the hashes they had.
      ...(settings.retriever === "hybrid" && settings.representation !== "memories" ? { ranker: inputs.hybridRanker ?? HYBRID_RANKER_ID } : {}),
      k: settings.k,
      budget: settings.budget,
      encoding: inputs.encoding,
    });
    if (!steps.has(retrievalHash)) {
      const what = `${slug(settings.representation)}-k${settings.k}${settings.budget === null ? "" : `-b${settings.budget}`}-${settings.retriever}`;
      steps.set(retrievalHash, {
        hash: retrievalHash,
        kind: "retrieval",
        runName: `${inputs.study}/${what}@${retrievalHash.slice(0, 8)}`,
        settings: retrievalSettings,
        judgeProtocolId: null,
        from: null,
      });
    }
    let qaHash: string | null = null;
    if (settings.reader) {
      const judgeProtocolId = settings.judgeProtocol === "official" ? inputs.judgeProtocols.official! : inputs.judgeProtocols.lore;
      qaHash = configurationHash({
        kind: "qa",
        retrieval: retrievalHash,
        reader: settings.reader,
        prompt: settings.prompt,
        judge: settings.judge,
        judgeProtocol: judgeProtocolId,
      });
      if (!steps.has(qaHash))
        steps.set(qaHash, {
          hash: qaHash,
          kind: "qa",
          runName: `${inputs.study}/${slug(label)}@${qaHash.slice(0, 8)}`,
          settings,
          judgeProtocolId,
          from: retrievalHash,
        });
    }
    return { label, evidence: describeEvidence(settings, varied), settings, retrieval: retrievalHash, qa: qaHash };
  });

  const fixed: StudyPlan["fixed"] = STUDY_FACTORS.filter((f) => !varied.includes(f) && settingsList[0]![f] !== null).map((f) => ({
    setting: f,
    value: show(settingsList[0]![f]),
  }));
  fixed.push({
    setting: "questions",
    value: `${inputs.benchmark.name} (${inputs.benchmark.questions} questions, ${inputs.benchmark.fingerprint.slice(0, 12)})`,
  });
  // Retrieval steps first: a QA step reads a retrieval step's contexts.
  const ordered = [...steps.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "retrieval" ? -1 : 1));
  return { version: 1, study: inputs.study, benchmark: inputs.benchmark, setups, steps: ordered, baseline, fixed, varied };
}
