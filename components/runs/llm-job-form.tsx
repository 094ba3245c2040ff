"use client";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { JudgeProtocolNote, LlmSetupNotice } from "@/components/runs/llm-setup-notice";
import { QueuedNotice, type QueuedMessage } from "@/components/runs/queued-notice";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/errors";
import type { LlmAvailability } from "@/lib/llm/llm-availability";

export const llmJobField = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";

type Props = {
  id: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  llm: LlmAvailability;
  start: (form: FormData) => Promise<ActionResult<{ name: string }>>;
  children: ReactNode;
  /** Another form above says how to configure an endpoint: say it in one line. */
  briefSetupNotice?: boolean;
};

// A run page's form that queues an LLM job (a QA experiment, a judge run): its fields when an LLM
// endpoint is configured, how to configure one when it is not, the judge protocol in use, and a
// notice that follows the queueing with a link to the Jobs page.
export function LlmJobForm({ id, title, description, submitLabel, llm, start, children, briefSetupNotice = false }: Props) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<QueuedMessage | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await start(form);
      setMessage(
        result.ok
          ? { ok: true, text: `Queued ${result.data.name}: follow it on the Jobs page.` }
          : { ok: false, text: result.issues?.[0]?.message ?? result.message },
      );
    });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">{description}</p>
      {llm.configured ? (
        <form onSubmit={submit} aria-label={title} className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {children}
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? "Queueing…" : submitLabel}
            </Button>
          </div>
        </form>
      ) : (
        <LlmSetupNotice brief={briefSetupNotice} />
      )}
      <div className="mt-2">
        <JudgeProtocolNote protocol={llm.judgeProtocol} />
      </div>
      <QueuedNotice message={message} />
    </section>
  );
}
