import { z } from 'zod';
import type { AppConfig } from './config-from-env';

/** What a build's settings must be; vite.config.ts refuses to build or serve the app with others. */
export const appConfigSchema = z.object({
  apiHost: z.string(),
  webHosts: z.array(z.string().min(1)).min(1),
  supportEmail: z.email(),
}) satisfies z.ZodType<AppConfig>;
