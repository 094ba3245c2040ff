import { STAGE_LABELS, type StageKey } from "@/lib/questions/stage-definitions";
import type { RunQuestionLostAt, RunQuestionTableQuery, RunQuestionVerdict } from "@/lib/runs/run-question-table-query";
import { RUN_QUESTION_LOST_AT, RUN_QUESTION_VERDICTS } from "@/lib/runs/run-question-table-query";

const VERDICT_LABEL: Record<RunQuestionVerdict, string> = { correct: "Correct", wrong: "Wrong", unjudged: "Not judged" };

// The run question table's filters; each change is applied at once and written to the URL.
export function RunQuestionFilters({
  query,
  types,
  stages,
  shown,
  total,
  onChange,
}: {
  query: RunQuestionTableQuery;
  types: string[];
  stages: StageKey[];
  shown: number;
  total: number;
  onChange: (patch: Partial<RunQuestionTableQuery>) => void;
}) {
  const field = "mt-1 block max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";
  const lostOptions = RUN_QUESTION_LOST_AT.filter((key): key is RunQuestionLostAt => key === "none" || stages.includes(key));
  const filtered = Boolean(query.verdict || query.type || query.lost);
  return (
    <div role="group" aria-label="Filter questions" className="flex flex-wrap items-end gap-3">
      <label className="text-sm">
        Verdict
        <select
          className={field}
          value={query.verdict ?? ""}
          onChange={(e) => onChange({ verdict: (e.target.value || undefined) as RunQuestionVerdict | undefined })}
        >
          <option value="">Any</option>
          {RUN_QUESTION_VERDICTS.map((v) => (
            <option key={v} value={v}>
              {VERDICT_LABEL[v]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Question type
        <select className={field} value={query.type ?? ""} onChange={(e) => onChange({ type: e.target.value || undefined })}>
          <option value="">Any</option>
          {query.type && !types.includes(query.type) ? <option value={query.type}>{query.type}</option> : null}
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Lost at
        <select className={field} value={query.lost ?? ""} onChange={(e) => onChange({ lost: (e.target.value || undefined) as RunQuestionLostAt | undefined })}>
          <option value="">Any stage</option>
          {lostOptions.map((key) => (
            <option key={key} value={key}>
              {key === "none" ? "Not lost" : STAGE_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      {filtered ? (
        <button
          type="button"
          onClick={() => onChange({ verdict: undefined, type: undefined, lost: undefined })}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Clear filters
        </button>
      ) : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        {filtered ? `${shown} of ${total} questions match.` : `${total} questions.`}
      </p>
    </div>
  );
}
