import { accountApi } from '@/api/account';
import { makeStore, type AppDispatch } from '@/app/store';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { selectAccountLoading, selectToken, signedOut, tokenReceived, TOKEN_STORAGE_KEY } from '../authSlice';
import { SIGNED_IN_COOKIE } from '@contract/serverRender';
import { maya } from '@/features/auth/__tests__/authTestUtils';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

const login = { email: 'maya@example.com', password: 'correct horse' };

describe('auth listeners', () => {
  it('stores the token of a successful login in the store and in localStorage, with the user ready', async () => {
    api.on('POST', '/api/users/login', ok({ token: 'fresh-token', user: maya }, 'Login Successful'));
    const store = makeStore({ reloadPage: jest.fn() });

    await store.dispatch(accountApi.endpoints.login.initiate(login)).unwrap();

    expect(selectToken(store.getState())).toBe('fresh-token');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    expect(accountApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(maya);
  });

  it('keeps no token after a failed login', async () => {
    api.on('POST', '/api/users/login', fail(422, 'These credentials do not match our records.'));
    const store = makeStore({ reloadPage: jest.fn() });

    await store.dispatch(accountApi.endpoints.login.initiate(login));

    expect(selectToken(store.getState())).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('forgets the stored token on sign-out', () => {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(tokenReceived('old-token'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('old-token');

    store.dispatch(signedOut());

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('tells the server renderer by a cookie that this browser is signed in, without the token', () => {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(tokenReceived('secret-token'));
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`);
    expect(document.cookie).not.toContain('secret-token');

    store.dispatch(signedOut());

    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });

  it.each([
    [
      'register',
      '/api/users/register',
      (dispatch: AppDispatch) =>
        dispatch(
          accountApi.endpoints.register.initiate({
            name: 'Maya',
            email: 'm@x.io',
            password: 'p4ssword!',
            password_confirmation: 'p4ssword!',
          }),
        ),
    ],
    ['login', '/api/users/login', (dispatch: AppDispatch) => dispatch(accountApi.endpoints.login.initiate(login))],
    ['logout', '/api/users/logout', (dispatch: AppDispatch) => dispatch(accountApi.endpoints.logout.initiate())],
    [
      'email verification',
      '/api/users/login/email-verify',
      (dispatch: AppDispatch) => dispatch(accountApi.endpoints.emailVerify.initiate({ email: 'm@x.io' })),
    ],
    [
      'OTP verify',
      '/api/users/login/otp-verify',
      (dispatch: AppDispatch) => dispatch(accountApi.endpoints.otpVerify.initiate({ email: 'm@x.io', otp: '1234' })),
    ],
    [
      'OTP resend',
      '/api/users/login/otp-resend',
      (dispatch: AppDispatch) => dispatch(accountApi.endpoints.otpResend.initiate({ email: 'm@x.io' })),
    ],
  ])('raises the global loading flag while %s runs and lowers it after', async (_name, path, request) => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on('POST', path, async () => {
      await answered;
      return ok({ token: 't', user: maya, email: 'm@x.io', password_reset_token: 'k' });
    });
    const store = makeStore({ reloadPage: jest.fn() });

    const pending = request(store.dispatch);
    expect(selectAccountLoading(store.getState())).toBe(true);
    release();
    await pending;

    expect(selectAccountLoading(store.getState())).toBe(false);
  });

  it('lowers the loading flag when the request fails too', async () => {
    api.on(
      'POST',
      '/api/users/login/otp-verify',
      fail(422, 'The code is not valid.', { otp: ['The code is not valid.'] }),
    );
    const store = makeStore({ reloadPage: jest.fn() });

    const pending = store.dispatch(accountApi.endpoints.otpVerify.initiate({ email: 'm@x.io', otp: '0000' }));
    expect(selectAccountLoading(store.getState())).toBe(true);
    await pending;

    expect(selectAccountLoading(store.getState())).toBe(false);
  });

  it('leaves the flag alone for profile updates, which have their own pending button', async () => {
    api.on('POST', '/api/users/password/change', ok(null));
    const store = makeStore({ reloadPage: jest.fn() });
    const pending = store.dispatch(
      accountApi.endpoints.changePassword.initiate({
        current_password: 'a',
        password: 'bbbbbbbb',
        password_confirmation: 'bbbbbbbb',
      }),
    );
    expect(selectAccountLoading(store.getState())).toBe(false);
    await pending;
  });
});
