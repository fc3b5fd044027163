import { makeStore } from '@/app/store';
import { accountApi } from '@/api/account';
import { cmsApi } from '@/api/cms';
import { tokenReceived, TOKEN_STORAGE_KEY } from '@/store/authSlice';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';

let network: FetchStub;
beforeEach(() => {
  network = stubFetch();
});
afterEach(() => network.restore());

describe('baseApi', () => {
  it('sends the bearer token of the auth slice and unwraps the envelope', async () => {
    network.on('GET', '/api/users/data', ok({ id: 7, name: 'Maya', email: 'maya@example.com', avatar: null }));
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(tokenReceived('secret-token-123'));

    const user = await store.dispatch(accountApi.endpoints.getCurrentUser.initiate()).unwrap();

    expect(user).toEqual({ id: 7, name: 'Maya', email: 'maya@example.com', avatar: null });
    expect(network.requests[0].headers.get('Authorization')).toBe('Bearer secret-token-123');
  });

  it('sends no Authorization header without a token', async () => {
    network.on(
      'GET',
      '/api/site-settings',
      ok({ logo: 'l.webp', favicon: 'f.webp', description: '<p>x</p>', copyright_text: '©' }),
    );
    const store = makeStore({ reloadPage: jest.fn() });
    const settings = await store.dispatch(cmsApi.endpoints.getSiteSettings.initiate()).unwrap();
    expect(settings.copyright).toBe('©');
    expect(network.requests[0].headers.get('Authorization')).toBeNull();
  });

  it('clears the token and reloads when a protected call answers 401', async () => {
    network.on('GET', '/api/users/data', fail(401, 'Unauthenticated'));
    const reloadPage = jest.fn();
    const store = makeStore({ reloadPage });
    store.dispatch(tokenReceived('expired-token-456'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('expired-token-456');

    const result = await store.dispatch(accountApi.endpoints.getCurrentUser.initiate());

    expect(result.error).toMatchObject({ status: 401, message: 'Unauthenticated' });
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("turns a failure without a message into SPEC.md's generic text", async () => {
    network.on('GET', '/api/site-settings', { status: 500, body: {} });
    const store = makeStore({ reloadPage: jest.fn() });
    const result = await store.dispatch(cmsApi.endpoints.getSiteSettings.initiate());
    expect(result.error).toMatchObject({ status: 500, message: 'Something went wrong. Please try again.' });
  });
});
