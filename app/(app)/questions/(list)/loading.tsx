import { PageSkeleton } from "@/components/shell/page-skeleton";

// The questions list while it loads. It sits in the (list) group so that /questions/[id] is outside this
// boundary and a missing record still answers 404.
export default function Loading() {
  return <PageSkeleton filters body="table" rows={8} />;
}
