import { loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to none: links are same-origin paths, whatever address the visitor used', () => {
    expect(loadConfig({}).publicUrl).toBe('');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: '' }).publicUrl).toBe('');
  });

  it('is taken as given, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://forkcast.example/' }).publicUrl).toBe('https://forkcast.example');
  });

  it('must be an absolute http(s) address: the server refuses to start otherwise', () => {
    for (const value of ['forkcast.example', '//forkcast.example', 'javascript:alert(1)', 'ftp://forkcast.example']) {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be an absolute http\(s\) address/);
    }
  });
});

describe('HOST', () => {
  it('defaults to every IPv4 interface, so a phone on the home network reaches the server', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

describe('METRICS, METRICS_TOKEN, METRICS_ALLOW', () => {
  it('default to on, without a token, for private network addresses', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: true, token: undefined, allowFrom: 'private' });
  });

  it('are taken as given', () => {
    const token = 'a'.repeat(16);
    expect(loadConfig({ METRICS: 'off' }).metrics.enabled).toBe(false);
    expect(loadConfig({ METRICS: 'on', METRICS_ALLOW: 'any', METRICS_TOKEN: token }).metrics).toEqual({
      enabled: true,
      token,
      allowFrom: 'any',
    });
    expect(loadConfig({ METRICS_TOKEN: '' }).metrics.token).toBeUndefined();
  });

  it('refuse to start on a value they do not know, rather than leave the metrics on or open', () => {
    expect(() => loadConfig({ METRICS: 'false' })).toThrow("METRICS must be 'on' or 'off' (got 'false').");
    expect(() => loadConfig({ METRICS_ALLOW: 'public' })).toThrow(
      "METRICS_ALLOW must be 'private' or 'any' (got 'public').",
    );
    for (const token of ['short', 'sixteen chars ok', `${'a'.repeat(20)}\n`]) {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN must be at least 16 printable/);
    }
  });
});

describe('IMPORT_ALLOWED_HOSTS, IMPORT_FETCH_TIMEOUT_MS', () => {
  it('default to no host let through and the contract deadline', () => {
    expect(loadConfig({}).recipeImport).toEqual({ allowedHosts: [], fetchTimeoutMs: 10_000 });
  });

  it('read host:port pairs, trimmed and lower-cased, IPv6 in brackets', () => {
    expect(
      loadConfig({ IMPORT_ALLOWED_HOSTS: ' 127.0.0.1:4100, [::1]:4100 ,Recipes.Test:8080,' }).recipeImport.allowedHosts,
    ).toEqual(['127.0.0.1:4100', '[::1]:4100', 'recipes.test:8080']);
  });

  it('refuse to start on an entry that is not host:port, rather than open more than asked', () => {
    for (const value of [
      '127.0.0.1',
      '*:80',
      '127.0.0.1:0',
      '127.0.0.1:70000',
      'http://127.0.0.1:80',
      '10.0.0.0/8:80',
    ]) {
      expect(() => loadConfig({ IMPORT_ALLOWED_HOSTS: value })).toThrow(/IMPORT_ALLOWED_HOSTS must be host:port pairs/);
    }
  });

  it('may shorten the fetch deadline (tests), never lengthen it', () => {
    expect(loadConfig({ IMPORT_FETCH_TIMEOUT_MS: '300' }).recipeImport.fetchTimeoutMs).toBe(300);
    expect(loadConfig({ IMPORT_FETCH_TIMEOUT_MS: '60000' }).recipeImport.fetchTimeoutMs).toBe(10_000);
  });
});
