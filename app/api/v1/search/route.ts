import { searchRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { searchFullText } from "@/lib/dal/search/search-full-text";

export const GET = withApiRoute(searchRoute, async ({ workspaceId, query }) => {
  const hits = await searchFullText({ workspaceId, query: query.q, k: query.k });
  return { status: 200, body: { query: query.q, k: query.k, hits } };
});
