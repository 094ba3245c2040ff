import Link from "next/link";

// Lore's name and mark above a page shown outside the app's shell (an unknown address, a page
// that failed): the reader still sees where they are and has a way home.
export function StandaloneHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center px-4 py-2">
        <Link
          href="/"
          className="inline-flex items-center gap-2 rounded text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-6 w-6">
            <rect width="32" height="32" rx="7" fill="#4338ca" />
            <path d="M10 8v16h12" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="22" cy="10" r="2.5" fill="#a5b4fc" />
          </svg>
          Lore
        </Link>
      </div>
    </header>
  );
}
