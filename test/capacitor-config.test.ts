import { describe, expect, it } from 'vitest';
// @ts-expect-error the CLI ships no types for its internal config loader
import { loadConfig } from '@capacitor/cli/dist/config.js';

interface LoadedConfig {
  app: { appId: string; appName: string; webDirAbs: string; extConfig: { webDir: string; plugins?: Record<string, unknown> } };
  android: { platformDirAbs: string };
  ios: { platformDirAbs: string };
}

// The wrapper's configuration as the Capacitor CLI reads it (the same loader `npx cap sync` uses).
describe('capacitor.config.ts', () => {
  it('loads with the app id, name and the web build as web directory', async () => {
    const config = (await loadConfig()) as LoadedConfig;
    expect(config.app.appId).toBe('de.deskfair.app');
    expect(config.app.appName).toBe('Deskfair');
    expect(config.app.extConfig.webDir).toBe('dist/web');
    expect(config.app.webDirAbs).toBe(`${process.cwd()}/dist/web`);
    expect(config.android.platformDirAbs).toBe(`${process.cwd()}/android`);
    expect(config.ios.platformDirAbs).toBe(`${process.cwd()}/ios`);
  });

  it('sends the API calls through the native HTTP stack with native cookies (signing in from the app)', async () => {
    const config = (await loadConfig()) as LoadedConfig;
    expect(config.app.extConfig.plugins?.CapacitorHttp).toEqual({ enabled: true });
    expect(config.app.extConfig.plugins?.CapacitorCookies).toEqual({ enabled: true });
  });
});
