"use client";
import { LlmJobForm, llmJobField } from "@/components/runs/llm-job-form";
import { startJudgeRun } from "@/lib/actions/runs/start-judge-run";
import type { LlmAvailability } from "@/lib/llm/llm-availability";

type Props = { workspaceId: string; runId: string; runName: string; answers: number; llm: LlmAvailability; briefSetupNotice?: boolean };

// `lore judge RUN --judge MODEL` as a job: this run's answers judged into a new run, so two judges
// (or two protocols) of the same answers sit side by side.
export function StartJudgeRunForm({ workspaceId, runId, runName, answers, llm, briefSetupNotice }: Props) {
  return (
    <LlmJobForm
      id="judge-run"
      title="Judge this run"
      description={`A judge model grades the ${answers} answers of ${runName} into a new run; this run keeps its own verdicts.`}
      submitLabel="Start judge run"
      llm={llm}
      briefSetupNotice={briefSetupNotice}
      start={(form) => startJudgeRun({ workspaceId, runId, judge: String(form.get("judge") ?? ""), name: String(form.get("name") ?? "") })}
    >
      <label>
        Judge model
        <input name="judge" required maxLength={200} placeholder="gpt-4o-2024-08-06" className={llmJobField} />
      </label>
      <label>
        Run name (optional)
        <input name="name" maxLength={200} placeholder="run+judge:model" className={llmJobField} />
      </label>
    </LlmJobForm>
  );
}
