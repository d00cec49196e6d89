import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcessArgs } from '../support/server-process';

const children: ChildProcess[] = [];

// Node runs the server with tsx as its loader, so a signal reaches the server itself. The tsx command relays it, and
// SIGKILLs the server when it has not answered within 60 ms (its event loop busy on a slow machine): exit code 143.
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, serverProcessArgs(), {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = async (pattern: RegExp, timeoutMs = 75_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not print ${pattern}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return output;
  };
  return { child, exited, printed, output: () => output };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('stops at once on bad configuration, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'deskfair-cfg-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT:/);
  });

  it('starts on an empty PGlite directory with demo data, prints URL and sign-in, and locks the directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'deskfair-main-'));
    const first = startServer({ PORT: '0', DATA_DIR: dataDir });
    const output = await first.printed(/Demo data created\..*/);
    expect(output).toMatch(/Deskfair is running at http:\/\/localhost:\d+ {2}\(database: pglite\)/);
    expect(output).toContain('demo@deskfair.test');
    expect(output).toContain('Deskfair!2026');
    const port = /localhost:(\d+)/.exec(output)?.[1];
    const health = await fetch(`http://127.0.0.1:${port}/api/v2/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

    const second = startServer({ PORT: '0', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const again = startServer({ PORT: '0', DATA_DIR: dataDir });
    expect(await again.printed(/Demo data present\./)).toBeTruthy();
    again.child.kill('SIGTERM');
    await again.exited;
  }, 200_000);
});
