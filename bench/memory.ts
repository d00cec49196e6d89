import { readFileSync } from 'node:fs';

/** A process's peak resident memory in MB (Linux's VmHWM), or null where /proc does not say. */
export function peakRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
