"use client";
import { useState } from "react";
import { ActionError } from "@/components/memories/action-error";
import { useActionRunner } from "@/components/memories/use-action-runner";
import { Button } from "@/components/ui/button";
import { archiveRun } from "@/lib/actions/runs/archive-run";
import { tagRun } from "@/lib/actions/runs/tag-run";
import { unarchiveRun } from "@/lib/actions/runs/unarchive-run";

// Tag and archive one run from the runs list (for members who may change runs).
export function RunRowActions({ workspaceId, run }: { workspaceId: string; run: { id: string; name: string; tags: string[]; archived: boolean } }) {
  const { run: runAction, pending, error } = useActionRunner();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(run.tags.join(", "));
  const saveTags = () =>
    runAction(
      () =>
        tagRun({
          workspaceId,
          runId: run.id,
          tags: text
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        }),
      () => setEditing(false),
    );
  return (
    <div className="mt-1 font-normal">
      {editing ? (
        <form
          aria-label={`Tags for ${run.name}`}
          className="flex flex-wrap items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            saveTags();
          }}
        >
          <input
            aria-label={`Tags for ${run.name}, separated by commas`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="w-36 rounded-md border border-slate-300 px-2 py-1 text-xs"
            placeholder="baseline, k=10"
          />
          <Button type="submit" variant="secondary" className="px-2 py-1 text-xs" disabled={pending}>
            Save
          </Button>
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex gap-1">
          <Button variant="ghost" className="px-1.5 py-0.5 text-xs text-slate-600" aria-label={`Edit tags of ${run.name}`} onClick={() => setEditing(true)}>
            Tags
          </Button>
          <Button
            variant="ghost"
            className="px-1.5 py-0.5 text-xs text-slate-600"
            disabled={pending}
            aria-label={`${run.archived ? "Unarchive" : "Archive"} ${run.name}`}
            onClick={() => runAction(() => (run.archived ? unarchiveRun : archiveRun)({ workspaceId, runId: run.id }))}
          >
            {run.archived ? "Unarchive" : "Archive"}
          </Button>
        </div>
      )}
      <ActionError message={error} />
    </div>
  );
}
