import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@contract/types';
import { ToastHost } from '@/store/ToastHost';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import SettingsPage from './SettingsPage';

const maya: UserDto = { id: 7, name: 'Maya Patel', email: 'maya@example.com', avatar: null };
const signedIn = { auth: { token: 'token-abc', loading: false, signedOutByChoice: false } };

let api: FetchStub;
let currentUser = maya;
beforeEach(() => {
  currentUser = maya;
  api = stubFetch().on('GET', '/api/users/data', () => ok(currentUser));
});
afterEach(() => api.restore());

async function openSettings() {
  renderWithProviders(
    <>
      <SettingsPage />
      <ToastHost />
    </>,
    { route: '/dashboard/settings', preloadedState: signedIn },
  );
  return screen.findByLabelText('Full Name');
}

const updates = () => api.requests.filter((request) => request.url.pathname === '/api/users/data/update');
const userReads = () => api.requests.filter((request) => request.url.pathname === '/api/users/data');

describe('Settings: User Profile', () => {
  it('shows the name to edit, the email read-only and an image-only avatar picker', async () => {
    const name = await openSettings();
    expect(screen.getByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(name).toHaveValue('Maya Patel');
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Upload photo')).toHaveAttribute('accept', 'image/*');
    expect(document.title).toBe('User Profile · Forkcast');
  });

  it("says 'No changes detected' and sends nothing when nothing changed", async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes detected')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it("requires a name with SPEC.md's message", async () => {
    const name = await openSettings();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('saves a new name as a multipart form, says so and reloads the user', async () => {
    api.on('POST', '/api/users/data/update', () => {
      currentUser = { ...maya, name: 'Maya P.' };
      return ok(currentUser, 'User Updated Successfully');
    });
    const name = await openSettings();
    await userEvent.clear(name);
    await userEvent.type(name, 'Maya P.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User Updated Successfully')).toBeInTheDocument();
    const body = String(updates()[0].body);
    expect(body).toMatch(/name="name"\r\n\r\nMaya P\./);
    expect(body).toMatch(/name="email"\r\n\r\nmaya@example.com/);
    expect(body).not.toMatch(/name="avatar"/);
    await waitFor(() => expect(userReads().length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Maya P.', { selector: 'strong' })).toBeInTheDocument();
  });

  it('previews a chosen picture, uploads it with the form and clears the pending file after saving', async () => {
    api.on('POST', '/api/users/data/update', () => {
      currentUser = { ...maya, avatar: 'uploads/avatars/maya-640.webp' };
      return ok(currentUser, 'User Updated Successfully');
    });
    await openSettings();
    const photo = new File(['fake-png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload photo'), photo);

    expect(await screen.findByText(/New photo selected/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('img[src^="data:image/png"]')).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Updated Successfully')).toBeInTheDocument();
    // jsdom's File reaches undici's FormData as text, so only the part's presence is checked here.
    expect(String(updates()[0].body)).toMatch(/name="avatar"/);
    await waitFor(() => expect(screen.queryByText(/New photo selected/)).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('img[src$="uploads/avatars/maya-640.webp"]')).not.toBeNull());
  });

  it('refuses a file that is not an image', async () => {
    await openSettings();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Upload photo'), notes, { applyAccept: false });
    // The recipe editor's check, in the server's words (contract/mediaFiles.ts).
    expect(await screen.findByText('The file must be a JPEG, PNG, WebP, GIF or AVIF image.')).toBeInTheDocument();
    expect(screen.queryByText(/New photo selected/)).not.toBeInTheDocument();
  });
});

describe('Settings: Change Password dialog', () => {
  async function openDialog() {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    return screen.getByRole('dialog', { name: 'Change Password' });
  }

  async function fill(dialog: HTMLElement, current: string, next: string, confirmation: string) {
    await userEvent.type(within(dialog).getByLabelText('Current Password'), current);
    await userEvent.type(within(dialog).getByLabelText('New Password'), next);
    await userEvent.type(within(dialog).getByLabelText('Confirm Password'), confirmation);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
  }

  it('has three password fields, each with its own show/hide toggle, and focus inside', async () => {
    const dialog = await openDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (const label of ['current password', 'new password', 'confirm password']) {
      expect(within(dialog).getByRole('button', { name: `Show ${label}` })).toHaveAttribute('aria-pressed', 'false');
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show new password' }));
    expect(within(dialog).getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Current Password')).toHaveAttribute('type', 'password');
  });

  it("shows SPEC.md's messages", async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await within(dialog).findByText('Current Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('New Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm Password is required')).toBeInTheDocument();

    await fill(dialog, 'old password', 'new password 1', 'new password 2');
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('closes and resets on success', async () => {
    api.on('POST', '/api/users/password/change', ok(null, 'Password Updated Successfully'));
    const dialog = await openDialog();
    await fill(dialog, 'old password', 'new password 1', 'new password 1');

    expect(await screen.findByText('Password Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.requests.find((request) => request.url.pathname === '/api/users/password/change');
    expect(sent?.body).toEqual({
      current_password: 'old password',
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Current Password')).toHaveValue('');
  });

  it("stays open with the server's error on failure", async () => {
    const wrong = 'The current password is incorrect.';
    api.on('POST', '/api/users/password/change', fail(422, wrong, { current_password: [wrong] }));
    const dialog = await openDialog();
    await fill(dialog, 'not my password', 'new password 1', 'new password 1');

    expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current Password')).toHaveAccessibleDescription(wrong);
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('new password 1');
  });

  it('closes on Escape', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
