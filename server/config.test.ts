import { loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to the listening address', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
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
