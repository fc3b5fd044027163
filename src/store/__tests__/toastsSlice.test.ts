import { makeStore } from '@/app/store';
import { showError, showSuccess, toastDismissed, toastShown } from '../toastsSlice';

describe('toasts slice', () => {
  it("applies SPEC.md's durations per kind", () => {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(toastShown('success', 'Saved', { id: 'a' }));
    store.dispatch(toastShown('error', 'Failed', { id: 'b' }));
    store.dispatch(toastShown('blank', 'Note', { id: 'c' }));
    store.dispatch(toastShown('loading', 'Working', { id: 'd' }));
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

describe('scoped toasts (issue 15)', () => {
  const messages = (store: ReturnType<typeof makeStore>) =>
    store.getState().toasts.items.map((toast) => `${toast.kind}:${toast.message}`);

  it("dismisses a form's error toasts when that form succeeds, leaving other toasts alone", () => {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(showError('Too many attempts', 'login'));
    store.dispatch(showError('Could not subscribe', 'subscribe'));
    store.dispatch(showError('Unscoped failure'));
    store.dispatch(showSuccess('Login Successful', 'login'));
    expect(messages(store)).toEqual([
      'error:Could not subscribe',
      'error:Unscoped failure',
      'success:Login Successful',
    ]);
  });

  it("keeps only a form's newest error", () => {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(showError('First failure', 'review'));
    store.dispatch(showError('Second failure', 'review'));
    expect(messages(store)).toEqual(['error:Second failure']);
  });

  it('an unscoped success dismisses nothing', () => {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(showError('Failed', 'profile'));
    store.dispatch(showSuccess('Added to favorites'));
    expect(messages(store)).toEqual(['error:Failed', 'success:Added to favorites']);
  });
});
