import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { DEMO, seedDemo } from './seed/demo';

async function main() {
  const config = loadConfig(process.env, () => randomBytes(32).toString('base64url'));
  let unlock: () => void = () => undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl, config.databasePoolSize, { transactionPooling: config.databaseTransactionPooling });
  } else {
    const dataDir = resolve(config.dataDir);
    unlock = lockDataDir(dataDir);
    database = await openPglite(dataDir);
  }
  await migrate(database);
  const seeded = config.seedDemo ? await seedDemo(database) : false;

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const url = typeof port === 'object' && port ? `http://localhost:${port.port}` : address;
  console.info(`\nDeskfair is running at ${url}  (database: ${database.kind})`);
  if (config.seedDemo) {
    console.info(
      `${seeded ? 'Demo data created.' : 'Demo data present.'} Sign in as ${DEMO.users.map((u) => u.email).join(' or ')} ` +
        `with password ${DEMO.password} — or register with group code ${DEMO.groupCode}.\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Deskfair could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
