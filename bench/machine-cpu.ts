import { cpus } from 'node:os';

/**
 * The CPU time (ms) all cores of this machine have spent busy since boot — user, nice, system, interrupts; not idle,
 * I/O wait or time taken by the hypervisor. Across a run, its growth per request counts what the server, the database
 * and the load generator spent on each together: a steadier figure than throughput on a machine whose speed drifts.
 */
export const machineBusyMs = (): number => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/** "2.91 ms": busy CPU time of the machine per request ("n/a" without requests). */
export const cpuPerRequest = (busyMs: number, requests: number): string => (requests > 0 ? `${(busyMs / requests).toFixed(2)} ms` : 'n/a');
