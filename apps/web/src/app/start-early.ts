/**
 * The first screen's early reads (early-data.ts), sent as the very first thing the app does: main.tsx imports
 * this module before the router, whose creation already starts the route modules' downloads.
 */
import { getRole } from '../lib/session';
import { startEarly } from './early-data';

startEarly(window.location.pathname, getRole());
