import { expect, test } from './fixtures';
import { en, expectNoAxeViolations } from './helpers';

test.describe('a first visit, in New York', () => {
  // No choice remembered yet: the banner's own subject.
  test.use({ storageState: { cookies: [], origins: [] }, timezoneId: 'America/New_York' });

  test('asks before any optional cookie, remembers the choice, and can be changed', async ({ page, context }) => {
    await page.goto('/widget/appointment/anna-de-vries/intro-call');
    const banner = page.getByRole('region', { name: en.cookieConsent.label });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    // Times follow the visitor's zone through the address: nothing is stored without consent.
    await expect(page).toHaveURL(/timeZone=America%2FNew_York/);
    await expect(page.getByText(en.slotPicker.timeZone.replace('{{timeZone}}', 'America/New York'))).toBeVisible();
    const names = async () => (await context.cookies()).map((cookie) => cookie.name);
    expect(await names()).not.toContain('bk_tz');

    await banner.getByRole('button', { name: en.cookieConsent.acceptEssential }).click();
    await expect(banner).toBeHidden();
    expect(await names()).toContain('bk-consent');
    expect(await names()).not.toContain('bk_tz');
    await page.reload();
    await expect(page.getByText(en.slotPicker.timeZone.replace('{{timeZone}}', 'America/New York'))).toBeVisible();
    await expect(banner).toBeHidden();

    // 'Cookie settings' brings the choice back; with all cookies the zone is remembered.
    await page.getByRole('button', { name: en.cookieConsent.settings }).click();
    await banner.getByRole('button', { name: en.cookieConsent.acceptAll }).click();
    await expect.poll(names).toContain('bk_tz');
    await page.goto('/widget/appointment/anna-de-vries/intro-call');
    await expect(page).not.toHaveURL(/timeZone=/);
    await expect(page.getByText(en.slotPicker.timeZone.replace('{{timeZone}}', 'America/New York'))).toBeVisible();
  });
});
