import { PageSkeleton } from "@/components/shell/page-skeleton";

// The session page while it loads; layout.tsx beside it has already answered 404 for a record that is not there.
export default function Loading() {
  return <PageSkeleton body="cards" rows={6} />;
}
