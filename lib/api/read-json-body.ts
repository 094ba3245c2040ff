import { ApiError } from "@/lib/api/api-error";
import { findJsonErrorIndex } from "@/lib/longmemeval/find-json-error";
import { findUnstorableText } from "@/lib/validation/find-unstorable-text";

const decoder = new TextDecoder("utf-8", { fatal: true });

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${maxBytes} bytes.`, { limitBytes: maxBytes });
}

// Reads at most maxBytes: a declared Content-Length over the limit is refused before reading,
// and a body without one (or lying about it) is cut off as soon as it passes the limit.
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        // The client closed the connection mid-body (Node: "aborted", ECONNRESET). Nobody will
        // read the answer, but it is the client's doing, not a server failure to log as one.
        throw new ApiError(400, "INVALID_JSON", "The request body did not arrive whole: the connection was closed while it was sent.");
      });
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = decoder.decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError(400, "INVALID_JSON", "The request body is not valid UTF-8.");
  }
  if (text.trim() === "") throw new ApiError(400, "INVALID_JSON", "The request needs a JSON body.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reported = /position (\d+)/.exec((error as Error).message)?.[1];
    const position = reported === undefined ? Math.max(0, findJsonErrorIndex(text)) : Number(reported);
    const before = text.slice(0, position);
    const line = (before.match(/\n/g)?.length ?? 0) + 1;
    const column = position - before.lastIndexOf("\n");
    throw new ApiError(400, "INVALID_JSON", `The request body is not valid JSON (line ${line}, column ${column}).`, { position, line, column });
  }
  // Refused here, for every route at once, rather than as a database error (a 500) on insert.
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    const path = unstorable.path || "(body)";
    throw new ApiError(422, "INVALID_INPUT", `The body is not valid: ${path}.`, [{ path, message: unstorable.problem }]);
  }
  return value;
}
