/**
 * The site an http(s) address belongs to, as a reader names it ("www.bbcgoodfood.com" →
 * "bbcgoodfood.com"); null for anything else (another scheme, not an address).
 */
export function siteName(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.replace(/^www\./i, '') || null;
  } catch {
    return null;
  }
}
