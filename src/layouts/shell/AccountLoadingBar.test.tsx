import { act, screen } from '@testing-library/react';
import { accountRequestFinished, accountRequestStarted } from '@/store/authSlice';
import { renderWithProviders } from '@/test/render';
import { AccountLoadingBar } from './AccountLoadingBar';

describe('AccountLoadingBar', () => {
  it('shows while an account request runs and goes away after', () => {
    const { store } = renderWithProviders(<AccountLoadingBar />);
    expect(screen.queryByTestId('account-loading')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(accountRequestStarted());
    });
    expect(screen.getByTestId('account-loading')).toBeInTheDocument();
    act(() => {
      store.dispatch(accountRequestFinished());
    });
    expect(screen.queryByTestId('account-loading')).not.toBeInTheDocument();
  });
});
