/**
 * An iCalendar file of timed events in one time zone (issue 38's calendar feed), written with the
 * `ics` package: it escapes and folds every value it writes. `ics` has no time zones, so its
 * events are written as local times and `withTimeZone` adds, in one place, the TZID parameter to
 * each start, the zone's VTIMEZONE block (timezones-ical-library) and the calendar properties
 * `ics` does not write (NAME, X-WR-TIMEZONE, REFRESH-INTERVAL).
 */
import { createEvents, type EventAttributes } from 'ics';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { IsoDate } from '../../../contract/weeks';

export interface CalendarEvent {
  /** Stable across reads: a calendar updates the event it already has. */
  uid: string;
  /** The local date and 24-hour time it starts at, in the calendar's zone. */
  date: IsoDate;
  time: string;
  minutes: number;
  title: string;
  description?: string;
  url?: string;
  /** When the event was made (DTSTAMP): fixed, so the same plan reads the same. */
  stamp: Date;
}

export interface CalendarInput {
  /** The calendar's name as apps show it. */
  name: string;
  /** An IANA zone; null: UTC. */
  timeZone: string | null;
  events: readonly CalendarEvent[];
}

/** A zone's VTIMEZONE block and the TZID it names (aliases resolved: 'US/Eastern' → America/New_York). */
export interface ZoneBlock {
  tzid: string;
  vtimezone: string;
}

/** The zone's block, or null when the library does not know the zone. */
export function zoneBlock(timeZone: string): ZoneBlock | null {
  const block = tzlib_get_ical_block(timeZone);
  if (!Array.isArray(block) || typeof block[0] !== 'string' || !block[0].startsWith('BEGIN:VTIMEZONE')) return null;
  const tzid = /^TZID:(.+)$/m.exec(block[0])?.[1]?.trim();
  return tzid ? { tzid, vtimezone: block[0].replace(/(\r\n)?$/, '\r\n') } : null;
}

/** Events per call of `ics`: each costs ~0.2–0.3 ms (its validation), so a batch takes a few ms. */
const EVENTS_PER_BATCH = 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * RFC 5545 TEXT escaping, for NAME (RFC 7986, TEXT), which `ics` does not write. X-WR-CALNAME is
 * left as `ics` writes it (new lines escaped only): readers take that extension's value as is.
 */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/;/g, '\\;').replace(/,/g, '\\,');

/** Folds a content line at 75 octets, never inside a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; each further one 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** '2026-11-28' and '18:30' as an iCalendar local date-time: '20261128T183000'. */
const localDateTime = (date: IsoDate, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

function attributesOf(event: CalendarEvent): EventAttributes {
  return {
    uid: event.uid,
    // Written as given: an array would pass through a Date in the machine's own zone, which
    // moves a time inside its DST gap. The types say 'local' in and out: no Z, no conversion.
    start: localDateTime(event.date, event.time),
    startInputType: 'local',
    startOutputType: 'local',
    duration: { minutes: event.minutes },
    title: event.title,
    ...(event.description ? { description: event.description } : {}),
    ...(event.url ? { url: event.url } : {}),
    // DTSTAMP (the package's `timestamp`, missing from its types).
    ...({ timestamp: event.stamp.getTime() } as object),
  };
}

/**
 * Adds the zone to a calendar `ics` wrote with local times: `DTSTART;TZID=<zone>:…` for every
 * start (and end), the VTIMEZONE block and the zone's calendar properties before the first
 * event. `zone` null: the times stay floating (each reader's own zone). Folded continuation
 * lines begin with a space or a tab, and values never hold a raw line break, so only real
 * DTSTART lines match.
 */
export function withTimeZone(
  calendar: string,
  zone: ZoneBlock | null,
  extraProperties: readonly string[] = [],
): string {
  const timed = zone
    ? calendar.replace(/^(DTSTART|DTEND):(\d{8}T\d{6})(?=\r\n)/gm, `$1;TZID=${zone.tzid}:$2`)
    : calendar;
  const lines = [...extraProperties, ...(zone ? [`X-WR-TIMEZONE:${zone.tzid}`] : [])].map(
    (line) => `${foldLine(line)}\r\n`,
  );
  const insert = lines.join('') + (zone ? zone.vtimezone : '');
  const firstEvent = timed.indexOf('\r\nBEGIN:VEVENT\r\n');
  const at = firstEvent !== -1 ? firstEvent : timed.lastIndexOf('\r\nEND:VCALENDAR');
  return `${timed.slice(0, at + 2)}${insert}${timed.slice(at + 2)}`;
}

/** The whole calendar, written in batches that each leave the event loop a turn. */
export async function writeCalendar(input: CalendarInput): Promise<string> {
  const header = { productId: '-//Forkcast//Meal plan//EN', method: 'PUBLISH', calName: input.name };
  let head = '';
  const events: string[] = [];
  for (let index = 0; index === 0 || index < input.events.length; index += EVENTS_PER_BATCH) {
    if (index > 0) await nextTurn();
    const { error, value } = createEvents(
      input.events.slice(index, index + EVENTS_PER_BATCH).map(attributesOf),
      header,
    );
    if (error || !value) throw error ?? new Error('The calendar could not be written.');
    const firstEvent = value.indexOf('\r\nBEGIN:VEVENT\r\n');
    const footer = value.lastIndexOf('END:VCALENDAR\r\n');
    if (index === 0) head = value.slice(0, firstEvent === -1 ? footer : firstEvent + 2);
    if (firstEvent !== -1) events.push(value.slice(firstEvent + 2, footer));
  }
  const calendar = `${head}${events.join('')}END:VCALENDAR\r\n`;
  const zone = zoneBlock(input.timeZone ?? 'UTC');
  return withTimeZone(calendar, zone, [`NAME:${escapeText(input.name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H']);
}
