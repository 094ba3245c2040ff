// A text field's limit, shown before the user reaches it: the counter appears once the text is
// at LIMIT_NOTICE_SHARE of the limit (or within a few characters of a short one), and reads
// "1,234 / 4,000". The number is the schema's own maximum (lib/schemas), so what the browser
// allows is what the server accepts.
export const LIMIT_NOTICE_SHARE = 0.8;

export type TextLimitView = { show: boolean; text: string; remaining: number; over: boolean };

export function textLimitView(length: number, max: number): TextLimitView {
  const remaining = max - length;
  const show = length >= max * LIMIT_NOTICE_SHARE || remaining <= 20;
  return { show, text: `${length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")}`, remaining, over: remaining < 0 };
}

// The sentence a server returns for an over-limit text: it names the field and its limit, so the
// writer knows what to shorten (the text is refused whole, never cut).
export function overLimitMessage(field: string, max: number): string {
  return `${field} is over its limit of ${max.toLocaleString("en-US")} characters: shorten it and try again.`;
}
