import { enApp } from './app';
import { enMessages } from './messages';

export const en = { ...enMessages, ...enApp };
