/**
 * Issue 38 on the real server: the family page's "Calendar and times" at 320, 375 and 768 px with
 * a long family name and the long feed URL (no sideways scroll), the meal time saved, the feed URL
 * shown and renewed (the old one stops answering), and Back closing the confirmation dialog
 * without leaving the page. Screenshots go to /tmp/shots (or SHOTS_DIR).
 */
import type { Page } from '@playwright/test';
import { WEEK_MESSAGES } from '../contract/messages';
import { expect, registerCook, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function noSidewaysScroll(page: Page, name: string) {
  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width}` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a parent sets a meal time, copies and renews the calendar link; Back closes the dialog', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const parent = await registerCook(request, 'Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausen');
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), parent.token);
  await page.goto('/dashboard/household');

  const times = page.getByRole('region', { name: 'Time zone and meal times' });
  await expect(times.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
  const feed = page.getByRole('region', { name: 'Add the plan to your calendar' });
  const link = feed.getByRole('textbox', { name: 'Your family’s calendar link' });
  await expect(link).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  await noSidewaysScroll(page, 'household-calendar');

  await page.setViewportSize({ width: 375, height: 900 });
  const dinner = times.getByRole('textbox', { name: 'Dinner' });
  await dinner.fill('19:15');
  await times.getByRole('button', { name: 'Save times' }).click();
  await expect(page.getByText(WEEK_MESSAGES.settingsSaved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Time zone and meal times' }).getByRole('textbox', { name: 'Dinner' }),
  ).toHaveValue('19:15');

  const oldUrl = await link.inputValue();
  expect((await request.get(oldUrl)).status()).toBe(200);

  // Back closes the confirmation and stays on the page.
  await feed.getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByRole('dialog', { name: 'Make a new calendar link?' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/household$/);

  await feed.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByText(WEEK_MESSAGES.calendarRenewed)).toBeVisible();
  await expect(link).not.toHaveValue(oldUrl);
  expect((await request.get(oldUrl)).status()).toBe(404);
  expect((await request.get(await link.inputValue())).status()).toBe(200);
  expect(consoleErrors).toEqual([]);
});
