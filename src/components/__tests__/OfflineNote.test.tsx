import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { OfflineNote } from '../OfflineNote';
import { clockTime } from '../OfflineNotePill';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

const show = (cachedAt: string | null) =>
  render(
    <ThemeProvider theme={theme}>
      <OfflineNote cachedAt={cachedAt} />
    </ThemeProvider>,
  );

afterEach(() => setOnline(true));

describe('OfflineNote', () => {
  it('says nothing while online with fresh answers, but keeps its live region', () => {
    show(null);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says when the cached answers on screen were stored, as the hour and minute', async () => {
    const storedAt = new Date(2026, 10, 27, 10, 42).toISOString();
    show(storedAt);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Offline — last updated ${clockTime(storedAt)}`),
    );
    expect(clockTime(storedAt)).toMatch(/^10.42$/);
  });

  it('says Offline when the browser loses the network, and goes when it returns', async () => {
    show(null);
    setOnline(false);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/));
    setOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
