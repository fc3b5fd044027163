import { MEAL_TIME_PATTERN } from '@contract/schemas';
import type { HouseholdSettingsPayload } from '@contract/types';
import type { MealTime } from '@/api/models';

/** The select's value for "each phone's own time zone" (null on the wire). */
export const OWN_ZONE = '';

/** The browser's own zone ('Europe/London'), or '' where it names none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

/** Every zone this browser knows; an old one that lists none offers UTC. */
function knownZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
  } catch {
    return ['UTC'];
  }
}

/** 'America/Argentina/Buenos_Aires' → 'America/Argentina/Buenos Aires'. */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');

/**
 * The time zone choices: each phone's own first, then the browser's zone (suggested), then the
 * household's saved zone if this browser does not list it, then every zone the browser knows.
 */
export function timeZoneOptions(saved: string | null, browser: string = browserTimeZone()) {
  const options = [{ value: OWN_ZONE, label: 'Use each phone’s own time zone' }];
  const seen = new Set<string>();
  const add = (zone: string, label = zoneLabel(zone)) => {
    if (!zone || seen.has(zone)) return;
    seen.add(zone);
    options.push({ value: zone, label });
  };
  if (browser) add(browser, `${zoneLabel(browser)} (this device)`);
  if (saved) add(saved);
  for (const zone of knownZones()) add(zone);
  return options;
}

/**
 * A typed time as the server stores it: '7:30', '0730', '7.30' and '19h30' become '07:30' and
 * '19:30'; anything else is undefined (not a 24-hour time).
 */
export function normaliseMealTime(typed: string): string | undefined {
  const match = /^\s*(\d{1,2})\s*[:.hH]?\s*(\d{2})\s*$/.exec(typed);
  if (!match) return undefined;
  const time = `${match[1].padStart(2, '0')}:${match[2]}`;
  return MEAL_TIME_PATTERN.test(time) ? time : undefined;
}

/** The form's edits: the zone chosen (undefined: unchanged) and the times typed, by category id. */
export interface SettingsEdits {
  zone?: string;
  times: ReadonlyMap<number, string>;
}

export type SettingsCheck = { ok: true; payload: HouseholdSettingsPayload | null } | { ok: false; invalid: number[] };

/**
 * What Save sends: only what differs from the saved settings (another parent's change to the rest
 * stands), or null when nothing does; or the categories whose typed time is not a time.
 */
export function settingsPayload(saved: { timeZone: string | null; mealTimes: MealTime[] }, edits: SettingsEdits) {
  const invalid: number[] = [];
  const mealTimes: { category_id: number; time: string }[] = [];
  for (const meal of saved.mealTimes) {
    const typed = edits.times.get(meal.categoryId);
    if (typed === undefined) continue;
    const time = normaliseMealTime(typed);
    if (time === undefined) invalid.push(meal.categoryId);
    else if (time !== meal.time) mealTimes.push({ category_id: meal.categoryId, time });
  }
  if (invalid.length > 0) return { ok: false, invalid } satisfies SettingsCheck;
  const payload: HouseholdSettingsPayload = {};
  const zone = edits.zone === undefined ? undefined : edits.zone === OWN_ZONE ? null : edits.zone;
  if (zone !== undefined && zone !== saved.timeZone) payload.time_zone = zone;
  if (mealTimes.length > 0) payload.meal_times = mealTimes;
  return { ok: true, payload: Object.keys(payload).length > 0 ? payload : null } satisfies SettingsCheck;
}
