import { layoutCostQuality } from "@/lib/charts/cost-quality";
import { layoutGroupedBars, type BarValue } from "@/lib/charts/grouped-bars";
import { seriesColour } from "@/lib/charts/palette";
import { formatCompactNumber } from "@/lib/charts/scale";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { escapeHtml } from "@/lib/studies/escape-html";
import type { StudyReport, StudyRow } from "@/lib/studies/study-report";

// A study's two charts as self-contained SVG strings, for the page and for the shareable report
// alike: no script, no external reference, every text escaped (row labels come from a user's
// file), a <title> and an aria-label for screen readers, and values printed on the marks so
// colour is never the only cue.

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;
const LEGEND_HEIGHT = 28;
const CHAR_WIDTH = 6.2;

export const STAGE_SERIES = [
  { id: "recall", name: "recall@k", value: (r: StudyRow): BarValue => (r.recall === null ? null : { value: r.recall }) },
  { id: "evidence", name: "evidence in context", value: (r: StudyRow): BarValue => (r.evidenceCoverage === null ? null : { value: r.evidenceCoverage }) },
  {
    id: "accuracy",
    name: "accuracy (95% Wilson interval)",
    value: (r: StudyRow): BarValue =>
      r.accuracy === null ? null : { value: r.accuracy, ...(r.accuracyInterval ? { lo: r.accuracyInterval.lo, hi: r.accuracyInterval.hi } : {}) },
  },
] as const;

const n = (x: number) => Number(x.toFixed(2)).toString();

