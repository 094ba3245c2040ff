import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EmbedderError } from "@/lib/embeddings/embedder";
import { embedderFromEnv } from "@/lib/embeddings/get-embedder";
import { createOpenAiEmbedder, embeddingsUrl } from "@/lib/embeddings/openai-embedder";

type Received = { url: string; authorization: string | undefined; body: { model: string; input: string[]; dimensions: number } };
type Reply = (req: Received, res: ServerResponse) => void;

// A stand-in for an OpenAI-compatible server: records each request and answers with the next
// scripted reply (or a well-formed embeddings response when the script is empty).
const received: Received[] = [];
let script: Reply[] = [];
let baseUrl = "";

const vectorFor = (text: string, dims = 384) => Array.from({ length: dims }, (_, i) => (i === text.length % dims ? 1 : 0));
const ok: Reply = (req, res) => {
  // Answer out of order: the client must put the rows back by index.
  const data = req.body.input.map((text, index) => ({ object: "embedding", index, embedding: vectorFor(text, req.body.dimensions) })).reverse();
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ object: "list", data, model: req.body.model }));
};
const status =
  (code: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_req, res) =>
    res.writeHead(code, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));

const server = createServer((req: IncomingMessage, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const entry = { url: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw) };
    received.push(entry);
    (script.shift() ?? ok)(entry, res);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  script = [];
});

const noSleep = async () => undefined;

describe("the OpenAI-compatible embedder", () => {
  it("posts model, input and 384 dimensions to /v1/embeddings with the key, in batches, in order", async () => {
    const embedder = createOpenAiEmbedder({ baseUrl, model: "text-embedding-3-small", apiKey: "sk-test", batchSize: 2 });
    const texts = ["a", "bb", "ccc", "dddd", "eeeee"];
    const vectors = await embedder.embed(texts);
    expect(vectors).toEqual(texts.map((t) => vectorFor(t)));
    expect(received.map((r) => r.body.input)).toEqual([["a", "bb"], ["ccc", "dddd"], ["eeeee"]]);
    expect(received[0]).toMatchObject({ url: "/v1/embeddings", authorization: "Bearer sk-test", body: { model: "text-embedding-3-small", dimensions: 384 } });
    expect(embedder).toMatchObject({ id: "openai:text-embedding-3-small@384", dimensions: 384 });
  });

  it("retries a 429 after Retry-After, then succeeds", async () => {
    script = [status(429, { error: { message: "Rate limit reached" } }, { "retry-after": "0" }), ok];
    const waits: number[] = [];
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m", sleep: async (ms) => void waits.push(ms) });
    expect(await embedder.embed(["hello"])).toEqual([vectorFor("hello")]);
    expect(received).toHaveLength(2);
    expect(waits).toEqual([0]);
  });

  it("gives up on repeated 5xx after a bounded number of retries, naming the status and message", async () => {
    script = Array.from({ length: 5 }, () => status(503, { error: { message: "overloaded" } }));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m", maxRetries: 2, sleep: noSleep });
    const error = await embedder.embed(["x"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbedderError);
    expect((error as EmbedderError).code).toBe("HTTP");
    expect((error as Error).message).toMatch(/answered 503 after 3 attempts: overloaded/);
    expect(received).toHaveLength(3);
  });

  it("does not retry a 401 and never repeats the API key in the error", async () => {
    script = [status(401, { error: { message: "Incorrect API key provided" } })];
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m", apiKey: "sk-secret-123", sleep: noSleep });
    const error = (await embedder.embed(["x"]).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/answered 401: Incorrect API key provided/);
    expect(error.message).not.toContain("sk-secret-123");
    expect(received).toHaveLength(1);
  });

  it("times out a server that does not answer", async () => {
    script = [() => undefined];
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m", timeoutMs: 200, sleep: noSleep });
    const started = Date.now();
    const error = await embedder.embed(["x"]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "EmbedderError", code: "TIMEOUT" });
    expect((error as Error).message).toMatch(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(received).toHaveLength(1);
  });

  it("refuses vectors of the wrong size and malformed responses", async () => {
    script = [(req, res) => res.writeHead(200).end(JSON.stringify({ data: [{ index: 0, embedding: vectorFor("x", 1536) }] }))];
    const embedder = createOpenAiEmbedder({ baseUrl, model: "text-embedding-ada-002" });
    await expect(embedder.embed(["x"])).rejects.toThrow(/returned 1536 dimensions; Lore stores 384/);
    script = [status(200, { nothing: true })];
    await expect(embedder.embed(["x"])).rejects.toThrow(/not in the OpenAI embeddings format/);
    script = [(req, res) => res.writeHead(200).end("<html>")];
    await expect(embedder.embed(["x"])).rejects.toThrow(/not JSON/);
  });

  it("reports an unreachable server after retrying", async () => {
    const embedder = createOpenAiEmbedder({ baseUrl: "http://127.0.0.1:1", model: "m", maxRetries: 1, sleep: noSleep });
    await expect(embedder.embed(["x"])).rejects.toThrow(/Could not reach the embeddings server at 127.0.0.1:1 after 2 attempts/);
  });

  it("sends a space for an empty text and nothing for no texts", async () => {
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    expect(await embedder.embed([])).toEqual([]);
    expect(received).toHaveLength(0);
    await embedder.embed([""]);
    expect(received[0]!.body.input).toEqual([" "]);
  });

  it("accepts a base URL with or without /v1", () => {
    expect(embeddingsUrl("https://api.openai.com")).toBe("https://api.openai.com/v1/embeddings");
    expect(embeddingsUrl("https://api.openai.com/v1/")).toBe("https://api.openai.com/v1/embeddings");
    expect(embeddingsUrl("http://localhost:11434/proxy")).toBe("http://localhost:11434/proxy/v1/embeddings");
  });
});

describe("choosing the embedder from the environment", () => {
  it("defaults to the local embedder", () => {
    expect(embedderFromEnv({}).id).toBe("lore-local-hash-v1");
    expect(embedderFromEnv({ LORE_EMBEDDER: "local" }).id).toBe("lore-local-hash-v1");
  });

  it("builds the OpenAI-compatible one from its variables", () => {
    const embedder = embedderFromEnv({ LORE_EMBEDDER: "openai", LORE_EMBEDDINGS_BASE_URL: baseUrl, LORE_EMBEDDINGS_MODEL: "nomic-embed-text" });
    expect(embedder.id).toBe("openai:nomic-embed-text@384");
  });

  it("explains what is missing or wrong", () => {
    expect(() => embedderFromEnv({ LORE_EMBEDDER: "openai" })).toThrow(/needs LORE_EMBEDDINGS_BASE_URL and LORE_EMBEDDINGS_MODEL/);
    expect(() => embedderFromEnv({ LORE_EMBEDDER: "bert" })).toThrow(/must be "local" or "openai"/);
    expect(() => embedderFromEnv({ LORE_EMBEDDER: "openai", LORE_EMBEDDINGS_BASE_URL: "not a url", LORE_EMBEDDINGS_MODEL: "m" })).toThrow(/not a URL/);
    expect(() =>
      embedderFromEnv({ LORE_EMBEDDER: "openai", LORE_EMBEDDINGS_BASE_URL: baseUrl, LORE_EMBEDDINGS_MODEL: "m", LORE_EMBEDDINGS_TIMEOUT_MS: "soon" }),
    ).toThrow(/TIMEOUT_MS/);
  });
});
