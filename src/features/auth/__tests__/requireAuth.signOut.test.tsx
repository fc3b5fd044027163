import { Route, Routes, useLocation } from 'react-router';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { renderWithProviders } from '@/test/render';
import { signedOut } from '@/store/authSlice';
import { RequireAuth } from '../RequireAuth';
import { ok, stubFetch } from '@/test/fetchStub';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>login page, from: {from ?? 'nowhere'}</p>;
}

describe('RequireAuth after Sign Out', () => {
  it('does not carry the page the person signed out from to the next sign-in', async () => {
    const network = stubFetch().on(
      'GET',
      '/api/users/data',
      ok({ id: 1, name: 'Maya', email: 'maya@example.com', avatar: null }),
    );
    const { store } = renderWithProviders(
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard/settings" element={<h1>Settings</h1>} />
        </Route>
        <Route path="/auth/login" element={<LoginProbe />} />
      </Routes>,
      {
        route: '/dashboard/settings',
        preloadedState: { auth: { token: 'tok', loading: false, signedOutByChoice: false } },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    act(() => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByText('login page, from: nowhere')).toBeInTheDocument();
    network.restore();
  });
});
