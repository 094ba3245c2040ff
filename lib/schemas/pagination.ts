import { z } from "@/lib/zod";
import { decodeCursor, decodeTimeCursor } from "@/lib/utils/page-cursor";

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 50;

const NOT_A_CURSOR = "This is not a cursor this list returned.";
const cursorText = z.string().min(1).max(1000).describe("The nextCursor of the previous page, unchanged. Omit it for the first page.");

// The cursor stays text through validation (so a service may parse its input again); the
// service decodes it with timeCursorOf / keyCursorOf.
export const timeCursor = cursorText.refine((text) => decodeTimeCursor(text) !== null, NOT_A_CURSOR);
export const keyCursor = cursorText.refine((text) => decodeCursor(text) !== null, NOT_A_CURSOR);

export const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_LIMIT)
  .default(DEFAULT_PAGE_LIMIT)
  .describe(`How many items to return, 1 to ${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT}).`);

export const timePageQuery = z.object({ cursor: timeCursor.optional(), limit: pageLimit });
