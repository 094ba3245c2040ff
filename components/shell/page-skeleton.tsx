// What a page of the app shows while its server component loads: a grey outline of the page's
// own layout (header, an optional form card, a filter bar, then rows or a table), marked
// aria-busy and announced once to screen readers. A loading boundary above /memories/[id] (or
// sessions, questions, runs, studies) would stream the record's layout too, so a missing record's
// notFound() would answer 200 instead of 404: the list pages sit in a `(list)` route group with
// their own loading.tsx, and each `[id]` segment checks its record in layout.tsx, which its own
// loading.tsx (wrapping only the page) does not cover.
export type PageSkeletonProps = {
  /** A card with a form above the list (new memory, start an experiment). */
  form?: boolean;
  /** A row of filter controls above the list. */
  filters?: boolean;
  /** Rows as a table with a header row, or as separate cards. */
  body?: "table" | "cards";
  rows?: number;
};

const bar = "rounded bg-slate-200";

export function PageSkeleton({ form = false, filters = false, body = "cards", rows = 4 }: PageSkeletonProps) {
  const lines = Array.from({ length: rows }, (_, i) => i);
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="page-skeleton" data-body={body} className="animate-pulse">
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true">
        <div className={`h-6 w-40 ${bar}`} />
        <div className={`mt-2 h-4 w-72 max-w-full ${bar}`} />
        {form ? (
          <div data-skeleton-part="form" className="mt-6 max-w-2xl space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className={`h-4 w-32 ${bar}`} />
            <div className="h-20 rounded border border-slate-200 bg-slate-50" />
            <div className={`h-8 w-28 ${bar}`} />
          </div>
        ) : null}
        {filters ? (
          <div data-skeleton-part="filters" className="mt-6 flex flex-wrap gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-9 w-36 rounded-md border border-slate-200 bg-white" />
            ))}
          </div>
        ) : null}
        {body === "table" ? (
          <div data-skeleton-part="table" className="mt-6 overflow-hidden rounded-lg border border-slate-200 bg-white">
            <div className="h-9 border-b border-slate-200 bg-slate-50" />
            {lines.map((row) => (
              <div key={row} className="flex gap-4 border-b border-slate-100 px-3 py-3 last:border-0">
                <div className={`h-4 w-1/3 ${bar}`} />
                <div className={`h-4 w-1/6 ${bar}`} />
                <div className={`h-4 w-1/6 ${bar}`} />
              </div>
            ))}
          </div>
        ) : (
          <div data-skeleton-part="cards" className="mt-6 space-y-3">
            {lines.map((row) => (
              <div key={row} className="h-14 rounded-lg border border-slate-200 bg-white" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
