// Ticks at 1, 2 or 5 times a power of ten, from zero up to at least max: the axis every bar chart
// and the cost axis start from.
export function niceTicksFromZero(max: number, target = 5): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2 && ticks.length < 50; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks[ticks.length - 1]! + step).toPrecision(12)));
  return ticks;
}

// Ticks between lo and hi (both multiples of step), for an axis that need not start at zero.
export function ticksBetween(lo: number, hi: number, step: number): number[] {
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 1000; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

// Maps a domain [d0, d1] onto a range [r0, r1] (r1 < r0 for a y axis that grows upward).
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

// "2.8k", "14k", "115k", "1.3M": token counts on an axis or a label. Intl's compact notation does
// the scaling and rounding; two significant digits below 10 of a unit, whole units above, and a
// lower-case k as the charts have always shown it.
const COMPACT_WHOLE = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 0 });
const COMPACT_SMALL = new Intl.NumberFormat("en-US", { notation: "compact", maximumSignificantDigits: 2 });

export function formatCompactNumber(value: number): string {
  const whole = COMPACT_WHOLE.format(value);
  const oneDigit = /^-?\d(?!\d)/.test(whole) && Math.abs(value) >= 1_000;
  return (oneDigit ? COMPACT_SMALL.format(value) : whole).replace("K", "k");
}
