import { latestInvite, worksUntil } from './invite';

describe('worksUntil', () => {
  it('names the day the code stops working', () => {
    expect(worksUntil('2026-12-03T12:00:00Z')).toBe('Works until Thursday 3 December');
  });

  it('says nothing of a date it cannot read', () => {
    expect(worksUntil('soon')).toBeUndefined();
  });
});

describe('latestInvite', () => {
  const older = { code: 'AAAA-BBBB', expires_at: '2026-12-03T12:00:00Z' };
  const newer = { code: 'CCCC-DDDD', expires_at: '2026-12-04T09:00:00Z' };

  it('takes the code that works longest, whichever side it is on', () => {
    expect(latestInvite(older, newer)).toBe(newer);
    expect(latestInvite(newer, older)).toBe(newer);
  });

  it('takes the one there is', () => {
    expect(latestInvite(undefined, older)).toBe(older);
    expect(latestInvite(older, undefined)).toBe(older);
    expect(latestInvite(undefined, undefined)).toBeUndefined();
  });
});
