import { describe, expect, it } from 'vitest';
import { ResponseCheckError } from './check-response';
import { namedSchema } from './contract-modules';
import { createResponseChecker } from './response-checker';

const unread = namedSchema('messages', 'unreadCountResponseSchema');

/** A worker whose script never loads: it takes messages, answers none, and reports the failure when told to. */
class UnloadableWorker extends EventTarget {
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

describe('the response checker', () => {
  it('checks on this thread where no worker can run', async () => {
    const check = createResponseChecker(() => null);
    await expect(check(unread, '{"unread_count":4}')).resolves.toEqual({ unread_count: 4 });
    await expect(check(unread, '{}')).rejects.toBeInstanceOf(ResponseCheckError);
  });

  it('checks on this thread when the worker cannot be made', async () => {
    const check = createResponseChecker(() => {
      throw new Error('SecurityError');
    });
    await expect(check(unread, '{"unread_count":1}')).resolves.toEqual({ unread_count: 1 });
  });

  it('finishes the checks a failed worker was given on this thread, and sends it no more', async () => {
    const worker = new UnloadableWorker();
    let starts = 0;
    const check = createResponseChecker(() => {
      starts += 1;
      return worker as unknown as Worker;
    });
    const first = check(unread, '{"unread_count":5}');
    const second = check(unread, '{"unread_count":"x"}');
    expect(worker.posted).toEqual([
      { id: 1, contract: 'messages', name: 'unreadCountResponseSchema', text: '{"unread_count":5}' },
      { id: 2, contract: 'messages', name: 'unreadCountResponseSchema', text: '{"unread_count":"x"}' },
    ]);
    worker.fail();
    await expect(first).resolves.toEqual({ unread_count: 5 });
    await expect(second).rejects.toThrow('unread_count: Invalid input: expected number, received string');
    expect(worker.terminated).toBe(true);
    await expect(check(unread, '{"unread_count":6}')).resolves.toEqual({ unread_count: 6 });
    expect(worker.posted).toHaveLength(2);
    expect(starts).toBe(1);
  });
});
