import { checkResponse, ResponseCheckError, type CheckReply } from './check-response';
import type { NamedSchema } from './contract-modules';
import type { z } from 'zod';

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void; text: string; named: NamedSchema<z.ZodType> };

/**
 * Checks responses against named schemas in one worker, started with the first response; where no worker can run
 * (or it fails to start) the check runs on the main thread, with the same function.
 */
export function createResponseChecker(startWorker: () => Worker | null) {
  let worker: Worker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const onMainThread = async (named: NamedSchema<z.ZodType>, text: string): Promise<unknown> => {
    const reply = await checkResponse({ id: 0, contract: named.contract, name: named.name, text });
    if (!reply.ok) throw new ResponseCheckError(reply.message);
    return reply.value;
  };

  function giveUpOnWorker(): void {
    worker?.terminate();
    worker = null;
    const left = [...waiting.values()];
    waiting.clear();
    for (const w of left) onMainThread(w.named, w.text).then(w.resolve, w.reject);
  }

  function ensureWorker(): Worker | null {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    worker?.addEventListener('message', (event: MessageEvent<CheckReply>) => {
      const reply = event.data;
      const w = waiting.get(reply.id);
      if (!w) return;
      waiting.delete(reply.id);
      if (reply.ok) w.resolve(reply.value);
      else w.reject(new ResponseCheckError(reply.message));
    });
    // The worker's script could not be loaded or evaluated: the main thread checks instead.
    worker?.addEventListener('error', giveUpOnWorker);
    return worker;
  }

  return function check(named: NamedSchema<z.ZodType>, text: string): Promise<unknown> {
    const target = ensureWorker();
    if (!target) return onMainThread(named, text);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, text, named });
      target.postMessage({ id, contract: named.contract, name: named.name, text });
    });
  };
}

/** The app's checker: a module worker where the browser has workers. */
export const checkInWorker = createResponseChecker(() =>
  typeof Worker === 'undefined' ? null : new Worker(new URL('./checking-worker.ts', import.meta.url), { type: 'module' }),
);
