import { useEffect } from 'react';
import type { EgoResponse } from '../../contract/ego';
import { applyLocale, storedLanguage } from '../lib/i18n';

/** The UI speaks the user's language with the group's overrides; before sign-in the device's choice. */
export function useLocaleSync(ego: EgoResponse | undefined, signedIn: boolean): void {
  const language = ego?.user.language;
  const group = ego?.group;
  useEffect(() => {
    if (signedIn && language && group) void applyLocale(language, group);
    else if (!signedIn) void applyLocale(storedLanguage());
  }, [signedIn, language, group]);
}
