import { PageSkeleton } from "@/components/shell/page-skeleton";

// The memories list while it loads. It sits in the (list) group so that /memories/[id] is outside this
// boundary and a missing record still answers 404.
export default function Loading() {
  return <PageSkeleton form filters rows={5} />;
}
