import { toShoppingItem } from '@/api/mappers';
import type { QueuedShoppingChange } from '@/api/offline/shoppingQueue';
import { offlineItemId } from '@/api/offline/shoppingQueue';
import { LENTILS, ONIONS, SOAP } from './__tests__/shoppingFixtures';
import { isQueuedItem, overlayOf, withOverlay } from './offlineOverlay';

const queued = (change: Record<string, unknown>, index: number) =>
  ({
    id: `q${index}`,
    account: 'a',
    token: 't',
    apiBase: '/api',
    changedAt: '2026-11-28T10:00:00.000Z',
    ...change,
  }) as QueuedShoppingChange;

const items = [ONIONS, LENTILS, SOAP].map(toShoppingItem);

describe('the offline overlay', () => {
  it('lays ticks, hides and removals over the list of their week only, and adds typed items at the end', () => {
    const overlay = overlayOf(
      [
        { kind: 'patch', itemId: 'p-onion', week: '2026-11-28', body: { checked: true } },
        { kind: 'patch', itemId: 'p-onion', week: '2026-11-28', body: { hidden: true } },
        { kind: 'patch', itemId: 'p-red-lentil', week: '2026-12-05', body: { checked: false } },
        { kind: 'remove', itemId: 'm-12' },
        { kind: 'add', clientId: 'c1', body: { name: 'Bread' } },
        { kind: 'patch', itemId: offlineItemId('c1'), body: { checked: true } },
      ].map(queued),
    );
    expect(overlay.count).toBe(6);

    const shown = withOverlay(items, overlay, '2026-11-28');
    expect(shown.map((item) => [item.id, item.checked, item.hidden])).toEqual([
      ['p-onion', true, true],
      // Next week's untick does not touch this week's lentils.
      ['p-red-lentil', true, false],
      [offlineItemId('c1'), true, false],
    ]);
    expect(isQueuedItem(overlay, 'p-onion')).toBe(true);
    expect(isQueuedItem(overlay, offlineItemId('c1'))).toBe(true);
    expect(isQueuedItem(overlay, 'p-red-lentil')).toBe(true);
    expect(isQueuedItem(overlay, 'p-salt')).toBe(false);

    const nextWeek = withOverlay(items, overlay, '2026-12-05');
    expect(nextWeek.find((item) => item.id === 'p-onion')).toMatchObject({ checked: false, hidden: false });
    expect(nextWeek.find((item) => item.id === 'p-red-lentil')?.checked).toBe(false);
  });

  it('does not add a typed item twice once the list has it', () => {
    const overlay = overlayOf([queued({ kind: 'add', clientId: 'c1', body: { name: 'Bread' } }, 0)]);
    const once = withOverlay(withOverlay(items, overlay, null), overlay, null);
    expect(once.filter((item) => item.display === 'Bread')).toHaveLength(1);
  });
});
