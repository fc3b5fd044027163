import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEEK_MESSAGES } from '@contract/messages';
import { fail, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import HouseholdPage from '../HouseholdPage';
import { FEED_NOT_COPIED } from '../components/CalendarFeedPanel';
import { FEED_TOKEN, fakeHousehold, LEO, signedIn, YOU } from './householdFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => {
  api.restore();
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderPage() {
  return renderWithProviders(<HouseholdPage />, { route: '/dashboard/household', preloadedState: signedIn });
}

const toastMessages = (store: ReturnType<typeof renderPage>['store']) =>
  store.getState().toasts.items.map((toast) => toast.message);
const patches = () => api.requests.filter((request) => request.method === 'PATCH');

async function timesPanel() {
  return screen.findByRole('region', { name: 'Time zone and meal times' });
}

describe('Calendar and times: the time zone and meal times', () => {
  it('a parent picks a time zone and a meal time; Save sends only what changed and says so', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    const { store } = renderPage();
    const panel = await timesPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Calendar and times' })).toBeInTheDocument();

    const zone = within(panel).getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('');
    const options = within(zone).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Use each phone’s own time zone');
    // The browser's own zone is suggested next.
    expect(options[1]).toHaveTextContent('(this device)');
    expect(options.map((option) => option.getAttribute('value'))).toContain('Europe/London');

    expect(within(panel).getByRole('textbox', { name: 'Breakfast' })).toHaveValue('08:00');
    expect(within(panel).getByRole('textbox', { name: 'Lunch' })).toHaveValue('12:30');
    const dinner = within(panel).getByRole('textbox', { name: 'Dinner' });
    expect(dinner).toHaveValue('18:30');

    await user.selectOptions(zone, 'Europe/London');
    await user.clear(dinner);
    await user.type(dinner, '7:15');
    await user.click(within(panel).getByRole('button', { name: 'Save times' }));

    await waitFor(() => expect(toastMessages(store)).toContain(WEEK_MESSAGES.settingsSaved));
    expect(patches()).toHaveLength(1);
    expect(patches()[0].url.pathname).toBe('/api/household/settings');
    expect(patches()[0].body).toEqual({ time_zone: 'Europe/London', meal_times: [{ category_id: 3, time: '07:15' }] });
    // The saved household shows: the time as the server keeps it, the zone chosen.
    await waitFor(() => expect(dinner).toHaveValue('07:15'));
    expect(zone).toHaveValue('Europe/London');
    expect(within(panel).getByText('Now: Europe/London.')).toBeInTheDocument();
  });

  it('back to each phone’s own zone sends null', async () => {
    const user = userEvent.setup();
    const household = fakeHousehold(api);
    household.time_zone = 'America/New_York';
    renderPage();
    const panel = await timesPanel();
    const zone = within(panel).getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('America/New_York');
    expect(within(panel).getByText('Now: America/New York.')).toBeInTheDocument();
    await user.selectOptions(zone, '');
    await user.click(within(panel).getByRole('button', { name: 'Save times' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0].body).toEqual({ time_zone: null });
  });

  it('refuses a time that is not a 24-hour time, under its field, and sends nothing', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    renderPage();
    const panel = await timesPanel();
    const lunch = within(panel).getByRole('textbox', { name: 'Lunch' });
    await user.clear(lunch);
    await user.type(lunch, '25:00');
    await user.click(within(panel).getByRole('button', { name: 'Save times' }));
    expect(await within(panel).findByText(WEEK_MESSAGES.mealTimeInvalid)).toBeInTheDocument();
    expect(lunch).toHaveAttribute('aria-invalid', 'true');
    expect(lunch).toHaveAccessibleDescription(WEEK_MESSAGES.mealTimeInvalid);
    expect(patches()).toHaveLength(0);
  });

  it('shows the server’s refusal in a toast', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('PATCH', '/api/household/settings', fail(403, 'Only a parent can change the family’s settings.'));
    const { store } = renderPage();
    const panel = await timesPanel();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await user.click(within(panel).getByRole('button', { name: 'Save times' }));
    await waitFor(() => expect(toastMessages(store)).toContain('Only a parent can change the family’s settings.'));
  });

  it('a member sees the settings, disabled, with a note saying who can change them', async () => {
    fakeHousehold(api, [
      { ...YOU, role: 'member' },
      { ...LEO, id: 3, name: 'Ada', has_account: true, role: 'parent' },
    ]);
    renderPage();
    const panel = await timesPanel();
    expect(within(panel).getByText('Only a parent of the family can change these.')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    expect(within(panel).getByRole('textbox', { name: 'Dinner' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save times' })).toBeDisabled();
    // The feed is theirs to use, but only a parent makes a new link.
    const feed = screen.getByRole('region', { name: 'Add the plan to your calendar' });
    expect(await within(feed).findByRole('textbox', { name: 'Your family’s calendar link' })).toHaveValue(
      `https://forkcast.example/api/calendar/${FEED_TOKEN}.ics`,
    );
    expect(within(feed).queryByRole('button', { name: 'Make a new link' })).not.toBeInTheDocument();
  });
});

describe('Calendar and times: add the plan to your calendar', () => {
  it('shows the link, read-only, copies it, and opens Apple Calendar by webcal', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeHousehold(api);
    renderPage();
    const feed = await screen.findByRole('region', { name: 'Add the plan to your calendar' });
    const link = await within(feed).findByRole('textbox', { name: 'Your family’s calendar link' });
    const url = `https://forkcast.example/api/calendar/${FEED_TOKEN}.ics`;
    expect(link).toHaveValue(url);
    expect(link).toHaveAttribute('readonly');

    await user.click(within(feed).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(feed).findByText(/Link copied/)).toBeInTheDocument();

    expect(within(feed).getByRole('link', { name: 'Open in Apple Calendar' })).toHaveAttribute(
      'href',
      `webcal://forkcast.example/api/calendar/${FEED_TOKEN}.ics`,
    );
    expect(within(feed).getByRole('heading', { name: 'Google Calendar' })).toBeInTheDocument();
    expect(within(feed).getByText(/Add calendar, then From URL/)).toBeInTheDocument();
    expect(within(feed).getByText(/File, then New Calendar Subscription/)).toBeInTheDocument();
    expect(within(feed).getByText(/Add Subscribed Calendar/)).toBeInTheDocument();
  });

  it('where the clipboard is refused, selects the link for a copy by hand', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new Error('NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeHousehold(api);
    renderPage();
    const feed = await screen.findByRole('region', { name: 'Add the plan to your calendar' });
    const link = await within(feed).findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Your family’s calendar link',
    });
    await user.click(within(feed).getByRole('button', { name: 'Copy link' }));
    expect(await within(feed).findByText(FEED_NOT_COPIED)).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
  });

  it('“Make a new link” asks first; confirmed, the new link replaces the old one', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    const { store } = renderPage();
    const feed = await screen.findByRole('region', { name: 'Add the plan to your calendar' });
    const link = await within(feed).findByRole('textbox', { name: 'Your family’s calendar link' });

    await user.click(within(feed).getByRole('button', { name: 'Make a new link' }));
    let dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    expect(within(dialog).getByText(/old link stops working/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep this link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(feed).getByRole('button', { name: 'Make a new link' }));
    dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(link).toHaveValue(`https://forkcast.example/api/calendar/renewed${FEED_TOKEN}.ics`));
    expect(toastMessages(store)).toContain(WEEK_MESSAGES.calendarRenewed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('every control of the section is reached with Tab, in reading order', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    renderPage();
    const panel = await timesPanel();
    const feed = screen.getByRole('region', { name: 'Add the plan to your calendar' });
    await within(feed).findByRole('textbox', { name: 'Your family’s calendar link' });
    const zone = within(panel).getByRole('combobox', { name: 'Time zone' });
    zone.focus();
    const reached: string[] = [];
    for (let step = 0; step < 9; step += 1) {
      await user.tab();
      const active = document.activeElement as HTMLElement;
      reached.push(active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '');
      if (active.tagName === 'TEXTAREA' || active.tagName === 'INPUT') {
        reached[reached.length - 1] = (active as HTMLInputElement).labels?.[0]?.textContent ?? '';
      }
    }
    expect(reached).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Save times',
      'Your family’s calendar link',
      'Copy link',
      'Open in Apple Calendar',
      'Make a new link',
      reached[8],
    ]);
  });
});
