"use client";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { undoDecision } from "@/lib/actions/proposals/undo-decision";
import type { InboxResponse } from "@/app/api/inbox/route";
import { acceptProposal } from "@/lib/actions/proposals/accept-proposal";
import { bulkDecideProposals } from "@/lib/actions/proposals/bulk-decide-proposals";
import { mergeProposal } from "@/lib/actions/proposals/merge-proposal";
import { rejectProposal } from "@/lib/actions/proposals/reject-proposal";
import { supersedeMemory } from "@/lib/actions/proposals/supersede-memory";
import { proposalKeys } from "@/lib/inbox/proposal-keys";

export type InboxDecision =
  | { kind: "accept"; workspaceId: string; proposalId: string; body?: string }
  | { kind: "reject"; workspaceId: string; proposalId: string; reason: string }
  | { kind: "merge"; workspaceId: string; proposalId: string; memoryId: string; body?: string }
  | { kind: "supersede"; workspaceId: string; proposalId: string; memoryId: string }
  | { kind: "bulk"; workspaceId: string; proposalIds: string[]; decision: "accept" | "reject"; reason?: string };

// A single decision's notice offers its undo until the window (lib/proposals/undo-window.ts),
// counted from just before the request, so the button goes before the server's window ends.
export type Notice = { tone: "good" | "bad"; text: string; undo?: { workspaceId: string; proposalId: string; startedAt: number } };

const PAST = { accept: "Accepted", reject: "Rejected", merge: "Merged", supersede: "Superseded the memory" } as const;

function idsOf(d: InboxDecision): string[] {
  return d.kind === "bulk" ? d.proposalIds : [d.proposalId];
}

async function run(d: InboxDecision): Promise<string> {
  if (d.kind === "bulk") {
    const result = await bulkDecideProposals({ workspaceId: d.workspaceId, proposalIds: d.proposalIds, decision: d.decision, reason: d.reason });
    if (!result.ok) throw new Error(result.issues?.[0]?.message ?? result.message);
    const failed = result.data.filter((o) => !o.ok);
    const done = result.data.length - failed.length;
    if (failed.length) throw new Error(`${PAST[d.decision]} ${done}; ${failed.length} refused: ${failed[0]?.message ?? ""}`);
    return `${PAST[d.decision]} ${done} proposal${done === 1 ? "" : "s"}.`;
  }
  const result =
    d.kind === "accept"
      ? await acceptProposal({ workspaceId: d.workspaceId, proposalId: d.proposalId, body: d.body })
      : d.kind === "reject"
        ? await rejectProposal({ workspaceId: d.workspaceId, proposalId: d.proposalId, reason: d.reason })
        : d.kind === "merge"
          ? await mergeProposal({ workspaceId: d.workspaceId, proposalId: d.proposalId, memoryId: d.memoryId, body: d.body })
          : await supersedeMemory({ workspaceId: d.workspaceId, proposalId: d.proposalId, memoryId: d.memoryId });
  if (!result.ok) throw new Error(result.issues?.[0]?.message ?? result.message);
  return d.kind === "accept" && d.body ? "Accepted with your edit." : d.kind === "merge" && d.body ? "Merged your edited text." : `${PAST[d.kind]}.`;
}

// Decisions leave the list at once (optimistic) and come back, with the server's reason, if
// the server refuses.
export function useInboxDecisions(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onMutate: async (decision) => {
      const startedAt = Date.now();
      await queryClient.cancelQueries({ queryKey: proposalKeys.all });
      const previous = queryClient.getQueryData<InboxResponse>(listKey);
      const gone = new Set(idsOf(decision));
      if (previous) {
        queryClient.setQueryData<InboxResponse>(listKey, {
          ...previous,
          total: previous.total - previous.items.filter((i) => gone.has(i.id)).length,
          items: previous.items.filter((i) => !gone.has(i.id)),
        });
      }
      return { previous, startedAt };
    },
    onError: (error, _decision, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      setNotice({ tone: "bad", text: error instanceof Error ? error.message : "That did not work." });
    },
    onSuccess: (text, decision, context) =>
      setNotice({
        tone: "good",
        text,
        undo: decision.kind === "bulk" ? undefined : { workspaceId: decision.workspaceId, proposalId: decision.proposalId, startedAt: context.startedAt },
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: proposalKeys.all });
      router.refresh();
    },
  });
  const undo = useMutation({
    mutationFn: async (target: { workspaceId: string; proposalId: string }) => {
      const result = await undoDecision(target);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    onMutate: () => setNotice(null),
    onError: (error) => setNotice({ tone: "bad", text: error instanceof Error ? error.message : "That could not be undone." }),
    onSuccess: () => setNotice({ tone: "good", text: "Undone: the proposal is back in the inbox." }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: proposalKeys.all });
      router.refresh();
    },
  });
  return { decide: mutation.mutate, pending: mutation.isPending, notice, clearNotice: () => setNotice(null), undo: undo.mutate };
}
