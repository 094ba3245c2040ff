import Link from "next/link";

// "Showing 51–100 of 312" with previous and next links; hrefs come from the caller so that the
// filters stay in the URL.
export function ListPagination({
  page,
  perPage,
  total,
  hrefFor,
  noun,
}: {
  page: number;
  perPage: number;
  total: number;
  hrefFor: (page: number) => string;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const link = "rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <nav aria-label={`${noun} pages`} className="mt-3 flex items-center justify-between text-sm text-slate-600">
      <p>{total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={hrefFor(page - 1)} rel="prev" className={link}>
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={hrefFor(page + 1)} rel="next" className={link}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
