// An opaque cursor: the base64url JSON of the last row's sort key (a timestamp or a text key, then
// the id that breaks ties). Clients pass it back unchanged; anything else fails to decode.
export type PageCursor = { key: string; id: string };

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id]), "utf8").toString("base64url");
}

export function decodeCursor(text: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [key, id] = value;
  if (typeof key !== "string" || typeof id !== "string" || key.length > 500 || id.length < 1 || id.length > 64) return null;
  return { key, id };
}

export type Page<T> = { items: T[]; nextCursor: string | null };

// Lists ask the database for limit + 1 rows: the extra row only says that another page exists.
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => PageCursor): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

export type TimeCursor = { createdAt: Date; id: string };

// A cursor of a list ordered newest first: its key is the exact createdAt the list returned.
export function decodeTimeCursor(text: string): TimeCursor | null {
  const cursor = decodeCursor(text);
  if (!cursor) return null;
  const createdAt = new Date(cursor.key);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== cursor.key) return null;
  return { createdAt, id: cursor.id };
}

// For a cursor its schema already accepted.
export function timeCursorOf(text: string | undefined): TimeCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeTimeCursor(text);
  if (!cursor) throw new Error("A cursor that passed validation did not decode.");
  return cursor;
}

export function keyCursorOf(text: string | undefined): PageCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeCursor(text);
  if (!cursor) throw new Error("A cursor that passed validation did not decode.");
  return cursor;
}
