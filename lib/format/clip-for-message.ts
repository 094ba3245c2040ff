// A value from an input file echoed in an error message (a question id, a session id) is cut to
// a short prefix: a 50 MB question_id must not become a 50 MB error line, log entry or job row.
export const MESSAGE_VALUE_CHARS = 80;

export function clipForMessage(value: string, max: number = MESSAGE_VALUE_CHARS): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}
