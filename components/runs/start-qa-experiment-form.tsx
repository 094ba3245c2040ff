"use client";
import Link from "next/link";
import { useState, useTransition, type FormEvent } from "react";
import { JudgeProtocolNote, LlmSetupNotice } from "@/components/runs/llm-setup-notice";
import { Button } from "@/components/ui/button";
import { startQaExperiment } from "@/lib/actions/runs/start-qa-experiment";
import type { LlmAvailability } from "@/lib/llm/llm-availability";

type Props = { workspaceId: string; runId: string; runName: string; llm: LlmAvailability };

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";

// `lore experiment qa --from-run RUN` as a job: a reader answers each question from the context
// this retrieval run recorded, a judge grades the answers, into a new QA run.
export function StartQaExperimentForm({ workspaceId, runId, runName, llm }: Props) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await startQaExperiment({
        workspaceId,
        runId,
        reader: String(form.get("reader") ?? ""),
        judge: String(form.get("judge") ?? ""),
        prompt: String(form.get("prompt") ?? "typed"),
        name: String(form.get("name") ?? ""),
      });
      setMessage(
        result.ok
          ? { ok: true, text: `Queued ${result.data.name}: follow it on the Jobs page.` }
          : { ok: false, text: result.issues?.[0]?.message ?? result.message },
      );
    });
  };
  return (
    <section aria-labelledby="qa-experiment-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="qa-experiment-heading" className="text-base font-semibold text-slate-900">
        Start a QA experiment
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
        A reader model answers each question from the context {runName} retrieved; a judge model grades the answers into a new QA run.
      </p>
      {llm.configured ? (
        <form onSubmit={submit} aria-label="Start a QA experiment" className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <label>
            Reader model
            <input name="reader" required maxLength={200} placeholder="gpt-4o-mini" className={field} />
          </label>
          <label>
            Judge model
            <input name="judge" required maxLength={200} placeholder="gpt-4o-2024-08-06" className={field} />
          </label>
          <label>
            Prompt
            <select name="prompt" defaultValue="typed" className={field}>
              <option value="typed">typed (LongMemEval&apos;s per-type hints)</option>
              <option value="static">static (one prompt for every type)</option>
            </select>
          </label>
          <label>
            Run name (optional)
            <input name="name" maxLength={200} placeholder="run+reader+prompt" className={field} />
          </label>
          <div className="sm:col-span-2 lg:col-span-4">
            <p className="mt-1 text-xs text-slate-600">Starting it again with the same name resumes the run where its results end.</p>
          </div>
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? "Queueing…" : "Start QA experiment"}
            </Button>
          </div>
        </form>
      ) : (
        <LlmSetupNotice />
      )}
      <div className="mt-2">
        <JudgeProtocolNote protocol={llm.judgeProtocol} />
      </div>
      {message ? (
        <p role="status" className={message.ok ? "mt-2 text-sm text-emerald-800" : "mt-2 text-sm text-red-700 [overflow-wrap:anywhere]"}>
          {message.text}{" "}
          {message.ok ? (
            <Link href="/jobs" className="underline">
              Jobs
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
