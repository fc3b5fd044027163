/**
 * The family belongs to the family (issue 33, point 2), on the real server: a parent makes an
 * invite link; a second account, signed out, opens it, signs in, comes back to the join page,
 * leaves its own week behind and joins; the parent sees it, makes it a parent, then removes it;
 * the removed account sees a fresh household of its own. Screenshots of each view at 375 and
 * 1440 px go to /tmp/shots (or SHOTS_DIR) for a look.
 */
import type { Page } from '@playwright/test';
import { HOUSEHOLD } from '../contract/messages';
import { expect, registerCook, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = [375, 1440] as const;

/** A full-page screenshot at each width, and no sideways scroll at any. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width}` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a parent invites with a link, promotes and removes; the removed account has a fresh household', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const parent = await registerCook(request, 'Parent Ada');
  const joiner = await registerCook(request, 'Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausen');
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), parent.token);

  await page.goto('/dashboard/household');
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByRole('button', { name: 'Invite someone' }).click();
  await expect(invite.getByText(/Works until .* · single use/)).toBeVisible();
  const link = (await invite.getByText(/\/join\//).textContent())?.replace(/^Link:\s*/, '') ?? '';
  expect(link).toMatch(/^http:\/\/[^/]+\/join\/[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByRole('article', { name: /^Parent Ada/ }).getByText('Parent', { exact: true })).toBeVisible();
  await shoot(page, 'household-parent');

  // The second account, signed out, opens the link: sign in first, then back to the join page.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await second.waitForURL(/\/auth\/login/);
  await second.getByLabel('Email').fill(joiner.email);
  await second.getByLabel('Password', { exact: true }).fill(joiner.password);
  await second.getByRole('button', { name: /log in|sign in/i }).click();
  await second.waitForURL(/\/join\//);
  await expect(second.getByRole('heading', { level: 1, name: HOUSEHOLD.joinTitle })).toBeVisible();
  const code = link.split('/').pop() ?? '';
  await expect(second.getByRole('textbox', { name: 'Family code' })).toHaveValue(code);
  const leaveBehind = second.getByRole('radio', { name: HOUSEHOLD.leaveMealsBehind });
  await expect(leaveBehind).toBeChecked();
  await shoot(second, 'join-page');
  await leaveBehind.check();
  await second.getByRole('button', { name: 'Join family' }).click();
  await second.waitForURL(/\/dashboard\/household$/);
  await expect(second.getByText("You joined Parent Ada's family").or(second.getByText(/^You joined /))).toBeVisible();
  await expect(second.getByRole('article', { name: /^Parent Ada/ })).toBeVisible();
  await expect(second.getByRole('region', { name: 'Invite someone' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: /Remove from family/ })).toHaveCount(0);
  await shoot(second, 'household-member');

  // The parent sees them, makes them a parent, then removes them.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  const card = page.getByRole('article', { name: /^Bartholomew/ });
  await expect(card).toBeVisible();
  // The single-use code is spent: it is no longer shown.
  await expect(invite.getByRole('button', { name: 'Invite someone' })).toBeVisible();
  await card.getByRole('button', { name: /^Make parent/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make parent' }).click();
  await expect(card.getByText('Parent', { exact: true })).toBeVisible();
  await shoot(page, 'household-parent-two');
  await card.getByRole('button', { name: /^Remove from family/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from family' }).click();
  await expect(page.getByRole('article', { name: /^Bartholomew/ })).toHaveCount(0);

  // The removed account's next request shows its own fresh household.
  await second.reload();
  await expect(second.getByRole('article', { name: /^Bartholomew/ })).toBeVisible();
  await expect(second.getByRole('article', { name: /^Parent Ada/ })).toHaveCount(0);
  await expect(second.getByRole('region', { name: 'Invite someone' })).toBeVisible();
  await other.close();
  expect(consoleErrors).toEqual([]);
});
