import type os from 'node:os';
import { homeNetworkAddresses, openAddressLines } from './openAddresses';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '00:00:00:00:00:00', cidr: null, scopeid: 0 }) as never;

/** A laptop on Wi-Fi, with loopback, an IPv6 address and a link-local fallback on another port. */
const LAPTOP: Interfaces = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  wlan0: [entry('192.168.1.20', 'IPv4'), entry('fe80::1', 'IPv6')],
  eth1: [entry('169.254.10.2', 'IPv4')],
};

describe('homeNetworkAddresses', () => {
  it('lists the IPv4 addresses other devices can reach, not loopback or link-local', () => {
    expect(homeNetworkAddresses(LAPTOP)).toEqual(['192.168.1.20']);
    expect(homeNetworkAddresses({ lo: [entry('127.0.0.1', 'IPv4', true)] })).toEqual([]);
  });
});

describe('openAddressLines', () => {
  it('prints the home-network address beside localhost when the server listens on every interface', () => {
    expect(openAddressLines({ host: '0.0.0.0', port: 3000, publicUrl: '' }, LAPTOP)).toEqual([
      '  Forkcast is running on http://localhost:3000',
      '  On your home network: http://192.168.1.20:3000',
    ]);
  });

  it('says when no other device can reach it', () => {
    expect(openAddressLines({ host: '0.0.0.0', port: 3000, publicUrl: '' }, {})[1]).toMatch(/none/);
    expect(openAddressLines({ host: '127.0.0.1', port: 3000, publicUrl: '' }, LAPTOP)).toEqual([
      '  Forkcast is running on http://127.0.0.1:3000',
      '  Only this computer can open it (HOST=127.0.0.1); HOST=0.0.0.0 lets a phone on your network open it too',
    ]);
  });

  it('names PUBLIC_URL when it is set, and brackets an IPv6 host', () => {
    expect(openAddressLines({ host: 'fd00::5', port: 8080, publicUrl: 'https://forkcast.example' }, LAPTOP)).toEqual([
      '  Forkcast is running on http://[fd00::5]:8080',
      '  Public address (PUBLIC_URL): https://forkcast.example',
    ]);
  });
});
