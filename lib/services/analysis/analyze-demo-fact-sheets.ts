import "server-only";
import { runDetailLossAnalysis } from "@/lib/services/analysis/run-detail-loss-analysis";
import { listBenchmarkExtractors } from "@/lib/dal/extractors/list-benchmark-extractors";

export async function analyzeDemoFactSheets(workspaceId: string): Promise<number> {
  let analyzed = 0;
  for (const pair of await listBenchmarkExtractors(workspaceId)) {
    analyzed += (await runDetailLossAnalysis({ workspaceId, ...pair })).sessions.length;
  }
  return analyzed;
}
