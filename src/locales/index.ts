import { de } from './de';
import { en } from './en';

export const resources = { de: { translation: de }, en: { translation: en } } as const;
