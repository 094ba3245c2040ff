"use client";
import Link from "next/link";
import { useState, useTransition, type FormEvent } from "react";
import { JudgeProtocolNote, LlmSetupNotice } from "@/components/runs/llm-setup-notice";
import { Button } from "@/components/ui/button";
import { startJudgeRun } from "@/lib/actions/runs/start-judge-run";
import type { LlmAvailability } from "@/lib/llm/llm-availability";

type Props = { workspaceId: string; runId: string; runName: string; answers: number; llm: LlmAvailability };

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";

// `lore judge RUN --judge MODEL` as a job: this run's answers judged into a new run, so two judges
// (or two protocols) of the same answers sit side by side.
export function StartJudgeRunForm({ workspaceId, runId, runName, answers, llm }: Props) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await startJudgeRun({ workspaceId, runId, judge: String(form.get("judge") ?? ""), name: String(form.get("name") ?? "") });
      setMessage(
        result.ok
          ? { ok: true, text: `Queued ${result.data.name}: follow it on the Jobs page.` }
          : { ok: false, text: result.issues?.[0]?.message ?? result.message },
      );
    });
  };
  return (
    <section aria-labelledby="judge-run-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="judge-run-heading" className="text-base font-semibold text-slate-900">
        Judge this run
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
        A judge model grades the {answers} answers of {runName} into a new run; this run keeps its own verdicts.
      </p>
      {llm.configured ? (
        <form onSubmit={submit} aria-label="Judge this run" className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <label>
            Judge model
            <input name="judge" required maxLength={200} placeholder="gpt-4o-2024-08-06" className={field} />
          </label>
          <label>
            Run name (optional)
            <input name="name" maxLength={200} placeholder="run+judge:model" className={field} />
          </label>
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? "Queueing…" : "Start judge run"}
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
