/**
 * Absolute addresses for the calendar feed (issue 38). A calendar app needs a whole URL, and the
 * app must work at any address (http://192.168.1.20:3000 at home): the address is PUBLIC_URL
 * when it is set, else the one the request itself came to (its protocol and Host, which
 * Fastify reads from X-Forwarded-* only behind TRUST_PROXY_HOPS). The answer goes to that same
 * caller only (never a shared render), so a forged Host misleads nobody but its sender.
 */
import type { CalendarFeedDto } from '../../../contract/types';
import { invalid } from '../errors';

export interface RequestAddress {
  /** config.publicUrl: '' when unset. */
  publicUrl: string;
  /** 'http' or 'https'. */
  protocol: string;
  /** 'forkcast.example', '192.168.1.20:3000', '[::1]:3000'. */
  host: string;
}

/** A host name, an IPv4 address or a bracketed IPv6 one, with an optional port: nothing else. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export const HOST_INVALID = 'The address this was asked at is not one a calendar can use.';

/** The origin links are made from: 'https://forkcast.example', 'http://192.168.1.20:3000'. */
export function originOf(address: RequestAddress): string {
  if (address.publicUrl) return address.publicUrl.replace(/\/+$/, '');
  const protocol = address.protocol === 'https' ? 'https' : 'http';
  if (address.host.length > 300 || !HOST.test(address.host)) throw invalid({ host: [HOST_INVALID] });
  return `${protocol}://${address.host.toLowerCase()}`;
}

/** The feed's URL and its webcal:// twin (Apple Calendar subscribes to that in one tap). */
export function feedUrls(origin: string, token: string): CalendarFeedDto {
  const url = `${origin}/api/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
}
