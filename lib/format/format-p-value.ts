// p-values as papers print them: three significant digits (two below 0.001), and "< 0.0001" below that, where the
// digits stop meaning anything.
export function formatPValue(p: number | null): string {
  if (p === null) return "—";
  if (p < 0.0001) return "< 0.0001";
  if (p >= 0.9995) return "1.000";
  return p.toPrecision(p < 0.001 ? 2 : 3);
}

// An accuracy difference in percentage points, signed.
export function formatPoints(delta: number | null, digits = 1): string {
  if (delta === null) return "—";
  const points = delta * 100;
  const text = Math.abs(points).toFixed(digits);
  if (Number(text) === 0) return `${(0).toFixed(digits)} pts`;
  return `${points > 0 ? "+" : "−"}${text} pts`;
}

export function formatPointsInterval(ci: readonly [number, number] | { lo: number; hi: number } | null, digits = 1): string {
  if (!ci) return "—";
  const [lo, hi] = Array.isArray(ci) ? ci : [(ci as { lo: number }).lo, (ci as { hi: number }).hi];
  const f = (x: number) => {
    const text = (x * 100).toFixed(digits);
    return Number(text) === 0 ? (0).toFixed(digits) : text.replace("-", "−");
  };
  return `[${f(lo!)}, ${f(hi!)}]`;
}
