import { makeStore } from '@/app/store';
import { toastDismissed, toastShown } from '../toastsSlice';

describe('toasts slice', () => {
  it("applies SPEC.md's durations per kind", () => {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(toastShown('success', 'Saved', 'a'));
    store.dispatch(toastShown('error', 'Failed', 'b'));
    store.dispatch(toastShown('blank', 'Note', 'c'));
    store.dispatch(toastShown('loading', 'Working', 'd'));
    expect(store.getState().toasts.items.map((toast) => [toast.kind, toast.durationMs])).toEqual([
      ['success', 2000],
      ['error', 4000],
      ['blank', 4000],
      ['loading', null],
    ]);
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    const store = makeStore({ reloadPage: jest.fn() });
    for (let index = 1; index <= 23; index += 1) store.dispatch(toastShown('blank', `Toast ${index}`));
    const items = store.getState().toasts.items;
    expect(items).toHaveLength(20);
    expect(items[0].message).toBe('Toast 4');
    store.dispatch(toastDismissed(items[0].id));
    expect(store.getState().toasts.items[0].message).toBe('Toast 5');
  });
});
