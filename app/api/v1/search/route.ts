import { searchRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { hybridSearch } from "@/lib/services/search/hybrid-search";

export const GET = withApiRoute(searchRoute, async ({ workspaceId, query }) => {
  const result = await hybridSearch({ workspaceId, query: query.q, k: query.k, kinds: query.kind ? [query.kind] : undefined });
  return { status: 200, body: { query: query.q, k: query.k, ...result } };
});
