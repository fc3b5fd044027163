import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS } from '@contract/messages';
import { useAppDispatch } from '@/store/hooks';
import type { AppDispatch, RootState } from '@/store/hooks';
import { accountApi } from '@/api/account';
import { baseApi } from '@/api/baseApi';
import { cmsApi } from '@/api/cms';
import { showSuccess } from '@/store/toastsSlice';
import { signedOut } from '@/store/authSlice';

/**
 * Drops every cached answer made with the token. Site settings are public and gate the
 * whole app behind a full-screen spinner, so they are put straight back in the same tick.
 */
function forgetSignedInData() {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const settings = cmsApi.endpoints.getSiteSettings.select()(getState()).data;
    dispatch(baseApi.util.resetApiState());
    if (settings) {
      dispatch(cmsApi.util.upsertQueryEntries([{ endpointName: 'getSiteSettings', arg: undefined, value: settings }]));
    }
  };
}

/**
 * Signs the person out (SPEC.md §2 and §4): revokes the token on the server, forgets it
 * here, drops every cached answer made with it, and goes to /auth/login.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await dispatch(accountApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      // The token may already be gone on the server; signing out here still has to happen.
      console.warn('Logout request failed', error);
    }
    dispatch(signedOut());
    dispatch(forgetSignedInData());
    dispatch(showSuccess(SUCCESS.logout));
    navigate('/auth/login', { replace: true });
  }, [dispatch, navigate]);
}
