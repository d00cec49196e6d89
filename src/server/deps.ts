import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AccessTokens } from './http/access-token';
import type { VapidKeySource } from './push/vapid-keys';

/** What every feature's routes receive: built once in app.ts. */
export interface AppDeps {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  clock: Clock;
  /** The VAPID key pair browsers subscribe with (configured, or generated once and stored). */
  webPushKeys: VapidKeySource;
}
