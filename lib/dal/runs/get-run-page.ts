import "server-only";
import { COMPARABLE_RESULT_SELECT } from "@/lib/dal/runs/comparable-result-select";
import { loadRankings, rankingKey } from "@/lib/dal/runs/load-rankings";
import { getDb } from "@/lib/db/prisma";
import { contextShapeOf } from "@/lib/questions/count-context-blocks";
import { stageConfigurationOf } from "@/lib/questions/stage-configuration";
import { toComparableResult } from "@/lib/runs/comparable-result";
import { runConfigurationOf } from "@/lib/runs/run-configuration";

// One run with every result, for the run page. A few queries, each scoped by workspace.
export async function getRunPage(input: { workspaceId: string; runId: string }) {
  const db = getDb();
  const run = await db.run.findFirst({
    where: { id: input.runId, workspaceId: input.workspaceId },
    select: {
      id: true,
      name: true,
      kind: true,
      status: true,
      reader: true,
      judge: true,
      judgeProtocol: true,
      notes: true,
      tags: true,
      configuration: true,
      archivedAt: true,
      createdAt: true,
      completedAt: true,
      benchmark: { select: { id: true, name: true } },
      creator: { select: { name: true, email: true } },
    },
  });
  if (!run) return null;
  // Where a token budget cut the context is read from the recorded context, loaded only for runs
  // with a budget (their contexts are as small as the budget).
  const stageConfiguration = stageConfigurationOf(run.configuration);
  const withBudget = stageConfiguration.budget !== null;
  const [rows, rankings] = await Promise.all([
    db.runResult.findMany({
      where: { runId: run.id, run: { workspaceId: input.workspaceId } },
      orderBy: { questionExternalId: "asc" },
      select: {
        ...COMPARABLE_RESULT_SELECT,
        hypothesis: true,
        readerContext: withBudget,
        question: { select: { type: true, answerSessionIds: true, text: true, isAbstention: true } },
      },
    }),
    loadRankings({ workspaceId: input.workspaceId, runIds: [run.id] }),
  ]);
  return {
    run: { ...run, ...runConfigurationOf(run.configuration) },
    results: rows.map((row) => ({
      ...toComparableResult({
        ...row,
        retrievedSessionIds: rankings.get(rankingKey(run.id, row.questionExternalId)) ?? null,
        contextShape: contextShapeOf(row.readerContext, stageConfiguration),
      }),
      questionText: row.question?.text ?? null,
      hypothesis: row.hypothesis,
    })),
  };
}

export type RunPageData = NonNullable<Awaited<ReturnType<typeof getRunPage>>>;
