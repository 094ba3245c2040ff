import Link from "next/link";
import { Command, EmptyState } from "@/components/ui/empty-state";

const jobs = (
  <Link className="text-indigo-700 underline" href="/jobs">
    Jobs
  </Link>
);

// What the comparison page says when there is nothing to compare yet, and what to do about it.
export function ExtractorCompareEmpty(
  props:
    | { reason: "no-extractors" | "no-benchmarks" }
    | { reason: "one-extractor"; only: string }
    | { reason: "same-extractor"; label: string; otherHref: string | null }
    | { reason: "no-sheets"; benchmark: string; a: string; b: string; onlyA: number; onlyB: number },
) {
  switch (props.reason) {
    case "no-extractors":
      return (
        <EmptyState title="No extractors yet">
          <p>An extractor turns each session into a fact sheet. Extract fact sheets on the {jobs} page, or import a file of them:</p>
          <Command>lore import factsheets SHEETS.jsonl --benchmark NAME --extractor NAME@VERSION</Command>
        </EmptyState>
      );
    case "no-benchmarks":
      return (
        <EmptyState title="No benchmark yet">
          <p>Import a LongMemEval file on the {jobs} page; the comparison is over one benchmark&apos;s sessions.</p>
        </EmptyState>
      );
    case "one-extractor":
      return (
        <EmptyState title="Only one extractor">
          <p>
            This workspace has one extractor, {props.only}. Extract fact sheets with a second extractor version on the {jobs} page, or import them, to compare
            the two:
          </p>
          <Command>lore import factsheets SHEETS.jsonl --benchmark NAME --extractor NAME@VERSION</Command>
        </EmptyState>
      );
    case "same-extractor":
      return (
        <EmptyState title="The same extractor is chosen twice">
          <p>
            A and B are both {props.label}. Choose a different extractor for B above
            {props.otherHref ? (
              <>
                , or{" "}
                <Link className="text-indigo-700 underline" href={props.otherHref}>
                  compare it with another one
                </Link>
              </>
            ) : null}
            .
          </p>
        </EmptyState>
      );
    case "no-sheets":
      return (
        <EmptyState title={`No session of ${props.benchmark} has sheets from both extractors`}>
          <p>
            {props.a} has sheets for {props.onlyA} of its sessions that {props.b} lacks, and {props.b} for {props.onlyB}. Extract the missing sheets on the{" "}
            {jobs} page, import them, or choose another benchmark above.
          </p>
          <Command>lore import factsheets SHEETS.jsonl --benchmark {props.benchmark} --extractor NAME@VERSION</Command>
        </EmptyState>
      );
  }
}
