import Link from "next/link";

// What an unknown address, or a record that is not in this workspace, shows.
export function NotFoundPanel() {
  return (
    <div data-testid="page-not-found" className="rounded-lg border border-slate-200 bg-white p-6">
      <p className="text-sm font-medium text-indigo-700">404</p>
      <h1 className="mt-1 text-lg font-semibold text-slate-900">This page is not in Lore</h1>
      <p className="mt-2 text-sm text-slate-700">The address may be mistyped, or what it pointed to was deleted or belongs to another workspace.</p>
      <Link
        href="/inbox"
        className="mt-4 inline-flex rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Go to the inbox
      </Link>
    </div>
  );
}
