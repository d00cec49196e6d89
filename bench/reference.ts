// The reference run (design.md §6): bench/reference-server.ts — Fastify + pg answering one primary-key SELECT as JSON —
// in its own process on the bench database, loaded like the app (same generator, same connections). Each endpoint's
// maximum throughput is then reported as a share of it: how close the app comes to what the stack can do at all. It runs
// with the server's Node options (SERVER_NODE_FLAGS), as the stack the app runs on.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { onCleanup } from './env';
import { maxThroughput, type LoadResult, type RequestSpec } from './load';

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the reference server on a PostgreSQL database (URL); resolves once it listens. Stopped by cleanupAll at the latest. */
export async function startReferenceServer(databaseUrl: string, timeoutMs = 30_000): Promise<ReferenceServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', join(process.cwd(), 'bench', 'reference-server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!(url = /reference listening on (http:\/\/[^\s]+)/.exec(output)?.[1])) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`reference server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = onCleanup(`reference server pid ${child.pid}`, async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  });
  return { url, stop };
}

/** `GET /ref/:group/:id` for user i of the group (1..users), as the app's runs vary their users. */
export const referenceSpec =
  (groupId: number, users: number) =>
  (i: number): RequestSpec => ({ method: 'GET', path: `/ref/${groupId}/${1 + (i % users)}`, headers: {} });

/** The reference's maximum throughput: closed loop, as the app's max runs. */
export function measureReference(
  url: string,
  spec: (i: number) => RequestSpec,
  options: { connections: number; durationMs: number },
): Promise<LoadResult> {
  return maxThroughput({ url, connections: options.connections, durationMs: options.durationMs, request: spec });
}

/** "63 %" of the reference's throughput. */
export const shareOf = (achievedRps: number, referenceRps: number) => `${((achievedRps / referenceRps) * 100).toFixed(0)} %`;
