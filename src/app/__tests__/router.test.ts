import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { matchPage, PAGES, type PageId } from '@contract/pages';
import { routes } from '../router';

/** The router reads the page manifest (contract/pages.ts); webpack needs the chunk names written out in router.tsx. */
const ROUTER = readFileSync(path.resolve(__dirname, '../router.tsx'), 'utf8');
const pageIds = Object.keys(PAGES) as PageId[];
const sampleAddress = (pattern: string) => pattern.replace(/:[a-z]+/gi, '12');

it("loads each page's module into the chunk the manifest names", () => {
  for (const id of pageIds) {
    const entry = new RegExp(`^\\s*${id}: page\\(\\s*\\(\\) =>\\s*import\\(\\s*/\\* webpackChunkName: "([^"]+)"`, 'm');
    expect(`${id}: ${entry.exec(ROUTER)?.[1] ?? 'missing'}`).toBe(`${id}: ${PAGES[id].chunk}`);
  }
});

it("routes each page's address to a page of its own, and the address back to the page", () => {
  for (const id of pageIds.filter((pageId) => PAGES[pageId].path !== '*')) {
    const address = sampleAddress(PAGES[id].path);
    const leaf = matchRoutes(routes, address)?.at(-1)?.route;
    expect(`${id} ${address}: ${leaf?.path ?? (leaf?.index ? 'index' : 'none')}`).not.toMatch(/: (none|\*)$/);
    expect(matchPage(address)?.id).toBe(id);
  }
  expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  expect(matchPage('/no-such-page')).toBeNull();
});
