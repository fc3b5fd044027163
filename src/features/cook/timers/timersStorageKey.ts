/** Where the timers are kept between pages and reloads (read by the first bundle's tray slot too). */
export const TIMERS_STORAGE_KEY = 'forkcast.timers';
