import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { formatTimestamp } from "@/lib/format/format-timestamp";

type StudyItem = {
  id: string;
  name: string;
  description: string | null;
  status: "planned" | "running" | "completed" | "failed";
  problem: string | null;
  updatedAt: Date;
  benchmark: { name: string };
  stepsDone: number;
  stepsTotal: number;
};

const TONE = { planned: "neutral", running: "info", completed: "good", failed: "bad" } as const;

// The Runs page's studies: each links to its table, charts and report.
export function StudiesList({ studies }: { studies: StudyItem[] }) {
  return (
    <section aria-labelledby="studies-heading" className="mb-6">
      <h2 id="studies-heading" className="mb-2 text-sm font-semibold text-slate-800">
        Studies
      </h2>
      <Table label="Studies">
        <thead className="bg-slate-50">
          <tr>
            <Th>Study</Th>
            <Th>Benchmark</Th>
            <Th>Status</Th>
            <Th className="text-right">Runs done</Th>
            <Th>Updated</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {studies.map((study) => (
            <tr key={study.id}>
              <Td className="min-w-56 max-w-md">
                <Link href={`/studies/${study.id}`} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                  {study.name}
                </Link>
                {study.description ? (
                  <p title={study.description} className="mt-0.5 line-clamp-2 text-xs whitespace-normal text-slate-600 [overflow-wrap:anywhere]">
                    {study.description}
                  </p>
                ) : null}
              </Td>
              <Td className="whitespace-nowrap">{study.benchmark.name}</Td>
              <Td>
                <Badge tone={TONE[study.status]}>{study.status}</Badge>
                {study.problem ? (
                  <p title={study.problem} className="mt-0.5 line-clamp-2 min-w-48 max-w-xs text-xs whitespace-normal text-red-700 [overflow-wrap:anywhere]">
                    {study.problem}
                  </p>
                ) : null}
              </Td>
              <Td className="text-right tabular-nums">
                {study.stepsDone}/{study.stepsTotal}
              </Td>
              <Td className="whitespace-nowrap">{formatTimestamp(study.updatedAt)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
