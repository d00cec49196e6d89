// Plain-text tables for the console.

export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  console.info(`\n${title}`);
  console.info(line(header));
  console.info(rule);
  for (const row of rows) console.info(line(row));
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const perSecond = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}/s` : 'n/a');
