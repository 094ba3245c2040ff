"use client";
import Link from "next/link";
import { useId, useState } from "react";
import { StageDefinitionsList } from "@/components/questions/stage-definitions-list";
import { StageVerdictLine } from "@/components/questions/stage-verdict-line";
import { Badge } from "@/components/ui/badge";
import type { FlipRow } from "@/lib/runs/build-comparison-view";
import type { StageVerdicts } from "@/lib/questions/stage-verdicts";
import { filterFlips, type FlipFilter } from "@/lib/runs/filter-flips";

// A run that recorded nothing but its verdict (an imported file) has no stages to add to its ✓ or ✗.
const tellsStages = (v: StageVerdicts | null): v is StageVerdicts =>
  v !== null && v.shown.some((s) => s.key !== "answer" && s.status !== "unknown" && s.status !== "not-applicable");

// Questions right in one run and wrong in the other, filterable by type and direction, each
// linking to the question's trace with both runs' evidence and answers.
export function FlipsList({ runA, runB, flips, types }: { runA: { name: string }; runB: { name: string }; flips: FlipRow[]; types: string[] }) {
  const [filter, setFilter] = useState<FlipFilter>({ type: null, direction: null });
  const id = useId();
  const shown = filterFlips(flips, filter);
  const field = "mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Flips: {flips.length} question{flips.length === 1 ? "" : "s"} right in one run and wrong in the other
      </h3>
      <div className="my-2 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          Question type
          <select className={field} value={filter.type ?? ""} onChange={(e) => setFilter({ ...filter, type: e.target.value || null })}>
            <option value="">All types</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Direction
          <select
            className={field}
            value={filter.direction ?? ""}
            onChange={(e) => setFilter({ ...filter, direction: (e.target.value || null) as FlipFilter["direction"] })}
          >
            <option value="">Both directions</option>
            <option value="onlyA">Right in A ({runA.name}), wrong in B</option>
            <option value="onlyB">Right in B ({runB.name}), wrong in A</option>
          </select>
        </label>
        <p className="pb-1 text-sm text-slate-600" role="status">
          Showing {shown.length} of {flips.length}.
        </p>
      </div>
      {flips.some((f) => tellsStages(f.verdictsA) || tellsStages(f.verdictsB)) ? (
        <div className="mb-2">
          <StageDefinitionsList label="What each stage of a flip means" open={false} />
        </div>
      ) : null}
      {shown.length ? (
        <ul aria-label={`Flips between ${runA.name} and ${runB.name}`} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {shown.map((flip) => (
            <li key={flip.questionExternalId} className="p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                {flip.href ? (
                  <Link href={flip.href} className="font-mono text-xs font-medium text-indigo-700 underline">
                    {flip.questionExternalId}
                  </Link>
                ) : (
                  <span className="font-mono text-xs text-slate-600" title="This question is not in the benchmark, so it has no trace page.">
                    {flip.questionExternalId}
                  </span>
                )}
                {flip.questionType ? <Badge>{flip.questionType}</Badge> : null}
                <Badge tone={flip.direction === "onlyA" ? "info" : "warn"}>
                  {flip.direction === "onlyA" ? `right only in A (${runA.name})` : `right only in B (${runB.name})`}
                </Badge>
              </div>
              {flip.text ? <p className="mt-1 text-slate-900">{flip.text}</p> : null}
              <dl className="mt-1 grid gap-x-4 gap-y-1 text-xs text-slate-700 md:grid-cols-2">
                <div>
                  <dt className="inline font-semibold">A {flip.direction === "onlyA" ? "✓" : "✗"}: </dt>
                  <dd className="inline">{flip.answerA ?? "—"}</dd>
                  {tellsStages(flip.verdictsA) ? (
                    <dd className="mt-1">
                      <StageVerdictLine verdicts={flip.verdictsA} label={`Stages of A (${runA.name}) on ${flip.questionExternalId}`} />
                    </dd>
                  ) : null}
                </div>
                <div>
                  <dt className="inline font-semibold">B {flip.direction === "onlyB" ? "✓" : "✗"}: </dt>
                  <dd className="inline">{flip.answerB ?? "—"}</dd>
                  {tellsStages(flip.verdictsB) ? (
                    <dd className="mt-1">
                      <StageVerdictLine verdicts={flip.verdictsB} label={`Stages of B (${runB.name}) on ${flip.questionExternalId}`} />
                    </dd>
                  ) : null}
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No flips{filter.type || filter.direction ? " match these filters" : ""}.</p>
      )}
    </section>
  );
}