function svgOpen(width: number, height: number, title: string): string {
  const t = escapeHtml(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${t}" ${FONT} font-size="11"><title>${t}</title>`;
}

// A label cut to fit its slot; the whole label stays in the mark's <title>.
function fit(text: string, width: number): string {
  const max = Math.max(4, Math.floor(width / CHAR_WIDTH));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// A group label on at most two lines: broken at the last space that fits, the rest cut to fit.
export function labelLines(text: string, width: number): string[] {
  const max = Math.max(4, Math.floor(width / CHAR_WIDTH));
  if (text.length <= max) return [text];
  const space = text.lastIndexOf(" ", max);
  if (space <= 0) return [fit(text, width)];
  return [text.slice(0, space), fit(text.slice(space + 1), width)];
}

function legend(items: { name: string; colour: string }[], left: number): string {
  let x = left;
  return items
    .map((item) => {
      const out = `<rect x="${n(x)}" y="8" width="12" height="12" rx="2" fill="${item.colour}"/><text x="${n(x + 17)}" y="18" fill="#334155">${escapeHtml(item.name)}</text>`;
      x += 17 + item.name.length * CHAR_WIDTH + 18;
      return out;
    })
    .join("");
}

// Recall@k, evidence in context and accuracy per set-up: every bar from zero on a 0-100% axis, a
// whisker for accuracy's 95% interval, and "n/a" where a figure does not exist yet.
export function studyStageChartSvg(report: StudyReport): string {
  const groups = report.rows.map((r) => r.label);
  const series = STAGE_SERIES.map((s, i) => ({ id: s.id, name: s.name, colour: seriesColour(i), values: report.rows.map(s.value) }));
  const layout = layoutGroupedBars({ groups, series, max: 1, height: 300 });
  const { plot } = layout;
  const title = `Stages per set-up of study ${report.study.name}: recall@k, evidence in context and accuracy, from zero`;
  const groupWidth = (plot.right - plot.left) / Math.max(1, groups.length);
  const parts: string[] = [
    svgOpen(layout.width, layout.height + LEGEND_HEIGHT, title),
    legend(series, plot.left),
    `<g transform="translate(0 ${LEGEND_HEIGHT})">`,
  ];
  const midY = (plot.top + plot.bottom) / 2;
  parts.push(
    `<text x="14" y="${n(midY)}" transform="rotate(-90 14 ${n(midY)})" text-anchor="middle" fill="#334155" font-size="12">share of questions (%)</text>`,
  );
  for (const tick of layout.yTicks) {
    parts.push(
      `<line x1="${plot.left}" x2="${plot.right}" y1="${n(tick.y)}" y2="${n(tick.y)}" stroke="${tick.value === 0 ? "#334155" : "#e2e8f0"}"/>`,
      `<text x="${plot.left - 6}" y="${n(tick.y + 4)}" text-anchor="end" fill="#475569">${Math.round(tick.value * 100)}</text>`,
    );
  }
  parts.push(`<line x1="${plot.left}" x2="${plot.left}" y1="${plot.top}" y2="${plot.bottom}" stroke="#334155"/>`);
  groups.forEach((group, g) => {
    const centre = n(layout.groupCentres[g]!);
    const lines = labelLines(group, groupWidth - 4)
      .map((line, i) => `<tspan x="${centre}" dy="${i === 0 ? 0 : 13}">${escapeHtml(line)}</tspan>`)
      .join("");
    parts.push(`<text x="${centre}" y="${plot.bottom + 16}" text-anchor="middle" fill="#0f172a"><title>${escapeHtml(group)}</title>${lines}</text>`);
  });
  for (const bar of layout.bars) {
    const s = series[bar.series]!;
    const v = s.values[bar.group]!;
    const interval = v.lo !== undefined && v.hi !== undefined ? ` (95% interval ${formatPercent(v.lo)}–${formatPercent(v.hi)})` : "";
    const cx = bar.x + bar.width / 2;
    parts.push(
      `<g class="bar" data-series="${s.id}" data-value="${v.value}">`,
      `<rect x="${n(bar.x + 1)}" y="${n(bar.y)}" width="${n(Math.max(1, bar.width - 2))}" height="${n(bar.height)}" fill="${s.colour}"><title>${escapeHtml(`${groups[bar.group]} · ${s.name}: ${formatPercent(bar.value)}${interval}`)}</title></rect>`,
    );
    if (bar.whisker) {
      const { y1, y2 } = bar.whisker;
      parts.push(
        `<g stroke="#0f172a" stroke-width="1.2"><line x1="${n(cx)}" x2="${n(cx)}" y1="${n(y1)}" y2="${n(y2)}"/><line x1="${n(cx - 4)}" x2="${n(cx + 4)}" y1="${n(y1)}" y2="${n(y1)}"/><line x1="${n(cx - 4)}" x2="${n(cx + 4)}" y1="${n(y2)}" y2="${n(y2)}"/></g>`,
      );
    }
    const labelY = (bar.whisker ? Math.min(bar.whisker.y2, bar.y) : bar.y) - 4;
    parts.push(
      `<text x="${n(cx)}" y="${n(labelY)}" text-anchor="middle" fill="#0f172a" font-size="${bar.width >= 26 ? 10 : 8}">${(bar.value * 100).toFixed(1)}</text></g>`,
    );
  }
  for (const slot of layout.missing) {
    const what = `${groups[slot.group]} · ${series[slot.series]!.name}: not measured yet`;
    parts.push(
      `<text class="missing" x="${n(slot.x + slot.width / 2)}" y="${plot.bottom - 4}" text-anchor="middle" fill="#64748b" font-size="10"><title>${escapeHtml(what)}</title>n/a</text>`,
    );
  }
  parts.push("</g></svg>");
  return parts.join("");
}

const BASELINE = "#D55E00";
const OTHER = "#0072B2";

// Accuracy against reader tokens per question (from zero), one point per set-up with answers,
// labelled with its row label, and the rows the study marks as the Pareto frontier joined by a line.
export function studyCostQualityChartSvg(report: StudyReport): string {
  const rows = report.rows.filter((r) => r.accuracy !== null && r.readerTokensMean !== null);
  const title = `Accuracy against reader tokens per question, study ${report.study.name}, with the Pareto frontier`;
  const points = rows.map((r) => ({ id: r.label, name: r.label, cost: r.readerTokensMean!, quality: r.accuracy!, selected: r.baseline }));
  const layout = layoutCostQuality({ points, label: (p) => `${p.name} (${formatPercent(p.quality)})` });
  const { plot } = layout;
  const height = layout.height + LEGEND_HEIGHT;
  const parts: string[] = [svgOpen(layout.width, height, title)];
  parts.push(
    `<path d="M${plot.left + 6} 8 L${plot.left + 12} 14 L${plot.left + 6} 20 L${plot.left} 14 Z" fill="${BASELINE}"/><text x="${plot.left + 17}" y="18" fill="#334155">baseline</text>`,
    `<circle cx="${plot.left + 86}" cy="14" r="4.5" fill="white" stroke="${OTHER}" stroke-width="2"/><text x="${plot.left + 96}" y="18" fill="#334155">other set-ups</text>`,
    `<line x1="${plot.left + 190}" x2="${plot.left + 210}" y1="14" y2="14" stroke="#334155" stroke-dasharray="4 3" stroke-width="1.5"/><text x="${plot.left + 216}" y="18" fill="#334155">Pareto frontier</text>`,
    `<g transform="translate(0 ${LEGEND_HEIGHT})">`,
  );
  if (!points.length) {
    parts.push(
      `<text x="${layout.width / 2}" y="${layout.height / 2}" text-anchor="middle" fill="#64748b" font-size="13">No set-up has judged answers yet.</text></g></svg>`,
    );
    return parts.join("");
  }
  for (const tick of layout.yTicks) {
    parts.push(
      `<line x1="${plot.left}" x2="${plot.right}" y1="${n(tick.y)}" y2="${n(tick.y)}" stroke="#e2e8f0"/>`,
      `<text x="${plot.left - 6}" y="${n(tick.y + 4)}" text-anchor="end" fill="#475569">${Math.round(tick.value * 100)}</text>`,
    );
  }
  for (const tick of layout.xTicks) {
    parts.push(
      `<line x1="${n(tick.x)}" x2="${n(tick.x)}" y1="${plot.bottom}" y2="${plot.bottom + 4}" stroke="#334155"/>`,
      `<text x="${n(tick.x)}" y="${plot.bottom + 16}" text-anchor="middle" fill="#475569">${formatCompactNumber(tick.value)}</text>`,
    );
  }
  const midY = (plot.top + plot.bottom) / 2;
  parts.push(
    `<line x1="${plot.left}" x2="${plot.right}" y1="${plot.bottom}" y2="${plot.bottom}" stroke="#334155"/>`,
    `<line x1="${plot.left}" x2="${plot.left}" y1="${plot.top}" y2="${plot.bottom}" stroke="#334155"/>`,
    `<text x="${(plot.left + plot.right) / 2}" y="${layout.height - 8}" text-anchor="middle" fill="#334155" font-size="12">reader input tokens per question (mean, axis from 0)</text>`,
    `<text x="14" y="${n(midY)}" transform="rotate(-90 14 ${n(midY)})" text-anchor="middle" fill="#334155" font-size="12">accuracy (%), axis from ${Math.round(layout.yTicks[0]!.value * 100)}%</text>`,
  );
  const frontier = layout.points.filter((p) => rows.find((r) => r.label === p.id)?.onFrontier).sort((a, b) => a.cx - b.cx);
  if (frontier.length > 1) {
    parts.push(
      `<polyline class="frontier" points="${frontier.map((p) => `${n(p.cx)},${n(p.cy)}`).join(" ")}" fill="none" stroke="#334155" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    );
  }
  for (const p of layout.points) {
    const onFrontier = frontier.some((f) => f.id === p.id);
    const what = `${p.name}: ${formatPercent(p.quality)} at ${formatInteger(p.cost)} reader tokens per question${onFrontier ? " (on the frontier)" : ""}`;
    const mark = p.selected
      ? `<path d="M${n(p.cx)} ${n(p.cy - 7)} L${n(p.cx + 7)} ${n(p.cy)} L${n(p.cx)} ${n(p.cy + 7)} L${n(p.cx - 7)} ${n(p.cy)} Z" fill="${BASELINE}"/>`
      : `<circle cx="${n(p.cx)}" cy="${n(p.cy)}" r="5" fill="white" stroke="${OTHER}" stroke-width="2"/>`;
    parts.push(
      `<g class="point"><title>${escapeHtml(what)}</title>${mark}<text x="${n(p.label.x)}" y="${n(p.label.y)}" text-anchor="${p.label.anchor}" fill="#0f172a" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeHtml(p.label.text)}</text></g>`,
    );
  }
  parts.push("</g></svg>");
  return parts.join("");
}
