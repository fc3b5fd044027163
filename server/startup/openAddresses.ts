/**
 * The addresses `npm start` prints: where this computer opens Forkcast, and where a phone or
 * another computer on the home network does. Without PUBLIC_URL the pages work from any of them
 * (docs/decisions.md, "Any address").
 */
import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** Hosts that mean "every interface" to `listen`. */
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);
/** Hosts only this computer can reach. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * This machine's IPv4 addresses other devices can reach: not loopback, not link-local
 * (169.254.x.y, what an interface takes when no router answered). Sorted, without repeats.
 */
export function homeNetworkAddresses(interfaces: Interfaces = os.networkInterfaces()): string[] {
  const found = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family !== 'IPv4' || entry.internal || entry.address.startsWith('169.254.')) continue;
      found.add(entry.address);
    }
  }
  return [...found].sort();
}

const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/** The start-up lines naming the addresses to open, for a server listening on `host`:`port`. */
export function openAddressLines(
  { host, port, publicUrl }: { host: string; port: number; publicUrl: string },
  interfaces: Interfaces = os.networkInterfaces(),
): string[] {
  const lines: string[] = [];
  if (ALL_INTERFACES.has(host)) {
    lines.push(`  Forkcast is running on http://localhost:${port}`);
    const home = homeNetworkAddresses(interfaces);
    for (const address of home) lines.push(`  On your home network: http://${address}:${port}`);
    if (home.length === 0) lines.push('  On your home network: none (this computer has no network address right now)');
  } else if (LOOPBACK.has(host)) {
    lines.push(`  Forkcast is running on http://${urlHost(host)}:${port}`);
    lines.push(
      `  Only this computer can open it (HOST=${host}); HOST=0.0.0.0 lets a phone on your network open it too`,
    );
  } else {
    lines.push(`  Forkcast is running on http://${urlHost(host)}:${port}`);
  }
  if (publicUrl) lines.push(`  Public address (PUBLIC_URL): ${publicUrl}`);
  return lines;
}
