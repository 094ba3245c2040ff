import { Card } from "@/components/ui/card";
import { formatInteger } from "@/lib/format/format-number";
import type { StudyReport } from "@/lib/studies/study-report";

// What the study held fixed and varied, the judge protocol, where the data and software came
// from, and the commands that reproduce it (selectable as one block).
export function StudySettingsCard({ report }: { report: StudyReport }) {
  const versions: [string, string][] = [
    ["Lore", report.software.lore],
    ["Node", report.software.node],
    ["Database", report.software.postgres ?? "unknown"],
    ["Dataset", `${report.benchmark.name}, ${formatInteger(report.benchmark.questions)} questions`],
  ];
  return (
    <Card className="space-y-4 text-sm">
      <div>
        <h3 className="font-semibold text-slate-900">Held fixed across every set-up</h3>
        {report.fixed.length ? (
          <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5">
            {report.fixed.map((f) => (
              <div key={f.setting} className="contents">
                <dt className="text-slate-600">{f.setting}</dt>
                <dd className="text-slate-900 [overflow-wrap:anywhere]">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-slate-600">Nothing.</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Varied</h3>
        <p className="mt-1 text-slate-800">{report.varied.length ? report.varied.join(", ") : "Nothing."}</p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Judge protocol</h3>
        <p className="mt-1 text-slate-800">
          {report.judgeProtocol ? <code className="text-xs">{report.judgeProtocol}</code> : "None (a retrieval-only study)."}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Versions</h3>
        <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5">
          {versions.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="text-slate-900">{v}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-slate-600">Fingerprint</dt>
            <dd>
              <code className="break-all text-xs">sha256 {report.benchmark.fingerprint}</code>
            </dd>
          </div>
        </dl>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Reproduce</h3>
        <pre tabIndex={0} className="mt-1 max-w-full select-all overflow-x-auto rounded border border-slate-200 bg-slate-50 p-3 text-xs [overflow-wrap:normal]">
          <code>{report.commands.join("\n")}</code>
        </pre>
      </div>
    </Card>
  );
}
