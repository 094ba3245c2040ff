import OpenAI from "openai";

// The official `openai` SDK client Lore sends every chat and embeddings request through. The SDK
// owns the HTTP: it joins the base URL and path, sends the key, applies the per-request timeout,
// retries 408/409/429/5xx answers, dropped connections and timeouts (honouring Retry-After and
// retry-after-ms), and parses the answer into maintained types. Lore keeps what the SDK does not
// know: refusal classification, error messages that name the server but never the key, and the
// retry knobs the SDK lacks (see the callers' headers).
export type OpenAiEndpoint = { baseUrl: string; apiKey?: string | null };

// The SDK wants the versioned root; Lore's settings accept "https://host" and "https://host/v1".
export function openAiBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/v1") ? trimmed : `${trimmed}/v1`;
}

const clients = new Map<string, OpenAI>();

// One client per endpoint and key in this process (it holds no connection state of its own).
// Local servers (vLLM, Ollama) need no key: the SDK insists on one, so a placeholder is given and
// the Authorization header is omitted rather than sent with it.
export function openAiClient(endpoint: OpenAiEndpoint, options: { fetch?: typeof fetch } = {}): OpenAI {
  const key = `${endpoint.baseUrl}\u0000${endpoint.apiKey ?? ""}`;
  const cached = options.fetch ? undefined : clients.get(key);
  if (cached) return cached;
  const client = new OpenAI({
    baseURL: openAiBaseUrl(endpoint.baseUrl),
    apiKey: endpoint.apiKey || "no-key",
    defaultHeaders: endpoint.apiKey ? undefined : { Authorization: null },
    // Each caller passes its own per request; these are only the fallbacks.
    maxRetries: 0,
    timeout: 60_000,
    // Lore logs outcomes itself; the SDK's own console output would repeat them.
    logLevel: "off",
    fetch: options.fetch,
  });
  if (!options.fetch) clients.set(key, client);
  return client;
}
