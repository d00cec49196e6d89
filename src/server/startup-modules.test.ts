import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Loads the server's app (src/server/app.ts) in a Node process of its own, then reads which of the given packages
 * Node has loaded (CommonJS packages enter require's cache, also when imported).
 */
async function packagesLoadedWithApp(packages: string[]): Promise<string[]> {
  const script = `
    await import('./src/server/app.ts');
    const { createRequire } = await import('node:module');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    const packages = ${JSON.stringify(packages)};
    console.log(JSON.stringify(packages.filter((p) => loaded.some((file) => file.includes('/node_modules/' + p + '/')))));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('what the server loads at start', () => {
  it('leaves jsdom for the first SVG floor plan (and loads the database driver)', async () => {
    // jsdom would be about 13 MB of heap that every full collection marks; pg shows that the check sees packages.
    expect(await packagesLoadedWithApp(['jsdom', 'pg'])).toEqual(['pg']);
  }, 30_000);
});
