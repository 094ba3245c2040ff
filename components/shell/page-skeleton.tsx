// What a page of the app shows while its server component loads: a grey outline of a header
// and a few rows, announced once to screen readers. Only routes without record pages under them
// use it as loading.tsx: a loading boundary above /memories/[id] (or sessions, questions, runs)
// streams the page, so a missing record's notFound() would answer 200 instead of 404.
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true">
        <div className="h-6 w-40 rounded bg-slate-200" />
        <div className="mt-2 h-4 w-72 max-w-full rounded bg-slate-200" />
        <div className="mt-6 space-y-3">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-14 rounded-lg border border-slate-200 bg-white" />
          ))}
        </div>
      </div>
    </div>
  );
}
