import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

describe('the server process options', () => {
  it('are one V8 helper thread, no pretenuring and a heap that doubles, and npm start passes the same', () => {
    expect(SERVER_NODE_FLAGS).toEqual(['--v8-pool-size=1', '--no-allocation-site-pretenuring', '--heap-growing-percent=100']);
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(
      'npm run build && node --v8-pool-size=1 --no-allocation-site-pretenuring --heap-growing-percent=100 --import tsx src/server/main.ts',
    );
  });
});
