"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils/cn";

const ITEMS = [
  { href: "/inbox", label: "Inbox" },
  { href: "/memories", label: "Memories" },
  { href: "/sessions", label: "Sessions" },
  { href: "/questions", label: "Questions" },
  { href: "/runs", label: "Runs" },
  { href: "/extractors/compare", label: "Extractors" },
  { href: "/jobs", label: "Jobs" },
  { href: "/search", label: "Search" },
  { href: "/settings", label: "Settings" },
  { href: "/audit", label: "Audit log" },
] as const;

export function AppNav({ pendingForMe }: { pendingForMe: number }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="mt-4 flex flex-col gap-0.5">
      {ITEMS.map((item) => {
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center justify-between rounded-md px-2 py-1.5 text-sm",
              active ? "bg-indigo-50 font-medium text-indigo-900" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {item.label}
            {item.href === "/inbox" && pendingForMe > 0 ? (
              <span aria-label={`${pendingForMe} waiting`} className="rounded-full bg-indigo-700 px-1.5 text-xs text-white">
                {pendingForMe}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
