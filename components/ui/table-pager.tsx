// "Showing 51–100 of 312" with previous and next buttons, for a table whose rows are all in the page.
export function TablePager({
  page,
  pageCount,
  total,
  perPage,
  noun,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  perPage: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const button = "rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50";
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <p>
        Showing {first}–{last} of {total} {noun}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <button type="button" className={button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </div>
      ) : null}
    </nav>
  );
}
