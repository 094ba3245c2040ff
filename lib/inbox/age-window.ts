import type { InboxFilters } from "@/lib/schemas/inbox";

const DAY = 24 * 60 * 60 * 1000;

// "1d" means proposed within the last day; "older" means waiting for more than 30 days.
export function ageWindow(age: InboxFilters["age"], now: Date): { gte?: Date; lt?: Date } | undefined {
  if (!age) return undefined;
  if (age === "older") return { lt: new Date(now.getTime() - 30 * DAY) };
  const days = age === "1d" ? 1 : age === "7d" ? 7 : 30;
  return { gte: new Date(now.getTime() - days * DAY) };
}
