import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { RECIPE_IMPORT } from '../../../contract/constants';
import { answer, endless, html, redirect, slow, startRecipeSite, status, type RecipeSite } from '../../test/recipeSite';
import { decodePage, fetchPage } from './fetchPage';
import { FetchFailure, type FetchRules } from './safeFetch';

let site: RecipeSite;
let other: RecipeSite;
let rules: FetchRules;
const page = '<!doctype html><html><head><title>Soup</title></head><body>Soup</body></html>';

beforeAll(async () => {
  const gzip = promisify(zlib.gzip);
  const brotli = promisify(zlib.brotliCompress);
  // 100 MB of spaces squeezed into about 100 KB.
  const bomb = await gzip(Buffer.alloc(100 * 1024 * 1024, ' '), { level: 9 });
  other = await startRecipeSite({ '/': html(page) });
  site = await startRecipeSite({
    '/soup': html(page),
    '/gzip': answer('text/html', await gzip(Buffer.from(page)), { 'content-encoding': 'gzip' }),
    '/brotli': answer('text/html', await brotli(Buffer.from(page)), { 'content-encoding': 'br' }),
    '/bomb': answer('text/html', bomb, { 'content-encoding': 'gzip' }),
    '/huge': answer('text/html', Buffer.alloc(RECIPE_IMPORT.pageMaxBytes + 1, ' ')),
    '/endless': endless,
    '/forbidden': status(403),
    '/gone': status(500),
    '/slow': slow(5_000),
    '/png': answer('image/png', Buffer.from('89504e470d0a1a0a', 'hex')),
    '/pdf': answer('application/pdf', '%PDF-1.7'),
    '/untyped-page': (_request, response) => void response.end(page),
    '/untyped-bytes': (_request, response) => void response.end(Buffer.from('89504e470d0a1a0a', 'hex')),
    '/latin1': answer('text/html; charset=windows-1252', Buffer.from('<p>Cr\xe8me br\xfbl\xe9e</p>', 'latin1')),
    '/meta-latin1': answer('text/html', Buffer.from('<meta charset="iso-8859-1"><p>Cr\xe8me</p>', 'latin1')),
    '/hop1': redirect('/hop2', 301),
    '/hop2': redirect('/hop3', 302),
    '/hop3': redirect('/hop4', 303),
    '/hop4': redirect('/hop5', 307),
    '/hop5': redirect('/soup', 308),
    '/hop0': redirect('/hop1'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-other-port': redirect(`http://127.0.0.1:${other.port}/`),
    '/to-file': redirect('file:///etc/passwd'),
    '/to-ftp': redirect('ftp://127.0.0.1/'),
  });
  rules = { allowedHosts: new Set([site.hostPort]), timeoutMs: 500, userAgent: 'Forkcast-Importer/1.0 (test)' };
}, 60_000);
afterAll(async () => {
  await site.close();
  await other.close();
});

async function failureOf(promise: Promise<unknown>): Promise<FetchFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchFailure) return error;
    throw error;
  }
  throw new Error('the fetch succeeded');
}

