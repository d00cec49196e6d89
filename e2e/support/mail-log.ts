import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** The newest password-reset link the server logged (it logs mails when SMTP_URL is unset). */
export async function waitForResetLink(since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = readFileSync(inject('serverLog'), 'utf8').slice(since);
    const links = [...text.matchAll(/https?:\/\/[^\s"\\]+#\/password\?token=[A-Za-z0-9._~%-]+/g)].map((m) => m[0]);
    const last = links.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no reset link in the server log');
}

/** Current length of the server log, to look only at lines written after it. */
export function logLength(): number {
  return readFileSync(inject('serverLog'), 'utf8').length;
}
