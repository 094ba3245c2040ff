// "1 session", "40 sessions": a count with its noun in the right number (en-US grouping).
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}
