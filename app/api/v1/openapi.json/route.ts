import { buildOpenApiDocument } from "@/lib/api/openapi";

// Public: the document describes the API, it grants nothing.
export function GET() {
  return Response.json(buildOpenApiDocument());
}
