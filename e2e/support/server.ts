import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/free-port';
import { serverProcessArgs } from '../../test/support/server-process';

export interface E2eServer {
  baseUrl: string;
  serverLog: string;
  stop: () => Promise<void>;
}

// Generous: on a loaded machine (several test runs at once) migrations and the demo seed alone take over a minute.
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v2/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/** The real server on a free port with a fresh data directory and the demo data; its output goes to serverLog. */
export async function startE2eServer(name: string): Promise<E2eServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `deskfair-${name}-`));
  const serverLog = join(dataDir, 'server.log');
  const log = createWriteStream(serverLog);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: join(dataDir, 'db'),
    RATE_LIMIT_AUTH_MAX: '1000',
    TICKER_INTERVAL_MS: '500',
  };
  delete env.NODE_ENV;
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  // node itself (not npx) so that stopping the child stops the server
  const child = spawn(process.execPath, serverProcessArgs(), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    serverLog,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
