import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR as configDataDir } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * Accounts end to end (issue 5, SPEC.md §2, §4, §5, §8): real server, real database, real
 * mail written to DATA_DIR/outbox. Every test registers its own fresh user, so tests are
 * independent of each other and of the demo data.
 */

// ---------------------------------------------------------------------------------------
// Where the server writes its mail
// ---------------------------------------------------------------------------------------

/**
 * The DATA_DIR the web server was started with. With E2E_DATA_DIR given it is that. Without
 * it the config picks `forkcast-e2e-${process.pid}`, but the config module is evaluated
 * again inside this worker process, whose pid is not the runner's that started the server;
 * the runner is the worker's parent, so its default is found through process.ppid.
 */
function serverDataDir(): string {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  const candidates = [configDataDir, path.join(os.tmpdir(), `forkcast-e2e-${process.ppid}`)];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`Cannot find the e2e DATA_DIR; looked at ${candidates.join(', ')}`);
  return found;
}

/** Undoes quoted-printable soft breaks and escapes and decodes base64 bodies, so the text can be searched. */
function readableMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Bodies = [
    ...raw.matchAll(/Content-Transfer-Encoding:\s*base64\s*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((match) => Buffer.from(match[1].replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [raw, quotedPrintable, ...base64Bodies].join('\n');
}

/**
 * The 4-digit code in the newest .eml in DATA_DIR/outbox addressed to `email`. Files are
 * named `${Date.now()}-${recipient}.eml`, so the newest has the largest prefix.
 */
async function newestResetCode(email: string, notBefore = 0): Promise<string> {
  const outbox = path.join(serverDataDir(), 'outbox');
  const safeTo = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let code = '';
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(outbox).catch(() => [] as string[]))
          .filter((name) => name.endsWith(`-${safeTo}.eml`))
          .map((name) => ({ name, sentAt: Number(name.split('-')[0]) }))
          .filter((mail) => mail.sentAt >= notBefore)
          .sort((a, b) => b.sentAt - a.sentAt);
        if (names.length === 0) return 'no mail yet';
        const raw = await fs.readFile(path.join(outbox, names[0].name), 'utf8');
        expect(raw).toMatch(new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi'));
        code = /Your code is:\s*(\d{4})\b/.exec(readableMail(raw))?.[1] ?? 'no code in the mail';
        return code;
      },
      { message: `a reset code mailed to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

// ---------------------------------------------------------------------------------------
// Accounts and pages
// ---------------------------------------------------------------------------------------

interface Account {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
function freshAccount(label: string): Account {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `Acc ${label} ${unique}`,
    email: `acc-${label}-${unique}@example.com`,
    password: `pw-${unique}-Start1`,
  };
}

/** Registers through the real API (the register page itself is covered by its own test). */
async function registerByApi(request: APIRequestContext, label: string): Promise<Account> {
  const account = freshAccount(label);
  const response = await request.post('/api/users/register', {
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

const toasts = (page: Page) => page.locator('.Toastify');
const profileMenuButton = (page: Page, name: string) => page.getByRole('button', { name: `Profile menu for ${name}` });

/** Fills in and submits the login form on the current page (the person is on /auth/login). */
async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth/login');
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
}

async function signOutThroughMenu(page: Page, name: string): Promise<void> {
  await profileMenuButton(page, name).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toasts(page).getByText('User Logged out Successfully')).toBeVisible();
}

/** Verify account → the code step; answers the time the mail was asked for. */
async function requestResetCode(page: Page, email: string): Promise<number> {
  await page.goto('/auth/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify account' })).toBeVisible();
  const askedAt = Date.now() - 1000;
  await page.getByRole('form', { name: 'Verify account' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
  await expect(toasts(page).getByText('Otp sent to your email address')).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  return askedAt;
}

async function typeCode(page: Page, code: string): Promise<void> {
  const boxes = page.getByRole('group', { name: 'Enter 4 digit code' }).getByRole('textbox');
  await expect(boxes).toHaveCount(4);
  await boxes.first().click();
  await page.keyboard.type(code);
  for (let index = 0; index < 4; index += 1) await expect(boxes.nth(index)).toHaveValue(code[index]);
  await page.getByRole('button', { name: 'Verify code' }).click();
}

/** A 422 is how the server refuses a wrong password or code; Chromium logs each as a console error. */
function forgiveRefusals(consoleErrors: string[], times: number): void {
  const expected = consoleErrors.filter((text) => /status of 422/.test(text));
  expect(expected.length, `expected ${times} refused request(s) in the console`).toBe(times);
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    if (/status of 422/.test(consoleErrors[index])) consoleErrors.splice(index, 1);
  }
}

async function avatarPng(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 46, g: 139, b: 87 } },
  })
    .composite([
      {
        input: await sharp({ create: { width: 160, height: 160, channels: 3, background: '#f5c542' } })
          .png()
          .toBuffer(),
        top: 80,
        left: 80,
      },
    ])
    .png()
    .toBuffer();
}

// ---------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------

test.describe('accounts: sign up, sign in, sign out', () => {
  test('register → login → logout through the pages', async ({ page, consoleErrors }) => {
    const account = freshAccount('reg');
    await page.goto('/auth/register');
    const form = page.getByRole('form', { name: 'New account' });
    await form.getByLabel('Full Name').fill(account.name);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Create account' }).click();

    // SPEC.md §2: after registration, /auth/login (not signed in).
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(toasts(page).getByText('Registration Successful')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('forkcast.token'))).toBeNull();

    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(toasts(page).getByText('Login Successful')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('forkcast.token'))).toBeTruthy();

    // The profile menu shows who is signed in.
    await profileMenuButton(page, account.name).click();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/settings');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();

    // A signed-in person who opens /auth/login goes to the dashboard; the session survives a reload.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(profileMenuButton(page, account.name)).toBeVisible();

    await signOutThroughMenu(page, account.name);
    expect(await page.evaluate(() => window.localStorage.getItem('forkcast.token'))).toBeNull();
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Forkcast' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('signing out on a protected page and signing in again opens the dashboard, not the last page', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // SPEC.md §2: after logout /auth/login; after login "the route the user came from, else
    // /dashboard/overview". Someone who chose Sign Out was not sent away from a page, so the
    // next sign-in (perhaps by someone else on the same browser) starts on the dashboard.
    const first = await registerByApi(request, 'out1');
    const second = await registerByApi(request, 'out2');
    await logIn(page, first);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('form', { name: 'User Profile' }).getByLabel('Full Name')).toHaveValue(first.name);
    await signOutThroughMenu(page, first.name);

    await submitLogin(page, second.email, second.password);
    await expect(toasts(page).getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(profileMenuButton(page, second.name)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a protected page sends a visitor to log in and back again afterwards', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await registerByApi(request, 'guard');
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Forkcast' })).toBeVisible();

    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong password is refused with a visible error and no session', async ({ page, request, consoleErrors }) => {
    const account = await registerByApi(request, 'wrongpw');
    await page.goto('/auth/login');
    await submitLogin(page, account.email, `${account.password}-nope`);

    const refusal = 'These credentials do not match our records.';
    await expect(page.getByRole('form', { name: 'Log in' }).getByText(refusal)).toBeVisible();
    // Shown once, under the form, not again as a toast (issue 15, point 7).
    await expect(toasts(page).getByText(refusal)).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('form', { name: 'Log in' }).getByLabel('Email')).toHaveValue(account.email);
    expect(await page.evaluate(() => window.localStorage.getItem('forkcast.token'))).toBeNull();

    // The right password still works afterwards.
    await page.getByRole('form', { name: 'Log in' }).getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    forgiveRefusals(consoleErrors, 1);
  });
});

test.describe('accounts: password reset by emailed code', () => {
  test('verify email → code from the outbox → new password → log in with it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await registerByApi(request, 'reset');
    const newPassword = `${account.password}-Reset2`;

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    const askedAt = await requestResetCode(page, account.email);
    await expect(page.getByRole('timer')).toHaveText(/Resend in 00:[0-5]\d|Resend in 01:00/);
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();

    const code = await newestResetCode(account.email, askedAt);
    await typeCode(page, code);
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(toasts(page).getByText('Otp verified successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Create new password' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Create new password' });
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(toasts(page).getByText('Password reset successfully')).toBeVisible();

    await submitLogin(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(profileMenuButton(page, account.name)).toBeVisible();

    // The old password no longer works (checked on the API, so this page keeps its session).
    const old = await request.post('/api/users/login', { data: { email: account.email, password: account.password } });
    expect(old.status()).toBe(422);
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong code is refused with a visible error and the page stays on the code step', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await registerByApi(request, 'wrongcode');
    const askedAt = await requestResetCode(page, account.email);
    const code = await newestResetCode(account.email, askedAt);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

    await typeCode(page, wrong);
    const refusal = /The code is incorrect\. \d+ tries left\./;
    await expect(page.getByRole('form', { name: 'Verify code' }).getByText(refusal)).toBeVisible();
    // Shown once, under the form, not again as a toast (issue 15, point 7).
    await expect(toasts(page).getByText(refusal)).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/verify-otp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify account' })).toBeVisible();
    forgiveRefusals(consoleErrors, 1);
  });

  test('skipping a step of the reset sends the person back to it, saying why', async ({ page }) => {
    await page.goto('/auth/verify-otp');
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(toasts(page).getByText("Enter your email first and we'll send you a 4-digit code.")).toBeVisible();

    await page.goto('/auth/reset-password');
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify account' })).toBeVisible();
  });
});

test.describe('accounts: profile settings', () => {
  test('rename and upload an avatar; the top bar shows both', async ({ page, request, consoleErrors }) => {
    const account = await registerByApi(request, 'profile');
    const newName = `Renamed ${account.name.split(' ').pop()}`;
    await logIn(page, account);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    const form = page.getByRole('form', { name: 'User Profile' });
    await expect(form.getByLabel('Email')).toHaveValue(account.email);
    await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');

    // Nothing changed: says so.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('No changes detected')).toBeVisible();

    // The top bar shows the first letter while there is no picture.
    const topBarAvatar = profileMenuButton(page, account.name);
    await expect(topBarAvatar.locator('img')).toHaveCount(0);
    await expect(topBarAvatar).toHaveText(account.name.charAt(0).toUpperCase());

    await form.getByLabel('Full Name').fill(newName);
    await form
      .getByLabel('Upload photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await avatarPng() });
    await expect(form.getByText('New photo selected — save to keep it.')).toBeVisible();
    await expect(form.locator('img[src^="data:image/png"]')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(toasts(page).getByText('User Updated Successfully')).toBeVisible();
    await expect(form.getByText('New photo selected — save to keep it.')).toBeHidden();
    await expect(form.getByLabel('Full Name')).toHaveValue(newName);

    const renamedAvatar = profileMenuButton(page, newName);
    await expect(renamedAvatar).toBeVisible();
    const image = renamedAvatar.locator('img');
    await expect(image).toHaveAttribute('src', /\/uploads\/avatars\/[^/]+\.webp/);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The profile menu carries the new name and picture, and both survive a reload.
    await renamedAvatar.click();
    await expect(page.getByText(newName, { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(profileMenuButton(page, newName).locator('img')).toHaveAttribute('src', /\/uploads\/avatars\//);
    await expect(page.getByRole('form', { name: 'User Profile' }).getByLabel('Full Name')).toHaveValue(newName);
    expect(consoleErrors).toEqual([]);
  });

  test('change the password, then sign in with the new one', async ({ page, request, consoleErrors }) => {
    const account = await registerByApi(request, 'chpw');
    const newPassword = `${account.password}-Changed3`;
    await logIn(page, account);
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Change Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    // A wrong current password keeps the dialog open and says why.
    await dialog.getByLabel('Current Password', { exact: true }).fill(`${account.password}-wrong`);
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(dialog.getByText('The current password is incorrect.')).toBeVisible();
    // Shown once, under the form, not again as a toast (issue 15, point 7).
    await expect(toasts(page).getByText('The current password is incorrect.')).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(toasts(page).getByText('Password Updated Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Reopened, the dialog is empty again.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Change Password' }).getByLabel('Current Password', { exact: true }),
    ).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeHidden();

    await signOutThroughMenu(page, account.name);
    // Where this sign-in lands is the concern of the sign-out test above; here only that it works.
    await submitLogin(page, account.email, newPassword);
    await expect(toasts(page).getByText('Login Successful')).toBeVisible();
    await expect(profileMenuButton(page, account.name)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('forkcast.token'))).toBeTruthy();
    const old = await request.post('/api/users/login', { data: { email: account.email, password: account.password } });
    expect(old.status()).toBe(422);
    forgiveRefusals(consoleErrors, 1);
  });
});

// ---------------------------------------------------------------------------------------
// Accessibility
// ---------------------------------------------------------------------------------------

/**
 * Toasts slide in and fade out; axe measuring one mid-animation reports a blended, too-light
 * colour. Page scans therefore wait for the toasts to go, and one toast is scanned at rest
 * (hovered, which pauses its timer) by `expectToastAccessible`, then dismissed with a click.
 */
async function waitForToastsToGo(page: Page): Promise<void> {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
}

async function expectToastAccessible(page: Page, text: string, what: string): Promise<void> {
  const toast = page.locator('.Toastify__toast', { hasText: text });
  await toast.hover();
  await expect
    .poll(() => toast.evaluate((element) => element.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
  await expectNoSeriousViolations(page, `${what} (the '${text}' toast)`, '.Toastify');
  // closeOnClick: dismiss it, as a person would, rather than wait for it.
  await toast.click();
  await expect(toast).toHaveCount(0);
}

async function expectNoSeriousViolations(page: Page, what: string, only?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (only) builder.include(only);
  else await waitForToastsToGo(page);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const minor = results.violations.filter((violation) => !serious.includes(violation));
  for (const violation of minor) {
    test.info().annotations.push({
      type: 'axe (minor)',
      description: `${what}: ${violation.id} (${violation.impact}) on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    });
  }
  expect(
    serious.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`,
      ),
    })),
    `serious or critical axe violations on ${what}`,
  ).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`accounts: axe at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every auth page and the settings page have no serious or critical violations', async ({ page, request }) => {
      const account = await registerByApi(request, `axe${viewport.width}`);

      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in to Forkcast' })).toBeVisible();
      await expectNoSeriousViolations(page, '/auth/login');
      // The refused login: its error under the form (not repeated as a toast).
      await submitLogin(page, account.email, `${account.password}-nope`);
      await expect(
        page.getByRole('form', { name: 'Log in' }).getByText('These credentials do not match our records.'),
      ).toBeVisible();
      await expectNoSeriousViolations(page, '/auth/login with a refused password');

      await page.goto('/auth/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Join the Forkcast table' })).toBeVisible();
      await expectNoSeriousViolations(page, '/auth/register');

      const askedAt = await requestResetCode(page, account.email);
      await expectToastAccessible(page, 'Otp sent to your email address', '/auth/verify-otp');
      await expectNoSeriousViolations(page, '/auth/verify-otp');
      await page.goto('/auth/verify-email');
      await expect(page.getByRole('heading', { level: 1, name: 'Verify account' })).toBeVisible();
      await expectNoSeriousViolations(page, '/auth/verify-email');
      await page.goBack();
      await expect(page).toHaveURL(/\/auth\/verify-otp$/);
      await typeCode(page, await newestResetCode(account.email, askedAt));
      await expect(page.getByRole('heading', { level: 1, name: 'Create new password' })).toBeVisible();
      await expectNoSeriousViolations(page, '/auth/reset-password');

      await logIn(page, account);
      await page.goto('/dashboard/settings');
      await expect(page.getByRole('form', { name: 'User Profile' }).getByLabel('Full Name')).toHaveValue(account.name);
      await expectNoSeriousViolations(page, '/dashboard/settings');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
      await expectNoSeriousViolations(page, '/dashboard/settings with the Change Password dialog');
    });
  });
}
