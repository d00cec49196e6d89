import { createApiClient } from './api-client';
import { baseLanguage } from './locale';
import { i18n } from './i18n';
import { noteApiResponse } from './offline-data';
import { checkInWorker } from './response-check/response-checker';
import { session } from './session';
import { apiBaseUrl } from './token';
import { readXsrfToken } from './xsrf';

/** The app's one API client. */
export const api = createApiClient({
  // config (zod-validated) loads on the first call, keeping zod out of the first chunk
  baseUrl: async () => apiBaseUrl(session.getHost(), (await import('./config')).config.apiHost, globalThis.location?.protocol),
  getToken: session.getToken,
  setToken: session.setToken,
  signOut: session.clear,
  language: () => baseLanguage(i18n.language),
  xsrfToken: () => readXsrfToken(),
  checkNamed: checkInWorker,
  fetch: async (input, init) => {
    const response = await globalThis.fetch(input, init);
    noteApiResponse(response);
    return response;
  },
});
