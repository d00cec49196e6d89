import { describe, expect, it } from 'vitest';
import { checkResponse } from './check-response';

const request = (name: string, text: string) => ({ id: 7, contract: 'messages', name, text });

describe('checking a response against a named contract schema', () => {
  it('answers the parsed value, without what the contract does not name', async () => {
    await expect(checkResponse(request('unreadCountResponseSchema', '{"unread_count":2,"extra":"x"}'))).resolves.toEqual({
      id: 7,
      ok: true,
      value: { unread_count: 2 },
    });
  });

  it('says where the response departs from the contract', async () => {
    await expect(checkResponse(request('unreadCountResponseSchema', '{"unread_count":"zwei"}'))).resolves.toEqual({
      id: 7,
      ok: false,
      message: 'messages.unreadCountResponseSchema: unread_count: Invalid input: expected number, received string',
    });
  });

  it('refuses a name that is no schema of the contract, and a contract it does not know', async () => {
    await expect(checkResponse(request('UNREAD_REFRESH_MS', '{}'))).resolves.toEqual({
      id: 7,
      ok: false,
      message: 'no schema messages.UNREAD_REFRESH_MS',
    });
    await expect(checkResponse({ id: 1, contract: 'toString', name: 'x', text: '{}' })).resolves.toEqual({
      id: 1,
      ok: false,
      message: 'no schema toString.x',
    });
  });

  it('reports text that is no JSON', async () => {
    const reply = await checkResponse(request('unreadCountResponseSchema', '<html>'));
    expect(reply.ok).toBe(false);
    expect(reply.ok ? '' : reply.message).toMatch(/JSON/);
  });
});
