import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { TimerButton } from '../index';
import { removeBrowserStubs, stubNotification } from './browserStubs';

const curry = { recipeId: 7, recipeName: 'Chicken curry', stepNumber: 4 };

afterEach(() => {
  jest.useRealTimers();
  removeBrowserStubs();
});

describe('TimerButton', () => {
  it('says how long the timer is, a range by both ends', () => {
    renderWithProviders(
      <>
        <TimerButton {...curry} timer={{ seconds: 1500, seconds_max: null, text: '25 minutes' }} />
        <TimerButton {...curry} timer={{ seconds: 2100, seconds_max: 2400, text: '35 to 40 minutes' }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Start 25 min timer: step 4 timer (25 minutes)' })).toHaveTextContent(
      'Start 25 min timer',
    );
    expect(screen.getByRole('button', { name: /^Start 35–40 min timer/ })).toBeInTheDocument();
  });

  it('starts, counts down, pauses at the time left and resumes from it; asks to notify only on the first start', () => {
    jest.useFakeTimers();
    const notifications = stubNotification('default');
    const { store } = renderWithProviders(
      <TimerButton {...curry} timer={{ seconds: 1500, seconds_max: null, text: '25 minutes' }} />,
    );
    expect(notifications.permissionRequests).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /^Start 25 min timer/ }));
    expect(notifications.permissionRequests).toBe(1);
    expect(Object.values(store.getState().timers ?? {})).toHaveLength(1);

    act(() => jest.advanceTimersByTime(5000));
    const pause = screen.getByRole('button', { name: 'Pause step 4 timer (25 minutes), 24:55 left' });
    expect(pause).toHaveTextContent('24:55 Pause');
    fireEvent.click(pause);

    act(() => jest.advanceTimersByTime(60_000));
    const resume = screen.getByRole('button', { name: 'Resume step 4 timer (25 minutes), 24:55 left' });
    fireEvent.click(resume);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: /^Pause/ })).toHaveTextContent('24:53');
    expect(notifications.permissionRequests).toBe(1);
  });
});
