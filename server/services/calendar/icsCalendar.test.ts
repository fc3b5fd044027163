import ICAL from 'ical.js';
import { foldLine, withTimeZone, writeCalendar, zoneBlock, type CalendarEvent } from './icsCalendar';

/** Parses a calendar as a subscribing app would, its zones registered so times resolve. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'meal-1@forkcast',
  date: '2026-11-28',
  time: '18:30',
  minutes: 45,
  title: 'Dinner: Chicken curry',
  stamp: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});

afterEach(() => ICAL.TimezoneService.reset());

describe('withTimeZone', () => {
  const plain = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'X-WR-CALNAME:Home',
    'BEGIN:VEVENT',
    'UID:a',
    'SUMMARY:Dinner: a long title that was folded and whose next line looks like a start',
    '\tDTSTART:20200101T000000',
    'DTSTART:20261128T183000',
    'DTEND:20261128T191500',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const london = zoneBlock('Europe/London')!;

  it('names the zone on every start and end, and puts its VTIMEZONE and properties before the first event', () => {
    const text = withTimeZone(plain, london, ['NAME:Home']);
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/London:20261128T183000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20261128T191500');
    // A folded continuation line is part of the summary, not a start.
    expect(lines).toContain('\tDTSTART:20200101T000000');
    const order = ['X-WR-CALNAME:Home', 'NAME:Home', 'X-WR-TIMEZONE:Europe/London', 'BEGIN:VTIMEZONE', 'BEGIN:VEVENT'];
    const positions = order.map((line) => lines.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('leaves the times floating when the zone is unknown, and adds its properties to a calendar without events', () => {
    const empty = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    expect(withTimeZone(empty, null, ['NAME:Home'])).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nNAME:Home\r\nEND:VCALENDAR\r\n',
    );
    expect(withTimeZone(plain, null)).toContain('\r\nDTSTART:20261128T183000\r\n');
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(zoneBlock('Not/AZone')).toBeNull();
    quiet.mockRestore();
  });

  it('resolves aliases to the zone the block names', () => {
    expect(zoneBlock('US/Eastern')?.tzid).toBe('America/New_York');
    expect(zoneBlock('UTC')?.tzid).toBe('Etc/UTC');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'🍛'.repeat(40)}`;
    const parts = foldLine(line).split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.join('')).toBe(line);
    expect(foldLine('NAME:short')).toBe('NAME:short');
  });
});

describe('writeCalendar', () => {
  it('keeps commas, semicolons, backslashes, new lines and emoji of titles and the name', async () => {
    const title = 'Dinner: Curry, rice; naan \\ "best"\nDTSTART:20200101T000000 🍛';
    const text = await writeCalendar({
      name: 'Forkcast — Sam, Alex; and Mia’s family',
      timeZone: 'Europe/London',
      events: [
        event({
          title,
          description: 'For: Sam, Alex\nLeftover of Sunday’s dinner',
          url: 'http://192.168.1.20:3000/recipe-details/5',
        }),
      ],
    });
    const { calendar, events } = parse(text);
    expect(events).toHaveLength(1);
    expect(events[0].summary).toBe(title);
    expect(events[0].description).toBe('For: Sam, Alex\nLeftover of Sunday’s dinner');
    expect(events[0].component.getFirstPropertyValue('url')).toBe('http://192.168.1.20:3000/recipe-details/5');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Forkcast — Sam, Alex; and Mia’s family');
    // NAME is TEXT (RFC 7986), which ical.js does not type: read it with its TEXT decoder.
    const name = calendar.getFirstPropertyValue('name') as string;
    expect(ICAL.design.icalendar.value.text.fromICAL(name)).toBe('Forkcast — Sam, Alex; and Mia’s family');
    // The title's own "DTSTART:" stays text: one start, in the zone.
    expect(text.match(/^DTSTART;TZID=Europe\/London:/gm)).toHaveLength(1);
    expect(text).not.toMatch(/^DTSTART[^\r\n]*20200101/m);
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });

  it('writes every event of a long plan, the same text on every read', async () => {
    const events = Array.from({ length: 130 }, (_, index) =>
      event({ uid: `meal-${index}@forkcast`, title: `Dinner: Meal ${index}` }),
    );
    const input = { name: 'Forkcast — Home', timeZone: 'America/New_York', events };
    const [first, second] = [await writeCalendar(input), await writeCalendar(input)];
    expect(second).toBe(first);
    const parsed = parse(first);
    expect(parsed.events.map((item) => item.uid)).toEqual(events.map((item) => item.uid));
    // 18:30 in New York in November is 23:30 UTC.
    expect(parsed.events[129].startDate.toJSDate().toISOString()).toBe('2026-11-28T23:30:00.000Z');
    expect(parsed.calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  });

  it('leaves the event loop a turn between batches of events', async () => {
    let turns = 0;
    let writing = true;
    const spin = () => {
      turns += 1;
      if (writing) setImmediate(spin);
    };
    setImmediate(spin);
    const events = Array.from({ length: 100 }, (_, index) => event({ uid: `meal-${index}@forkcast` }));
    await writeCalendar({ name: 'Home', timeZone: 'Europe/London', events });
    writing = false;
    // 100 events in batches of 10: the loop ran between each two.
    expect(turns).toBeGreaterThanOrEqual(9);
  });

  it('writes an empty calendar with its name and zone, in UTC when the family has none', async () => {
    const text = await writeCalendar({ name: 'Forkcast — Home', timeZone: null, events: [] });
    const { calendar, events } = parse(text);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Etc/UTC');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
  });

  it('does not depend on the machine’s own zone', async () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Europe/London';
      // 01:30 on the morning the UK's clocks go forward: a Date in London would move it to 02:30.
      const text = await writeCalendar({
        name: 'Home',
        timeZone: 'America/New_York',
        events: [event({ date: '2027-03-28', time: '01:30' })],
      });
      expect(text).toContain('DTSTART;TZID=America/New_York:20270328T013000');
    } finally {
      process.env.TZ = saved;
    }
  });
});
