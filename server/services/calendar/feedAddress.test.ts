import { DomainError } from '../errors';
import { feedUrls, originOf } from './feedAddress';

describe('originOf', () => {
  it('is PUBLIC_URL when set, whatever the request’s Host', () => {
    expect(originOf({ publicUrl: 'https://forkcast.example/', protocol: 'http', host: 'evil.example' })).toBe(
      'https://forkcast.example',
    );
  });

  it('is the address the request came to otherwise: a home address, a name, an IPv6 address', () => {
    expect(originOf({ publicUrl: '', protocol: 'http', host: '192.168.1.20:3000' })).toBe('http://192.168.1.20:3000');
    expect(originOf({ publicUrl: '', protocol: 'https', host: 'Forkcast.Example' })).toBe('https://forkcast.example');
    expect(originOf({ publicUrl: '', protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it.each(['evil.example/path', 'a b', 'x@evil.example', '', 'host:99999999', `${'a'.repeat(400)}.example`])(
    'refuses the Host %p',
    (host) => {
      expect(() => originOf({ publicUrl: '', protocol: 'http', host })).toThrow(DomainError);
    },
  );
});

describe('feedUrls', () => {
  it('answers the feed’s URL and its webcal:// twin, from https and from http', () => {
    expect(feedUrls('https://forkcast.example', 'T0KEN')).toEqual({
      url: 'https://forkcast.example/api/calendar/T0KEN.ics',
      webcal_url: 'webcal://forkcast.example/api/calendar/T0KEN.ics',
    });
    expect(feedUrls('http://192.168.1.20:3000', 'T0KEN').webcal_url).toBe(
      'webcal://192.168.1.20:3000/api/calendar/T0KEN.ics',
    );
  });
});
