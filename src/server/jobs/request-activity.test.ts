import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { trackRequestActivity } from './request-activity';

describe('request activity', () => {
  const app = Fastify();
  let clock = 1_000;
  const activity = trackRequestActivity(app, () => clock);
  app.get('/ping', async () => 'pong');
  afterAll(() => app.close());

  it('is quiet before any request', () => {
    expect(activity.busy(100)).toBe(false);
  });

  it('is busy for the given time after a request arrived, then quiet', async () => {
    expect((await app.inject('/ping')).statusCode).toBe(200);
    clock += 99;
    expect(activity.busy(100)).toBe(true);
    clock += 1;
    expect(activity.busy(100)).toBe(false);
    expect(activity.busy(101)).toBe(true);
  });
});
