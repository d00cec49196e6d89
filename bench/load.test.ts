import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedRate } from './load';

/** A server that answers every request at once, except those that arrive while `pausedUntil` lies ahead: they wait. */
async function startServer() {
  const state = { connections: 0, pausedUntil: 0 };
  const server = http.createServer((_request, response) => {
    const waitMs = Math.max(0, state.pausedUntil - Date.now());
    setTimeout(() => response.end('{}'), waitMs);
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { state, url, stop };
}

let stopServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopServer?.();
  stopServer = undefined;
});

describe('fixedRate', () => {
  it('opens its connections before the run and no more when the server pauses, and the wait counts in latency', async () => {
    const server = await startServer();
    stopServer = server.stop;
    const result = await fixedRate({
      url: server.url,
      rate: 200,
      durationMs: 1_000,
      connections: 5,
      request: (i) => {
        // Request 50 (due at 250 ms) finds the server paused for 150 ms; the ones after it queue for the 5 connections.
        if (i === 50) server.state.pausedUntil = Date.now() + 150;
        return { method: 'GET', path: '/', headers: {} };
      },
    });
    expect(result.statuses).toEqual({ '200': 200 });
    expect(result.skipped).toBe(0);
    expect(server.state.connections).toBe(5);
    // 30 requests were due during the pause: 5 went out on the connections, the rest waited for them. Each answer came
    // when the pause ended, so the 20 due in its first 100 ms took 50 ms or more.
    const waited = result.samples.filter((s) => s.ms >= 50);
    expect(waited.length).toBeGreaterThanOrEqual(15);
    expect(result.max).toBeGreaterThanOrEqual(140);
  });
});
