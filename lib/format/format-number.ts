export function formatPercent(value: number | null, digits = 1): string {
  return value === null ? "—" : `${(value * 100).toFixed(digits)}%`;
}

export function formatInteger(value: number | null): string {
  return value === null ? "—" : Math.round(value).toLocaleString("en-US");
}
