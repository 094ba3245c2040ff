import type { MemorySort } from "@/lib/schemas/memory";
import type { TableSort } from "@/lib/utils/table-sort";

const WORDS: Record<MemorySort, Record<"asc" | "desc", string>> = {
  body: { asc: "by text, A to Z", desc: "by text, Z to A" },
  owner: { asc: "by owner, A to Z", desc: "by owner, Z to A" },
  revision: { asc: "with the fewest revisions", desc: "with the most revisions" },
  sources: { asc: "with the fewest sources", desc: "with the most sources" },
  updated: { asc: "least recently changed", desc: "most recently changed" },
};

/** How the memories list is ordered, in words: "showing the first 100 most recently changed". */
export const describeMemorySort = (sort: TableSort<MemorySort>) => WORDS[sort.sort][sort.dir];
