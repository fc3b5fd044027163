import { renderHook } from '@testing-library/react';
import { apiHost, mediaSrcSet, mediaUrl, usePageOrigin } from './host';
import { provideServerContext, type ServerContext } from './serverContext';

/**
 * Media are same-origin paths (issue 33, "open it from any address"): an absolute URL built from
 * one origin is blocked by the CSP when the page is opened at another (127.0.0.1, a phone at
 * 192.168.1.20), and the server renderer has no way to know which one the visitor used.
 */
describe('media URLs', () => {
  it('are same-origin paths, whatever address the page was opened at', () => {
    expect(mediaUrl('uploads/recipes/soup-640.webp')).toBe('/uploads/recipes/soup-640.webp');
    expect(mediaSrcSet('uploads/recipes/soup-640.webp')).toMatch(/^\/uploads\/recipes\/soup-\d+\.webp \d+w, \//);
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });

  it('are the same on the server renderer, with or without PUBLIC_URL', () => {
    for (const publicUrl of ['', 'https://forkcast.example']) {
      const context: ServerContext = {
        origin: publicUrl || 'http://forkcast.invalid',
        publicUrl,
        fetch,
        setTitle: () => {},
      };
      provideServerContext(() => context);
      try {
        expect(mediaUrl('uploads/recipes/soup-640.webp')).toBe('/uploads/recipes/soup-640.webp');
        // API calls keep an absolute base: the renderer's fetch needs one.
        expect(apiHost()).toBe(context.origin);
      } finally {
        provideServerContext(() => undefined);
      }
    }
  });
});

describe('usePageOrigin', () => {
  it('is the address the visitor used, in the browser', () => {
    expect(renderHook(() => usePageOrigin()).result.current).toBe(window.location.origin);
  });

  it('is PUBLIC_URL on the server renderer, or nothing (a same-origin path) without it', () => {
    for (const publicUrl of ['', 'https://forkcast.example']) {
      provideServerContext(() => ({ origin: 'http://forkcast.invalid', publicUrl, fetch, setTitle: () => {} }));
      try {
        expect(renderHook(() => usePageOrigin()).result.current).toBe(publicUrl);
      } finally {
        provideServerContext(() => undefined);
      }
    }
  });
});
