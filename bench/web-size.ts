// Initial JavaScript of the web app (design.md §6: ≤ 150 KB gzip): the entry script and every chunk index.html preloads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(process.cwd(), 'dist', 'web');

export interface WebSize {
  initialGzipKb: number;
  initialFiles: string[];
  lazyChunks: number;
  largestLazy: { file: string; gzipKb: number };
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;

export function measureWebSize(): WebSize | null {
  if (!existsSync(join(DIST, 'index.html'))) return null;
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  const initial = new Set(initialFiles);
  const lazy = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`))
    .map((f) => ({ file: `assets/${f}`, gzipKb: gzipKb(`assets/${f}`) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    initialGzipKb: initialFiles.reduce((sum, f) => sum + gzipKb(f), 0),
    initialFiles,
    lazyChunks: lazy.length,
    largestLazy: lazy[0] ?? { file: '-', gzipKb: 0 },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = measureWebSize();
  if (!size) console.info('dist/web missing: run npm run build first');
  else
    console.info(
      `initial JS ${size.initialGzipKb.toFixed(1)} KB gzip in ${size.initialFiles.length} files; ${size.lazyChunks} lazy chunks, largest ${size.largestLazy.file} ${size.largestLazy.gzipKb.toFixed(1)} KB`,
    );
}