describe('fetchPage', () => {
  it('fetches a page with an honest User-Agent, asking for HTML', async () => {
    const fetched = await fetchPage(`${site.origin}/soup`, rules);
    expect(fetched).toEqual({ url: `${site.origin}/soup`, html: page });
    expect(site.headersOf.get('/soup')).toMatchObject({
      'user-agent': 'Forkcast-Importer/1.0 (test)',
      accept: expect.stringMatching(/^text\/html/),
    });
  });

  it('decompresses gzip and brotli answers', async () => {
    expect((await fetchPage(`${site.origin}/gzip`, rules)).html).toBe(page);
    expect((await fetchPage(`${site.origin}/brotli`, rules)).html).toBe(page);
  });

  it('follows five redirects, and answers the address the page came from', async () => {
    expect(await fetchPage(`${site.origin}/hop1`, rules)).toEqual({ url: `${site.origin}/soup`, html: page });
    expect(await failureOf(fetchPage(`${site.origin}/hop0`, rules))).toMatchObject({ kind: 'network' });
  });

  it('refuses a redirect to a private address or a port not allowed, without connecting to it', async () => {
    const before = other.connections();
    expect(await failureOf(fetchPage(`${site.origin}/to-metadata`, rules))).toMatchObject({ kind: 'refused' });
    expect(await failureOf(fetchPage(`${site.origin}/to-other-port`, rules))).toMatchObject({ kind: 'refused' });
    expect(other.connections()).toBe(before);
  });

  it('refuses a redirect to another scheme', async () => {
    expect(await failureOf(fetchPage(`${site.origin}/to-file`, rules))).toMatchObject({ kind: 'refused' });
    expect(await failureOf(fetchPage(`${site.origin}/to-ftp`, rules))).toMatchObject({ kind: 'refused' });
  });

  it('refuses loopback, private, link-local, CGNAT and metadata addresses without the allowlist', async () => {
    const closed = { ...rules, allowedHosts: new Set<string>() };
    const before = site.connections();
    for (const address of [
      `${site.origin}/soup`,
      `http://localhost:${site.port}/soup`,
      `http://[::1]:${site.port}/soup`,
      `http://[::ffff:127.0.0.1]:${site.port}/soup`,
      `http://2130706433:${site.port}/soup`,
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0/',
    ]) {
      expect({ address, kind: (await failureOf(fetchPage(address, closed))).kind }).toEqual({
        address,
        kind: 'refused',
      });
    }
    expect(site.connections()).toBe(before);
  });

  it('answers the site’s refusal with its status', async () => {
    expect(await failureOf(fetchPage(`${site.origin}/forbidden`, rules))).toMatchObject({
      kind: 'status',
      status: 403,
    });
    expect(await failureOf(fetchPage(`${site.origin}/gone`, rules))).toMatchObject({ kind: 'status', status: 500 });
  });

  it('gives up on a slow site at the deadline', async () => {
    const started = Date.now();
    expect(await failureOf(fetchPage(`${site.origin}/slow`, rules))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops reading past 5 MB: declared, streamed, or decompressed from a small gzip', async () => {
    const long = { ...rules, timeoutMs: 10_000 };
    expect(await failureOf(fetchPage(`${site.origin}/huge`, long))).toMatchObject({ kind: 'tooLarge' });
    expect(await failureOf(fetchPage(`${site.origin}/endless`, long))).toMatchObject({ kind: 'tooLarge' });
    expect(await failureOf(fetchPage(`${site.origin}/bomb`, long))).toMatchObject({ kind: 'tooLarge' });
  });

  it('refuses what is not a page: an image, a PDF, bytes without a type', async () => {
    for (const path of ['/png', '/pdf', '/untyped-bytes']) {
      expect(await failureOf(fetchPage(`${site.origin}${path}`, rules))).toMatchObject({ kind: 'notHtml' });
    }
    expect((await fetchPage(`${site.origin}/untyped-page`, rules)).html).toBe(page);
  });

  it('answers a connection refused as a network failure', async () => {
    const port = other.port;
    await other.close();
    const failure = await failureOf(
      fetchPage(`http://127.0.0.1:${port}/`, { ...rules, allowedHosts: new Set([`127.0.0.1:${port}`]) }),
    );
    expect(failure.kind).toBe('network');
    other = await startRecipeSite({});
  });

  it('refuses an address that is not http(s)', async () => {
    for (const address of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,<p>x', 'not a url']) {
      expect(await failureOf(fetchPage(address, rules))).toMatchObject({ kind: 'refused' });
    }
  });

  it('decodes the page by its charset: the header, then <meta charset>', async () => {
    expect((await fetchPage(`${site.origin}/latin1`, rules)).html).toBe('<p>Crème brûlée</p>');
    expect((await fetchPage(`${site.origin}/meta-latin1`, rules)).html).toContain('Crème');
  });
});

describe('decodePage', () => {
  it('reads a byte order mark first, ignores an unknown charset, and defaults to UTF-8', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>Café</p>')]);
    expect(decodePage(bom, 'windows-1252')).toBe('<p>Café</p>');
    expect(decodePage(Buffer.from('<p>Café</p>'), 'no-such-charset')).toBe('<p>Café</p>');
    expect(decodePage(Buffer.from('<meta charset="utf-16"><p>Café</p>'), null)).toContain('Café');
  });
});
