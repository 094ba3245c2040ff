export type CostQualityPoint = { id: string; cost: number; quality: number };

// The points no other point beats on both axes: none is at most as costly and at least as good,
// and strictly better on one. Returned in order of increasing cost (and so increasing quality),
// ready to draw as a step line. Exact duplicates are both kept: neither dominates the other.
export function paretoFrontier<P extends CostQualityPoint>(points: readonly P[]): P[] {
  const sorted = [...points].filter((p) => Number.isFinite(p.cost) && Number.isFinite(p.quality)).sort((x, y) => x.cost - y.cost || y.quality - x.quality);
  const frontier: P[] = [];
  for (const point of sorted) {
    const last = frontier[frontier.length - 1];
    if (!last || point.quality > last.quality || (point.quality === last.quality && point.cost === last.cost)) frontier.push(point);
  }
  return frontier;
}
