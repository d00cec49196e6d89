import { configFromEnv, type AppConfig } from './config-from-env';

export type { AppConfig } from './config-from-env';

/** The build's settings: checked when the app was built (vite.config.ts), so the page needs no schema for them. */
export const config: AppConfig = configFromEnv(import.meta.env as Record<string, string | undefined>);
