import { deApp } from './app';
import { deMessages } from './messages';
import { deBooking } from './booking';

export const de = { ...deMessages, ...deApp, ...deBooking };
