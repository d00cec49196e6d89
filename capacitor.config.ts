import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The mobile app: the built web app (vite build → dist/web) in a Capacitor 7 shell. The web host of deep links and the
 * API host are build settings of the web app (VITE_WEB_HOSTS, VITE_API_HOST; README "Mobile app").
 */
const config: CapacitorConfig = {
  appId: 'de.deskfair.app',
  appName: 'Deskfair',
  webDir: 'dist/web',
  android: {
    // Android 15 draws apps edge to edge: the web view keeps clear of the status and navigation bars
    adjustMarginsForEdgeToEdge: 'auto',
  },
  plugins: {
    // The app's page (https://localhost, capacitor://localhost) calls the API on the web host. fetch goes through the
    // platform's HTTP stack instead of the web view: no CORS, and the API host's cookies (refresh, XSRF) are kept and
    // sent natively, where SameSite does not apply. document.cookie then shows the app origin's cookies, not the API
    // host's: the client takes the XSRF token from the X-XSRF-TOKEN response header (lib/api-client.ts).
    CapacitorHttp: { enabled: true },
    CapacitorCookies: { enabled: true },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    // until the group's colour is known (lib/native/system-ui.ts): the product's default colour, light text
    StatusBar: { overlaysWebView: false, style: 'DARK', backgroundColor: '#0b57d0' },
  },
};

export default config;
