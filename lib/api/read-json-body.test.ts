import { afterEach, describe, expect, it, vi } from "vitest";
import { toApiError } from "@/lib/api/api-error";
import { readJsonBody } from "@/lib/api/read-json-body";

function requestWithBody(body: ReadableStream<Uint8Array>): Request {
  return new Request("http://localhost/api/v1/proposals/p1/accept", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readJsonBody", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers a body the client stopped sending with 400, which is not logged as a server failure", async () => {
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"reason": "par'));
      },
      pull(controller) {
        controller.error(aborted);
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = await readJsonBody(requestWithBody(body), 1024).then(
      () => null,
      (e: unknown) => e,
    );
    expect(toApiError(error, "acceptProposal")).toMatchObject({ status: 400, code: "INVALID_JSON", message: expect.stringMatching(/did not arrive whole/) });
    expect(logged).not.toHaveBeenCalled();
  });

  it("still reads a whole body that arrives in pieces", async () => {
    const parts = ['{"reason": ', '"not needed"}'];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    expect(await readJsonBody(requestWithBody(body), 1024)).toEqual({ reason: "not needed" });
  });
});
