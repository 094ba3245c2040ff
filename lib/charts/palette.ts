// Okabe & Ito's palette (2008), distinguishable with every common form of colour blindness.
// Yellow is left out: it is unreadable on white. Charts also label values directly, so colour is
// never the only cue.
export const OKABE_ITO = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000"] as const;

export function seriesColour(index: number): string {
  return OKABE_ITO[index % OKABE_ITO.length]!;
}
