"use client";
import { LlmJobForm, llmJobField } from "@/components/runs/llm-job-form";
import { startQaExperiment } from "@/lib/actions/runs/start-qa-experiment";
import type { LlmAvailability } from "@/lib/llm/llm-availability";

type Props = { workspaceId: string; runId: string; runName: string; llm: LlmAvailability };

// `lore experiment qa --from-run RUN` as a job: a reader answers each question from the context
// this retrieval run recorded, a judge grades the answers, into a new QA run.
export function StartQaExperimentForm({ workspaceId, runId, runName, llm }: Props) {
  return (
    <LlmJobForm
      id="qa-experiment"
      title="Start a QA experiment"
      description={`A reader model answers each question from the context ${runName} retrieved; a judge model grades the answers into a new QA run.`}
      submitLabel="Start QA experiment"
      llm={llm}
      start={(form) =>
        startQaExperiment({
          workspaceId,
          runId,
          reader: String(form.get("reader") ?? ""),
          judge: String(form.get("judge") ?? ""),
          prompt: String(form.get("prompt") ?? "typed"),
          name: String(form.get("name") ?? ""),
        })
      }
    >
      <label>
        Reader model
        <input name="reader" required maxLength={200} placeholder="gpt-4o-mini" className={llmJobField} />
      </label>
      <label>
        Judge model
        <input name="judge" required maxLength={200} placeholder="gpt-4o-2024-08-06" className={llmJobField} />
      </label>
      <label>
        Prompt
        <select name="prompt" defaultValue="typed" className={llmJobField}>
          <option value="typed">typed (LongMemEval&apos;s per-type hints)</option>
          <option value="static">static (one prompt for every type)</option>
        </select>
      </label>
      <label>
        Run name (optional)
        <input name="name" maxLength={200} placeholder="run+reader+prompt" className={llmJobField} />
      </label>
      <div className="sm:col-span-2 lg:col-span-4">
        <p className="mt-1 text-xs text-slate-600">Starting it again with the same name resumes the run where its results end.</p>
      </div>
    </LlmJobForm>
  );
}
