import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';

/** Node's arguments for a server process (src/server/main.ts, tsx as its loader), with the server's own options first. */
export const serverProcessArgs = (nodeArgs: readonly string[] = []): string[] => [
  ...SERVER_NODE_FLAGS,
  ...nodeArgs,
  '--import',
  'tsx',
  join(process.cwd(), 'src', 'server', 'main.ts'),
];

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * A real server process (src/server/main.ts) on a free port; resolves once it listens. Node itself runs the server
 * (tsx as its loader), so a signal to `child` reaches the server: the tsx command would pass SIGTERM on but leave its
 * server running after a SIGKILL.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverProcessArgs(nodeArgs), {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  let port: string | undefined;
  while (!(port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1])) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
