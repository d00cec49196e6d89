import { deApp } from './app';
import { deMessages } from './messages';

export const de = { ...deMessages, ...deApp };
