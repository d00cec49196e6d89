import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = () => 'r'.repeat(43);

describe('loadConfig', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({}, secret);
    expect(config).toMatchObject({ port: 8080, dataDir: './data', databaseUrl: undefined, seedDemo: true, cookieSecure: false });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.jwtSecret).toBe(secret());
  });

  it('stops with every problem named', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' }, secret);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT:[\s\S]*DATABASE_URL: must start with postgres/);
  });

  it('demands a JWT secret in production and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, secret)).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    const config = loadConfig(
      { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), SMTP_URL: 'smtp://mail.example:587', SEED_DEMO: 'true' },
      secret,
    );
    expect(config).toMatchObject({ seedDemo: false, cookieSecure: true, responseValidation: false });
    expect(loadConfig({}, secret).responseValidation).toBe(true);
    expect(config.serverTiming).toBe(false);
    expect(loadConfig({}, secret).serverTiming).toBe(true);
  });

  it('refuses to start in production without SMTP, so reset links never go to the log', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }, secret)).toThrow(
      /SMTP_URL: is required when NODE_ENV=production/,
    );
  });

  it('keeps a few PostgreSQL connections per process: twice the cores, at least 8, or DATABASE_POOL_SIZE', () => {
    expect(loadConfig({}, secret).databasePoolSize).toBe(Math.max(8, 2 * availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }, secret).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' }, secret)).toThrow(/DATABASE_POOL_SIZE:/);
  });

  it('uses the protocol for prepared statements unless DATABASE_TRANSACTION_POOLING says a pooler is in between', () => {
    expect(loadConfig({}, secret).databaseTransactionPooling).toBe(false);
    expect(loadConfig({ DATABASE_TRANSACTION_POOLING: 'true' }, secret).databaseTransactionPooling).toBe(true);
    expect(() => loadConfig({ DATABASE_TRANSACTION_POOLING: 'yes' }, secret)).toThrow(/DATABASE_TRANSACTION_POOLING:/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, secret)).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });
});
