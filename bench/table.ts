// Plain-text tables for the console, and summary lines.
import type { LoadResult } from './load';

export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  console.info(`\n${title}`);
  console.info(line(header));
  console.info(rule);
  for (const row of rows) console.info(line(row));
}

/** A row of the bench's summary for one database: figure, value, target and verdict (null: info). */
export type SummaryLine = [figure: string, value: string, target: string, pass: boolean | null];

/** Sequential requests' latencies against a p99 target, every answer a 200. */
export function latencyLine(figure: string, r: LoadResult, detail: string, p99Ms: number): SummaryLine {
  const statuses = Object.entries(r.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  return [
    figure,
    `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)} (${detail}; ${statuses})`,
    `p99 < ${p99Ms} ms`,
    r.p99 < p99Ms && Object.keys(r.statuses).every((s) => s === '200'),
  ];
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const perSecond = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}/s` : 'n/a');
