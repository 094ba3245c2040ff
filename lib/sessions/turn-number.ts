// How a person sees a turn's number, and the link to it: the session page labels a turn "#N"
// with N its stored position, and anchors it as "turn-N". Search, the inbox, memory excerpts and
// question pages use these same helpers so that "#4" is one turn everywhere.
export function turnNumber(position: number): string {
  return `#${position}`;
}

export function turnAnchor(position: number): string {
  return `turn-${position}`;
}

export function turnHref(sessionId: string, position: number | null): string {
  const page = `/sessions/${encodeURIComponent(sessionId)}`;
  return position === null ? page : `${page}#${turnAnchor(position)}`;
}
