/**
 * The first screen's early reads (early-data.ts), sent as the very first thing the app does: main.tsx imports
 * this module before the router, whose loaders would send them only once the route's modules have arrived.
 */
import { getRole } from '../lib/session';
import { startEarly } from './early-data';

startEarly(window.location.pathname, getRole());
