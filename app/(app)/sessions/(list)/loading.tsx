import { PageSkeleton } from "@/components/shell/page-skeleton";

// The sessions list while it loads. It sits in the (list) group so that /sessions/[id] is outside this
// boundary and a missing record still answers 404.
export default function Loading() {
  return <PageSkeleton filters body="table" rows={8} />;
}
