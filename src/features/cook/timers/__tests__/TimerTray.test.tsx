import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { TimerButton } from '../index';
import { TimerTraySlot } from '../TimerTraySlot';
import { saveTimers, timerActions, timersSlice } from '../timersSlice';
import { removeBrowserStubs, stubAudio, stubNotification } from './browserStubs';

const curry = { recipeId: 7, recipeName: 'Chicken curry', stepNumber: 4 };
const fiveMinutes = { seconds: 300, seconds_max: null, text: '5 minutes' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  removeBrowserStubs();
});

function renderCookingPage() {
  return renderWithProviders(
    <>
      <TimerButton {...curry} timer={fiveMinutes} />
      <TimerTraySlot />
    </>,
    { route: '/cook/7' },
  );
}

describe('TimerTray', () => {
  it('shows nothing while there are no timers', () => {
    renderCookingPage();
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
  });

  it('counts down each second, rings once at zero with a sound and a notification, and stops when dismissed', async () => {
    const audio = stubAudio();
    const notifications = stubNotification('granted');
    renderCookingPage();
    fireEvent.click(screen.getByRole('button', { name: /^Start 5 min timer/ }));
    const tray = await screen.findByRole('region', { name: 'Timers' });
    expect(within(tray).getByRole('link', { name: 'Chicken curry · Step 4 · 5 minutes' })).toHaveAttribute(
      'href',
      '/cook/7?step=4',
    );
    expect(tray).toHaveTextContent('05:00');

    act(() => jest.advanceTimersByTime(1000));
    expect(tray).toHaveTextContent('04:59');
    act(() => jest.advanceTimersByTime(4 * 60_000));
    expect(tray).toHaveTextContent('00:59');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(59_000);
    });
    expect(await within(tray).findByRole('alert')).toHaveTextContent('Time’s up: 5 minutes');
    expect(notifications.shown).toEqual([
      { title: 'Time’s up: 5 minutes — Chicken curry, step 4', body: 'Forkcast cook mode' },
    ]);
    expect(audio.started).toBeGreaterThan(0);
    const beeps = audio.started;

    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(notifications.shown).toHaveLength(1);
    expect(audio.started).toBe(beeps);

    const stoppedBefore = audio.stopped;
    fireEvent.click(within(tray).getByRole('button', { name: 'Dismiss step 4 timer (5 minutes)' }));
    await act(async () => {});
    expect(audio.stopped).toBeGreaterThan(stoppedBefore);
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
  });

  it('pauses, resumes and adds a minute from the tray', async () => {
    renderCookingPage();
    fireEvent.click(screen.getByRole('button', { name: /^Start 5 min timer/ }));
    const tray = await screen.findByRole('region', { name: 'Timers' });
    fireEvent.click(within(tray).getByRole('button', { name: 'Add a minute to step 4 timer (5 minutes)' }));
    expect(tray).toHaveTextContent('06:00');
    fireEvent.click(within(tray).getByRole('button', { name: 'Pause step 4 timer (5 minutes)' }));
    act(() => jest.advanceTimersByTime(30_000));
    expect(tray).toHaveTextContent('06:00 paused');
    fireEvent.click(within(tray).getByRole('button', { name: 'Resume step 4 timer (5 minutes)' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(tray).toHaveTextContent('05:59');
  });

  it('says a range is checked at its lower end, up to its upper one', async () => {
    renderWithProviders(
      <>
        <TimerButton {...curry} timer={{ seconds: 2100, seconds_max: 2400, text: '35 to 40 minutes' }} />
        <TimerTraySlot />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Start 35–40 min timer/ }));
    expect(await screen.findByRole('region', { name: 'Timers' })).toHaveTextContent('check at 35 min, up to 40');
  });

  it('rings on return for a timer that ended while the page was closed, and keeps the timers as they change', async () => {
    const notifications = stubNotification('denied');
    const started = timersSlice.reducer(
      {},
      timerActions.started(
        {
          id: 'bread',
          recipeId: 3,
          recipeName: 'Soda bread',
          stepNumber: 2,
          label: '40 minutes',
          durationMs: 2_400_000,
          maxMs: null,
        },
        Date.now() - 3_000_000,
      ),
    );
    saveTimers(started);
    renderWithProviders(<TimerTraySlot />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Time’s up: 40 minutes');
    expect(notifications.shown).toHaveLength(0);
    const kept = JSON.parse(window.localStorage.getItem('forkcast.timers') ?? '{}');
    expect(kept.bread.rungAt).not.toBeNull();
  });

  it('takes the timers another tab changed', async () => {
    renderCookingPage();
    fireEvent.click(screen.getByRole('button', { name: /^Start 5 min timer/ }));
    await screen.findByRole('region', { name: 'Timers' });
    const otherTab = timersSlice.reducer(
      {},
      timerActions.started(
        {
          id: 'rice',
          recipeId: 9,
          recipeName: 'Rice',
          stepNumber: 1,
          label: '12 minutes',
          durationMs: 720_000,
          maxMs: null,
        },
        Date.now(),
      ),
    );
    saveTimers(otherTab);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'forkcast.timers' }));
    });
    const tray = screen.getByRole('region', { name: 'Timers' });
    expect(within(tray).getByRole('link', { name: 'Rice · Step 1 · 12 minutes' })).toBeInTheDocument();
    expect(within(tray).queryByText(/Chicken curry/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Start 5 min timer/ })).toBeInTheDocument();
  });
});
