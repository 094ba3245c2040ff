import "server-only";
import { getDb } from "@/lib/db/prisma";

// Longer reasons are cut: the whole error went to the importer's output already.
const MAX_PROBLEM = 500;

export type ImportState = "complete" | "incomplete";

export async function setBenchmarkImportState(input: { benchmarkId: string; state: ImportState; problem?: string | null }): Promise<void> {
  const problem = input.problem ? (input.problem.length > MAX_PROBLEM ? `${input.problem.slice(0, MAX_PROBLEM - 1)}…` : input.problem) : null;
  await getDb().benchmark.update({
    where: { id: input.benchmarkId },
    data: { importState: input.state, importProblem: input.state === "complete" ? null : problem },
  });
}
