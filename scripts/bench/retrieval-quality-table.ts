// The side-by-side table of the retrieval-quality benchmark: one row per question group and
// retriever, recall_any@k and recall_all@k for k = 1, 5, 10 and NDCG@10, by the metrics code
// Lore's runs report (computeRetrievalMetrics: abstention questions are not scored).
import { computeRetrievalMetrics, type RetrievalItem, type RetrievalMetrics } from "@/lib/metrics/retrieval-metrics";

export const QUALITY_KS = [1, 5, 10] as const;

export type QualityRow = { group: string; retriever: string; metrics: RetrievalMetrics };

const fixed = (x: number | undefined) => (x === undefined ? "-" : x.toFixed(3));

export function qualityRows(input: {
  groups: { name: string; items: RetrievalItem[] }[];
  retrievers: { name: string; items: Map<string, string[]> }[];
}): QualityRow[] {
  return input.groups.flatMap((group) =>
    input.retrievers.map((retriever) => ({
      group: group.name,
      retriever: retriever.name,
      metrics: computeRetrievalMetrics(
        group.items.map((item) => ({ ...item, rankedSessionIds: retriever.items.get(item.questionId) ?? [] })),
        QUALITY_KS,
      ),
    })),
  );
}

export function qualityTable(rows: QualityRow[]): string {
  const head = ["questions", "n", "retriever", ...QUALITY_KS.map((k) => `R_any@${k}`), ...QUALITY_KS.map((k) => `R_all@${k}`), "NDCG@10"];
  const lines = rows.map((r) =>
    [
      r.group,
      String(r.metrics.n),
      r.retriever,
      ...QUALITY_KS.map((k) => fixed(r.metrics.recallAny[String(k)])),
      ...QUALITY_KS.map((k) => fixed(r.metrics.recallAll[String(k)])),
      fixed(r.metrics.ndcgAny["10"]),
    ].join(" | "),
  );
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...lines.map((l) => `| ${l} |`)].join("\n");
}
