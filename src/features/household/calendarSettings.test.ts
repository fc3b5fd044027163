import { normaliseMealTime, OWN_ZONE, settingsPayload, timeZoneOptions } from './calendarSettings';

describe('meal times as typed', () => {
  it.each([
    ['18:30', '18:30'],
    ['7:30', '07:30'],
    ['0730', '07:30'],
    ['7.30', '07:30'],
    ['19h30', '19:30'],
    [' 08:00 ', '08:00'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
  ])('%s is %s', (typed, time) => expect(normaliseMealTime(typed)).toBe(time));

  it.each(['24:00', '12:60', '7', '', 'noon', '7:3', '18:30:00', '1830pm', '12:30\u0000'])('%j is no time', (typed) =>
    expect(normaliseMealTime(typed)).toBeUndefined(),
  );
});

describe('time zone choices', () => {
  it('offers each phone’s own zone first, then this device’s, then every zone once', () => {
    const options = timeZoneOptions(null, 'Europe/Paris');
    expect(options[0]).toEqual({ value: OWN_ZONE, label: 'Use each phone’s own time zone' });
    expect(options[1]).toEqual({ value: 'Europe/Paris', label: 'Europe/Paris (this device)' });
    const values = options.map((option) => option.value);
    expect(values.filter((value) => value === 'Europe/Paris')).toHaveLength(1);
    expect(values).toContain('America/New_York');
    expect(options.find((option) => option.value === 'America/New_York')?.label).toBe('America/New York');
  });

  it('keeps a saved zone this browser does not list', () => {
    const options = timeZoneOptions('Mars/Olympus_Mons', '');
    expect(options[1]).toEqual({ value: 'Mars/Olympus_Mons', label: 'Mars/Olympus Mons' });
  });
});

describe('what Save sends', () => {
  const saved = {
    timeZone: 'Europe/London',
    mealTimes: [
      { categoryId: 1, categoryName: 'Breakfast', time: '08:00' },
      { categoryId: 3, categoryName: 'Dinner', time: '18:30' },
    ],
  };

  it('nothing when nothing differs', () => {
    const edits = { zone: 'Europe/London', times: new Map([[1, '8:00']]) };
    expect(settingsPayload(saved, edits)).toEqual({ ok: true, payload: null });
  });

  it('only the zone and the times that changed; each phone’s own zone is null', () => {
    const edits = {
      zone: OWN_ZONE,
      times: new Map([
        [1, '08:00'],
        [3, '1915'],
      ]),
    };
    expect(settingsPayload(saved, edits)).toEqual({
      ok: true,
      payload: { time_zone: null, meal_times: [{ category_id: 3, time: '19:15' }] },
    });
  });

  it('the categories whose time is not a time, and nothing to send', () => {
    const edits = {
      times: new Map([
        [1, '8'],
        [3, '25:00'],
      ]),
    };
    expect(settingsPayload(saved, edits)).toEqual({ ok: false, invalid: [1, 3] });
  });
});
