import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for an OpenAI-compatible provider: POST /v1/chat/completions on 127.0.0.1, answering
// each request as the test's script says: a normal answer, a refusal, a content filter, a 400
// content-policy error, an HTTP status (429 with Retry-After, 500s), or a hang past the client's
// timeout.

export type ChatRequestBody = {
  model: string;
  temperature?: number;
  messages: { role: string; content: string }[];
};

export type DoubleRequest = { body: ChatRequestBody; authorization: string | undefined; receivedAt: number };

export type DoubleReply =
  | { kind: "answer"; text: string; delayMs?: number }
  | { kind: "refusal"; text?: string }
  | { kind: "content_filter" }
  | { kind: "policy_400" }
  | { kind: "status"; status: number; retryAfter?: string }
  | { kind: "hang" };

export type ChatDouble = {
  baseUrl: string;
  requests: DoubleRequest[];
  // The most requests it was answering at one time.
  maxInFlight: () => number;
  // How many requests carried `marker` in their user message.
  countFor: (marker: string) => number;
  close: () => Promise<void>;
};

export const userMessage = (body: ChatRequestBody) =>
  body.messages
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");

// A deterministic sheet for the user message: one bullet per "user:" line of the transcript.
export function defaultSheet(body: ChatRequestBody): string {
  const lines = userMessage(body)
    .split("\n")
    .filter((line) => line.startsWith("user: "))
    .map((line) => `- User said ${line.slice("user: ".length, 80)}`);
  return lines.join("\n") || "- (nothing)";
}

function completion(body: ChatRequestBody, message: Record<string, unknown>, finishReason: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of request) data += chunk;
  return data;
}

function send(response: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(payload));
}

export async function startOpenAiChatDouble(
  script: (request: DoubleRequest, index: number) => DoubleReply | Promise<DoubleReply> = (r) => ({ kind: "answer", text: defaultSheet(r.body) }),
): Promise<ChatDouble> {
  const requests: DoubleRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") return send(response, 404, { error: { message: "not found" } });
    const body = JSON.parse(await readBody(request)) as ChatRequestBody;
    const entry = { body, authorization: request.headers.authorization, receivedAt: Date.now() };
    const index = requests.push(entry) - 1;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on("close", () => inFlight--);
    const reply = await script(entry, index);
    if (reply.kind === "hang") return;
    if (reply.kind === "answer") {
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      return send(response, 200, completion(body, { content: reply.text }, "stop"));
    }
    if (reply.kind === "refusal") return send(response, 200, completion(body, { content: null, refusal: reply.text ?? "I can't help with that." }, "stop"));
    if (reply.kind === "content_filter") return send(response, 200, completion(body, { content: "" }, "content_filter"));
    if (reply.kind === "policy_400") {
      return send(response, 400, {
        error: { message: "Your request was rejected as a result of our safety system.", type: "invalid_request_error", code: "content_policy_violation" },
      });
    }
    const headers: Record<string, string> = reply.retryAfter ? { "retry-after": reply.retryAfter } : {};
    send(response, reply.status, { error: { message: `status ${reply.status}`, type: "server_error" } }, headers);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    maxInFlight: () => maxInFlight,
    countFor: (marker) => requests.filter((r) => userMessage(r.body).includes(marker)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
