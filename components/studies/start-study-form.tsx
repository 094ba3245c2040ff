"use client";
import Link from "next/link";
import { useState, useTransition, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { startStudy } from "@/lib/actions/studies/start-study";

const EXAMPLE = (benchmark: string) => `name: my-study
benchmark: ${benchmark}
factors:
  representation: [sessions, "factsheets:lore-baseline@1"]
  retriever: fulltext
  k: [10, 5]
  reader: gpt-4o-mini
  prompt: [typed, static]
  judge: gpt-4o-2024-08-06
  judgeProtocol: lore
runs:
  - { label: Sessions top 10, representation: sessions, k: 10, prompt: typed }
  - { label: Sessions top 5, representation: sessions, k: 5, prompt: typed }
  - { label: Fact sheets top 10, representation: "factsheets:lore-baseline@1", k: 10, prompt: typed }
  - { label: Static prompt, representation: sessions, k: 10, prompt: static }
fixed: [reader, judge, judgeProtocol, retriever, questions]
baseline: Sessions top 10
`;

const MAX_BYTES = 256 * 1024;
const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";

type Outcome = { ok: true; studyId: string; name: string; runs: number } | { ok: false; message: string; issues: { path: string; message: string }[] };

// Plans a study file (pasted or chosen) and queues it as one job, as `lore study run FILE` does.
// A file that cannot run is refused with each problem's line and field.
export function StartStudyForm({ workspaceId, benchmark, llmConfigured }: { workspaceId: string; benchmark: string; llmConfigured: boolean }) {
  const [pending, startTransition] = useTransition();
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState("study.yaml");
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setOutcome({ ok: false, message: `${file.name} is ${file.size.toLocaleString("en-US")} bytes; a study file is at most 256 KB.`, issues: [] });
      return;
    }
    setFileName(file.name);
    setText(await file.text());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    startTransition(async () => {
      const result = await startStudy({ workspaceId, fileName, text, name });
      setOutcome(result.ok ? { ok: true, ...result.data } : { ok: false, message: result.message, issues: result.issues ?? [] });
    });
  };
  return (
    <details className="mb-4 rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-medium">Start a study</summary>
      <form onSubmit={submit} aria-label="Start a study" className="mt-3 space-y-3 text-sm">
        <p className="text-slate-600">
          A study file names a benchmark, the factors of each set-up and what is held fixed; Lore runs every combination it lists as one job, reusing any run
          whose exact configuration already exists.
          {llmConfigured ? null : (
            <>
              {" "}
              Set-ups with a reader need an LLM endpoint: start the server with <code>LORE_LLM_BASE_URL</code> (and <code>LORE_LLM_API_KEY</code>), or leave out{" "}
              <code>reader</code> for a retrieval-only study.
            </>
          )}
        </p>
        <label className="block">
          Study file (JSON or YAML)
          <textarea
            name="text"
            required
            rows={12}
            spellCheck={false}
            maxLength={MAX_BYTES}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={EXAMPLE(benchmark)}
            className={`${field} font-mono text-xs`}
          />
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <label>
            Or choose a file
            <input type="file" accept=".json,.yaml,.yml,application/json,text/yaml" onChange={choose} className="mt-1 block text-sm" />
          </label>
          <label>
            Name (overrides the file&apos;s)
            <input name="name" maxLength={80} pattern="[A-Za-z0-9][\w.\-]{0,79}" className={field} />
          </label>
          <Button type="submit" disabled={pending || !text.trim()}>
            {pending ? "Planning…" : "Plan and start"}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setText(EXAMPLE(benchmark))}>
            Use the example
          </Button>
        </div>
      </form>
      {outcome?.ok ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          Study {outcome.name} is queued ({outcome.runs} runs planned).{" "}
          <Link href={`/studies/${outcome.studyId}`} className="underline">
            Open the study
          </Link>{" "}
          ·{" "}
          <Link href="/jobs" className="underline">
            Jobs
          </Link>
        </p>
      ) : outcome ? (
        <div role="alert" className="mt-2 text-sm text-red-700">
          <p className="[overflow-wrap:anywhere]">{outcome.issues.length ? "The study file cannot run:" : outcome.message}</p>
          {outcome.issues.length ? (
            <ul className="mt-1 list-disc pl-5">
              {outcome.issues.map((issue, i) => (
                <li key={i} className="[overflow-wrap:anywhere]">
                  {issue.path ? <span className="font-medium">{issue.path}: </span> : null}
                  {issue.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
