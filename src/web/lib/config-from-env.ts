/** Build-time settings of the web app, from the Vite environment (`VITE_*`). */
export interface AppConfig {
  /** API host when no host is stored from the token; '' = same origin. */
  apiHost: string;
  /** Hosts of the product's web app; deep links from these are opened in-app. */
  webHosts: string[];
  supportEmail: string;
}

/** The settings a build's environment gives, with their defaults; vite.config.ts checks them before it builds. */
export function configFromEnv(env: Record<string, string | undefined>): AppConfig {
  return {
    apiHost: env.VITE_API_HOST ?? '',
    webHosts: (env.VITE_WEB_HOSTS ?? 'app.deskfair.de')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@deskfair.de',
  };
}
