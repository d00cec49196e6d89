// The kernel's write-back during a run (Linux: /proc/meminfo and /proc/diskstats, sampled every few ms): read beside
// the run's stalls, it tells whether a pause of the database's log flush came with the kernel writing out data files
// (an fsync on ext4 can wait for that) or with a quiet disk.
import { readFileSync } from 'node:fs';
import { describeRunAndStalls, duringStall, type Stall } from './stalls';

/** One look at the kernel's dirty pages and the disks' writes: ms after sampling began. */
export interface DiskSample {
  atMs: number;
  /** page cache waiting to be written (MB), and being written now (MB) */
  dirtyMb: number;
  writebackMb: number;
  /** written by the whole disks since boot (MB), and write requests in flight now */
  writtenMb: number;
  inFlight: number;
}

const SAMPLE_EVERY_MS = 10;
/** Whole disks only (vda, sda, nvme0n1), not their partitions, so nothing is counted twice. */
const WHOLE_DISK = /^(?:[shv]d[a-z]+|xvd[a-z]+|nvme\d+n\d+)$/;

function meminfoMb(text: string, field: string): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

/** null where /proc is not Linux's (the bench then leaves the disk out). */
export function readDisk(atMs: number): DiskSample | null {
  try {
    const meminfo = readFileSync('/proc/meminfo', 'utf8');
    let writtenMb = 0;
    let inFlight = 0;
    for (const line of readFileSync('/proc/diskstats', 'utf8').split('\n')) {
      const fields = line.trim().split(/\s+/);
      if (!WHOLE_DISK.test(fields[2] ?? '')) continue;
      // fields after the name: reads, merged, sectors read, ms reading, writes, merged, sectors written, ms writing, in flight
      writtenMb += (Number(fields[9]) * 512) / 1024 / 1024;
      inFlight += Number(fields[11]);
    }
    return { atMs, dirtyMb: meminfoMb(meminfo, 'Dirty'), writebackMb: meminfoMb(meminfo, 'Writeback'), writtenMb, inFlight };
  } catch {
    return null;
  }
}

/** Samples the kernel's write-back until `stop`; started right before a run, its times are the run's. */
export function sampleDisk(): { stop(): DiskSample[] } {
  const began = performance.now();
  const samples: DiskSample[] = [];
  const take = () => {
    const sample = readDisk(performance.now() - began);
    if (sample) samples.push(sample);
  };
  take();
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** "dirty 40–95 MB, write-back ≤ 12 MB, written 61 MB/s, ≤ 31 in flight" over these samples. */
export function describeDisk(samples: readonly DiskSample[]): string {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) return 'no samples';
  const seconds = (last.atMs - first.atMs) / 1000;
  const dirty = samples.map((s) => s.dirtyMb);
  const rate = seconds > 0 ? `${((last.writtenMb - first.writtenMb) / seconds).toFixed(0)} MB/s` : '-';
  return [
    `dirty ${Math.min(...dirty).toFixed(0)}–${Math.max(...dirty).toFixed(0)} MB`,
    `write-back ≤ ${Math.max(...samples.map((s) => s.writebackMb)).toFixed(0)} MB`,
    `written ${rate}`,
    `≤ ${Math.max(...samples.map((s) => s.inFlight))} in flight`,
  ].join(', ');
}

/** The whole run's write-back, then each stall's (widened by 100 ms before it, where a flush that held it began). */
export const describeStallDisk = (samples: readonly DiskSample[], stalls: readonly Stall[]): string =>
  describeRunAndStalls(describeDisk(samples), stalls, (stall) =>
    describeDisk(samples.filter((s) => duringStall(stall, s.atMs, 0) || (s.atMs < stall.fromMs && s.atMs >= stall.fromMs - 100))),
  );
