"use client";
import { useEffect, useRef, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { VerdictLabelValue } from "@/lib/schemas/verdict-label";
import { cn } from "@/lib/utils/cn";

export type VerdictCardItem = {
  questionExternalId: string;
  questionType: string | null;
  question: { text: string; answer: string; isAbstention: boolean } | null;
  hypothesis: string | null;
  judgeCorrect: boolean;
};
export type ShownLabel = { label: VerdictLabelValue; by: string; labeledAt: string } | null;

type Props = {
  item: VerdictCardItem;
  position: number;
  total: number;
  label: ShownLabel;
  focused: boolean;
  canLabel: boolean;
  onFocus: () => void;
  onLabel: (label: VerdictLabelValue) => void;
  onSkip: () => void;
};

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{name}</dt>
      <dd className="mt-0.5 whitespace-pre-wrap text-sm text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

// One judged question in the verification queue: what was asked, the gold answer, the reader's
// hypothesis and the judge's verdict, for a person to say whether the hypothesis is correct.
export function VerdictCard({ item, position, total, label, focused, canLabel, onFocus, onLabel, onSkip }: Props) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: "nearest" });
  }, [focused]);
  return (
    <li
      ref={ref}
      aria-current={focused ? "true" : undefined}
      aria-label={`Question ${item.questionExternalId}`}
      onClick={onFocus}
      className={cn("rounded-lg border bg-white p-4 shadow-sm", focused ? "border-indigo-500 ring-2 ring-indigo-200" : "border-slate-200")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>
          {position} of {total} · <span className="font-mono">{item.questionExternalId}</span> · {item.questionType ?? "no type"}
          {item.question?.isAbstention ? " · abstention" : ""}
        </span>
        <span>
          Judge: <Badge tone={item.judgeCorrect ? "good" : "bad"}>{item.judgeCorrect ? "correct" : "incorrect"}</Badge>
        </span>
      </div>
      <dl className="mt-2 space-y-2">
        <Field name="Question">{item.question ? item.question.text : "Not in this workspace's copy of the benchmark: import its questions to see it."}</Field>
        <Field name="Gold answer">{item.question ? item.question.answer : "Unknown (the question is not imported)."}</Field>
        <Field name="Hypothesis">{item.hypothesis ?? "(no answer)"}</Field>
        <Field name="Your verdict">
          {label ? (
            <span data-testid="human-label">
              <Badge tone={label.label === "correct" ? "good" : "bad"}>{label.label}</Badge>{" "}
              <span className="text-xs text-slate-600">
                by {label.by}
                {label.labeledAt ? ` · ${label.labeledAt.slice(0, 16).replace("T", " ")} UTC` : " · saving…"}
                {label.label === (item.judgeCorrect ? "correct" : "incorrect") ? " · agrees with the judge" : " · disagrees with the judge"}
              </span>
            </span>
          ) : (
            <span className="text-slate-600">not labelled</span>
          )}
        </Field>
      </dl>
      {focused && canLabel ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={(e) => {
              // The card's own click focuses it; the decision moves focus on.
              e.stopPropagation();
              onLabel("correct");
            }}
          >
            Correct (c)
          </Button>
          <Button
            variant="secondary"
            onClick={(e) => {
              e.stopPropagation();
              onLabel("incorrect");
            }}
          >
            Incorrect (i)
          </Button>
          <Button
            variant="ghost"
            onClick={(e) => {
              e.stopPropagation();
              onSkip();
            }}
          >
            Skip (s)
          </Button>
        </div>
      ) : null}
    </li>
  );
}
