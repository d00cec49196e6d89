// Runs as a process of its own beside a bench run (bench/cpu-probe.ts): every few ms the same small piece of work,
// timed in this process's CPU time. Another process's load cannot make that time longer (the scheduler only counts
// the time the probe ran); a slower CPU can, so can the host of a virtual machine running its cores less often.
const EVERY_MS = 5;
const ITERATIONS = 100_000;

let sink = 0;
function work(): void {
  let x = sink | 1;
  for (let i = 0; i < ITERATIONS; i++) x = (Math.imul(x, 1_664_525) + 1_013_904_223) | 0;
  sink = x;
}

setInterval(() => {
  const startedAtEpochMs = performance.timeOrigin + performance.now();
  const wallBefore = performance.now();
  const cpuBefore = process.cpuUsage();
  work();
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallBefore;
  process.stdout.write(`${startedAtEpochMs.toFixed(2)} ${wallMs.toFixed(3)} ${((cpu.user + cpu.system) / 1000).toFixed(3)}\n`);
}, EVERY_MS);
