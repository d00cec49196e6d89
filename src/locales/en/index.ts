import { enApp } from './app';
import { enMessages } from './messages';
import { enBooking } from './booking';

export const en = { ...enMessages, ...enApp, ...enBooking };
