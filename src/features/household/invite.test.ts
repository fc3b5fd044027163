import { inviteLink, inviteReach, latestInvite, usesLeft, worksUntil } from './invite';

describe('worksUntil', () => {
  it('names the day the code stops working', () => {
    expect(worksUntil('2026-12-03T12:00:00Z')).toBe('Works until Thursday 3 December');
  });

  it('says nothing of a date it cannot read', () => {
    expect(worksUntil('soon')).toBeUndefined();
  });
});

describe('latestInvite', () => {
  const older = { code: 'AAAA-BBBB', path: '/join/AAAA-BBBB', expiresAt: '2026-12-03T12:00:00Z', usesLeft: 1 };
  const newer = { code: 'CCCC-DDDD', path: '/join/CCCC-DDDD', expiresAt: '2026-12-04T09:00:00Z', usesLeft: 1 };

  it('takes the code that works longest, whichever side it is on', () => {
    expect(latestInvite(older, newer)).toBe(newer);
    expect(latestInvite(newer, older)).toBe(newer);
  });

  it('takes the one there is', () => {
    expect(latestInvite(undefined, older)).toBe(older);
    expect(latestInvite(older, undefined)).toBe(older);
    expect(latestInvite(undefined, undefined)).toBeUndefined();
  });

  it('believes a fetch asked for after the code was made, even when it has no code (used up, cancelled)', () => {
    expect(latestInvite(undefined, newer, 2000, 1000)).toBeUndefined();
    expect(latestInvite(older, newer, 2000, 1000)).toBe(older);
    expect(latestInvite(undefined, newer, 500, 1000)).toBe(newer);
  });
});

describe('what a code says about itself', () => {
  const invite = { code: 'K7QX-M2PA', path: '/join/K7QX-M2PA', expiresAt: '2026-12-03T12:00:00Z', usesLeft: 1 };

  it('says until when and for how many it works', () => {
    expect(usesLeft(1)).toBe('single use');
    expect(usesLeft(4)).toBe('4 uses left');
    expect(inviteReach(invite)).toBe('Works until Thursday 3 December · single use');
    expect(inviteReach({ ...invite, usesLeft: 3, expiresAt: 'soon' })).toBe('3 uses left');
  });

  it('is a whole link at the address the page was opened at', () => {
    expect(inviteLink(invite, 'http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000/join/K7QX-M2PA');
    expect(inviteLink(invite)).toBe(`${window.location.origin}/join/K7QX-M2PA`);
  });
});
