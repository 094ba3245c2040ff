import Link from "next/link";

export type QueuedMessage = { ok: boolean; text: string };

// What a form that queues a job says afterwards: the job queued, with a link to follow it on the
// Jobs page, or the refusal.
export function QueuedNotice({ message }: { message: QueuedMessage | null }) {
  if (!message) return null;
  return (
    <p role="status" className={message.ok ? "mt-2 text-sm text-emerald-800" : "mt-2 text-sm text-red-700 [overflow-wrap:anywhere]"}>
      {message.text}{" "}
      {message.ok ? (
        <Link href="/jobs" className="underline">
          Jobs
        </Link>
      ) : null}
    </p>
  );
}
