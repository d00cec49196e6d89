import { z } from 'zod';

/**
 * Build-time settings (Vite env), validated once. Only lazy chunks and async paths import this
 * module, so zod stays out of the first chunk (≤ 150 KB gzip).
 */
const configSchema = z.object({
  /** API host when no host is stored from the token; '' = same origin. */
  apiHost: z.string().default(''),
  /** Hosts of the product's web app; deep links from these are opened in-app. */
  webHosts: z.array(z.string().min(1)).min(1),
  supportEmail: z.email(),
});
export type AppConfig = z.infer<typeof configSchema>;

const env = import.meta.env as Record<string, string | undefined>;

export const config: AppConfig = configSchema.parse({
  apiHost: env.VITE_API_HOST ?? '',
  webHosts: (env.VITE_WEB_HOSTS ?? 'app.deskfair.de')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@deskfair.de',
});
