import { createApiToken } from "@/lib/dal/tokens/create-api-token";
import type { Permission } from "@/lib/permissions/permissions";

type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function createTestToken(input: { workspaceId: string; userId: string; scopes: Permission[]; expiresAt?: Date | null }) {
  const created = await createApiToken({ ...input, name: "test token", actorId: input.userId });
  return { id: created.id, token: created.token };
}

// Calls a route handler the way Next does, with a real Request and the route's params.
export async function callApi(
  handler: RouteHandler,
  options: {
    path: string;
    method?: "GET" | "POST" | "PATCH";
    token?: string | null;
    json?: unknown;
    rawBody?: string | ReadableStream<Uint8Array>;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  },
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.rawBody;
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const request = new Request(`http://localhost${options.path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  // A file download (HTML, markdown, CSV) is not JSON: its text stands in for the body.
  const isJson = !response.headers.get("content-type") || /json/i.test(response.headers.get("content-type") ?? "");
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  const json: any = text ? (isJson ? JSON.parse(text) : text) : null;
  return { status: response.status, json, headers: response.headers };
}
