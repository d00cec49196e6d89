// HTTP load generation over loopback: an open-loop fixed-rate scheduler and a closed-loop max-throughput run.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { machineBusyMs } from './machine-cpu';
import type { Sample } from './stalls';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  sent: number;
  completed: number;
  elapsedMs: number;
  /** Completed responses per second over the run. */
  achievedRps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** Requests not sent because too many were already in flight (open-loop only). */
  skipped: number;
  /** CPU time (ms) the whole machine spent busy during the run (`machineBusyMs`). */
  machineBusyMs: number;
}

/** An open-loop run keeps when each request was sent, to tell where its slow answers came from (`stallsOf`). */
export interface OpenLoopResult extends LoadResult {
  samples: Sample[];
  /** When the run began, on this process's `performance.now()` clock: the samples' send times count from it. */
  startedAtMs: number;
  /**
   * How late the load generator's own event loop ran (ms): an answer that arrives while it is busy is timed late by
   * as much, so a stall of the generator shows up as slow answers the server did not give.
   */
  generatorDelay: { p99: number; max: number };
}

const REQUEST_TIMEOUT_MS = 10_000;

export function createAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/** One request; resolves with its status ('error' when the connection failed, 'timeout' after 10 s) and latency in ms. */
export function send(baseUrl: URL, agent: http.Agent, spec: RequestSpec): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started });
    };
    const headers: Record<string, string | number> = { ...spec.headers };
    if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(spec.body);
    }
    const req = http.request(
      { host: baseUrl.hostname, port: baseUrl.port, method: spec.method, path: spec.path, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => done(String(res.statusCode ?? 'error')));
        res.on('error', () => done('error'));
      },
    );
    req.on('timeout', () => {
      done('timeout');
      req.destroy(new Error('timeout'));
    });
    req.on('error', () => done('error'));
    req.end(spec.body);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summarize(
  latencies: number[],
  statuses: Record<string, number>,
  run: { sent: number; skipped: number; elapsedMs: number; machineBusyMs: number },
): LoadResult {
  const sorted = latencies.sort((a, b) => a - b);
  const { sent, skipped, elapsedMs, machineBusyMs } = run;
  return {
    sent,
    completed: sorted.length,
    elapsedMs,
    machineBusyMs,
    achievedRps: sorted.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    statuses,
    skipped,
  };
}

/** A path that every server answers at once, without its database (a 404 will do): it only opens connections. */
const CONNECTION_WARM_UP_PATH = '/bench-connection-warm-up';

/** Opens `count` keep-alive connections on the agent (as many requests at once) and leaves them free for the run. */
async function openConnections(baseUrl: URL, agent: http.Agent, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () => send(baseUrl, agent, { method: 'GET', path: CONNECTION_WARM_UP_PATH, headers: {} })),
  );
}

/**
 * Open loop: request i is due at start + i/rate, independent of earlier answers. At most maxInFlight requests are
 * outstanding; a due request beyond that is skipped.
 *
 * The requests go over `connections` keep-alive connections opened before the run, as a proxy's pool or clients that
 * stay connected send them. A request due while every connection is busy waits for one, and that wait counts in its
 * latency (timed from when the generator issued it, not from when a connection took it). Opening a connection for
 * every request that found none free had measured something else: after a pause of the server the generator opened
 * dozens at once, and a server reads a new connection's first request only on the turn of its event loop after the one
 * that accepted it, behind the answers due on the connections it already had (a throwaway harness on PGlite: requests
 * on new connections had a median of 58–334 ms in such bursts, those on open ones at most 57–88 ms).
 */
export async function fixedRate(options: {
  url: string;
  rate: number;
  durationMs: number;
  maxInFlight?: number;
  connections: number;
  request: (i: number) => RequestSpec | null;
}): Promise<OpenLoopResult> {
  const baseUrl = new URL(options.url);
  const maxInFlight = options.maxInFlight ?? 512;
  const agent = createAgent(options.connections);
  await openConnections(baseUrl, agent, options.connections);
  const total = Math.floor((options.rate * options.durationMs) / 1000);
  const latencies: number[] = [];
  const samples: Sample[] = [];
  const statuses: Record<string, number> = {};
  const pending = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const busyBefore = machineBusyMs();
  const start = performance.now();
  let i = 0;
  while (i < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) * options.rate) / 1000) + 1);
    for (; i < due; i++) {
      if (pending.size >= maxInFlight) {
        skipped++;
        continue;
      }
      const spec = options.request(i);
      if (!spec) {
        skipped++;
        continue;
      }
      sent++;
      const sentAtMs = performance.now() - start;
      const p = send(baseUrl, agent, spec).then(({ status, ms }) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        latencies.push(ms);
        samples.push({ sentAtMs, ms });
        pending.delete(p);
      });
      pending.add(p);
    }
    if (i < total) {
      const nextDue = start + (i * 1000) / options.rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, nextDue - performance.now()))));
    }
  }
  await Promise.all(pending);
  const elapsedMs = performance.now() - start;
  delay.disable();
  agent.destroy();
  const generatorDelay = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  const run = { sent, skipped, elapsedMs, machineBusyMs: machineBusyMs() - busyBefore };
  return { ...summarize(latencies, statuses, run), samples, startedAtMs: start, generatorDelay };
}

/** Closed loop: `connections` workers send back to back until the time is up (or the request source runs dry). */
export async function maxThroughput(options: {
  url: string;
  connections: number;
  durationMs: number;
  request: (i: number) => RequestSpec | null;
}): Promise<LoadResult> {
  const baseUrl = new URL(options.url);
  const agent = createAgent(options.connections);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  let sent = 0;
  const busyBefore = machineBusyMs();
  const start = performance.now();
  const deadline = start + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const spec = options.request(next++);
      if (!spec) return;
      sent++;
      const { status, ms } = await send(baseUrl, agent, spec);
      statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsedMs = performance.now() - start;
  agent.destroy();
  return summarize(latencies, statuses, { sent, skipped: 0, elapsedMs, machineBusyMs: machineBusyMs() - busyBefore });
}

/** Sequential requests, one at a time. */
export async function sequential(url: string, count: number, request: (i: number) => RequestSpec): Promise<LoadResult> {
  return maxThroughput({ url, connections: 1, durationMs: 600_000, request: (i) => (i < count ? request(i) : null) });
}

/** All at once, each on its own connection; returns the statuses in order. */
export async function burst(urls: string[], specs: RequestSpec[]): Promise<string[]> {
  const agents = urls.map(() => createAgent(specs.length));
  try {
    const results = await Promise.all(
      specs.map((spec, i) => send(new URL(urls[i % urls.length] ?? ''), agents[i % agents.length] ?? createAgent(1), spec)),
    );
    return results.map((r) => r.status);
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

export function formatStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}
