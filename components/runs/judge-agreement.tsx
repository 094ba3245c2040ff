import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Table, Td, Th } from "@/components/ui/table";
import { formatPercent } from "@/lib/format/format-number";
import type { JudgeVerification } from "@/lib/metrics/judge-verification";
import type { RaterAgreement } from "@/lib/metrics/rater-agreement";

const kappa = (value: number | null) => (value === null ? "undefined" : value.toFixed(2));
const interval = (a: RaterAgreement) => (a.interval ? `${formatPercent(a.interval.lo)}–${formatPercent(a.interval.hi)}` : "—");
const verdict = (correct: boolean) => (correct ? "correct" : "incorrect");

// How the run's judge agrees with people's labels from the verification queue: agreement with its
// Wilson interval, Cohen's kappa, per question type, the disagreements, and the accuracy corrected
// for the judge's measured error rates.
export function JudgeAgreement({
  verification,
  verifyHref,
  questionHref,
}: {
  verification: JudgeVerification;
  verifyHref: string;
  questionHref: (id: string) => string | null;
}) {
  const { overall, byType, disagreements, corrected } = verification;
  return (
    <Card>
      <section aria-labelledby="judge-agreement-heading">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="judge-agreement-heading" className="text-base font-semibold text-slate-900">
            Judge agreement with human labels
          </h2>
          <Link href={verifyHref} className="text-sm text-indigo-700 underline">
            Verify verdicts
          </Link>
        </div>
        {overall.n === 0 ? (
          <p className="text-sm text-slate-600">No verdict of this run has been checked by a person yet. Open the verification queue to label a sample.</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid gap-3 sm:grid-cols-3" aria-label="Judge agreement">
              <div>
                <dt className="text-xs text-slate-600">Agreement</dt>
                <dd className="text-lg font-semibold text-slate-900">{formatPercent(overall.agreement)}</dd>
                <dd className="text-xs text-slate-600">
                  {overall.agreed} of {overall.n} labelled · 95% CI {interval(overall)} (Wilson)
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">Cohen&apos;s kappa</dt>
                <dd className="text-lg font-semibold text-slate-900">{kappa(overall.kappa)}</dd>
                <dd className="text-xs text-slate-600">agreement beyond chance; 1 is perfect, 0 is chance</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">Accuracy corrected for judge error</dt>
                {corrected.ok ? (
                  <>
                    <dd className="text-lg font-semibold text-slate-900">{formatPercent(corrected.estimate)}</dd>
                    <dd className="text-xs text-slate-600">
                      95% CI {formatPercent(corrected.interval.lo)}–{formatPercent(corrected.interval.hi)} · judged {formatPercent(corrected.observed)} ·
                      sensitivity {formatPercent(corrected.sensitivity)}, specificity {formatPercent(corrected.specificity)}
                      {corrected.clipped ? " · clipped to [0, 1]" : ""}
                    </dd>
                  </>
                ) : (
                  <dd className="text-sm text-slate-700">{corrected.reason}</dd>
                )}
              </div>
            </dl>
            <Table label="Judge agreement by question type">
              <thead className="bg-slate-50">
                <tr>
                  <Th>Question type</Th>
                  <Th className="text-right">Labelled</Th>
                  <Th className="text-right">Agreement</Th>
                  <Th>95% CI</Th>
                  <Th className="text-right">Kappa</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {byType.map(({ type, agreement }) => (
                  <tr key={type}>
                    <Td>{type}</Td>
                    <Td className="text-right tabular-nums">{agreement.n}</Td>
                    <Td className="text-right tabular-nums">{formatPercent(agreement.agreement)}</Td>
                    <Td className="tabular-nums">{interval(agreement)}</Td>
                    <Td className="text-right tabular-nums">{kappa(agreement.kappa)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <div>
              <h3 className="mb-1 text-sm font-semibold text-slate-900">Disagreements ({disagreements.length})</h3>
              {disagreements.length ? (
                <ul aria-label="Disagreements" className="space-y-1 text-sm">
                  {disagreements.map((d) => {
                    const href = questionHref(d.questionExternalId);
                    return (
                      <li key={d.questionExternalId}>
                        {href ? (
                          <Link href={href} className="font-mono text-indigo-700 underline">
                            {d.questionExternalId}
                          </Link>
                        ) : (
                          <span className="font-mono">{d.questionExternalId}</span>
                        )}{" "}
                        <span className="text-slate-600">({d.questionType ?? "no type"})</span>: judge said {verdict(d.judgeCorrect)}, a person said{" "}
                        {verdict(d.humanCorrect)}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">None: the judge agreed on every labelled question.</p>
              )}
            </div>
            <p className="text-xs text-slate-600">
              Sensitivity is how often the judge says correct when a person does, specificity how often it says incorrect when a person does. The corrected
              accuracy is Rogan–Gladen&apos;s (judged + specificity − 1) / (sensitivity + specificity − 1) over all judged questions, with a delta-method 95%
              interval that treats the judged accuracy, sensitivity and specificity as independent binomial estimates.
            </p>
          </div>
        )}
      </section>
    </Card>
  );
}
