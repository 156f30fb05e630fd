import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { reviewShot } from './shots.ts';

// Browser globals used inside page.evaluate (this project compiles without the DOM library).
interface MediaState {
  paused: boolean;
  currentTime: number;
  currentSrc: string;
}

const resultLine = (page: Page) => page.getByText(/^\d+ of \d+ voices/);
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('the voice library searches, filters, keeps favourites, plays previews and hands the chosen voice to the create flow', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'voices');
  await page.goto('/voices?returnTo=/create');

  await expect(page.getByRole('heading', { name: 'Voice Library', level: 1 })).toBeVisible();
  await expect(resultLine(page)).toHaveText('21 of 21 voices');
  const stats = page.getByRole('definition');
  await expect(stats.first()).toHaveText('21');
  await expect(page.getByRole('region', { name: 'Popular Choices' }).getByRole('button')).toHaveCount(3);

  // Search covers name, accent, tone and description.
  const search = page.getByRole('searchbox', { name: 'Search voices' });
  await expect(search).toHaveAttribute('placeholder', 'Search by name, accent, tone, or description...');
  await search.fill('british');
  await expect(resultLine(page)).toHaveText('4 of 21 voices matching "british"');
  for (const name of ['Charlotte', 'Alice', 'Dave', 'George']) await expect(card(page, name)).toBeVisible();
  await search.fill('zzz-nothing');
  await expect(page.getByRole('heading', { name: 'No voices found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Show All Voices' }).click();
  await expect(resultLine(page)).toHaveText('21 of 21 voices');

  // A category chip filters; clicking it again clears it.
  const educational = page.getByRole('button', { name: /^Educational, \d+$/ });
  const count = Number((await educational.getAttribute('aria-label'))!.replace(/\D+/g, ''));
  expect(count).toBeGreaterThan(0);
  await educational.click();
  await expect(educational).toHaveAttribute('aria-pressed', 'true');
  await expect(resultLine(page)).toHaveText(`${count} of 21 voices`);
  await expect(page.getByRole('article')).toHaveCount(count);
  await educational.click();
  await expect(resultLine(page)).toHaveText('21 of 21 voices');

  // The accent dropdown, then 'Clear filters'.
  await page.getByRole('combobox', { name: /^Accent/ }).click();
  await expect(page.getByRole('option', { name: 'All Accents' })).toBeVisible();
  await page.getByRole('option', { name: /Irish/ }).click();
  await expect(resultLine(page)).toHaveText('1 of 21 voices');
  await expect(card(page, 'Fin')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(resultLine(page)).toHaveText('21 of 21 voices');

  // A favourite is kept on the server: it survives a reload.
  await card(page, 'Drew').getByRole('button', { name: 'Add Drew to favorites' }).click();
  await expect(
    card(page, 'Drew').getByRole('button', { name: 'Remove Drew from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const favorites = page.getByRole('button', { name: /^Favorites, \d+$/ });
  await expect(favorites).toHaveAccessibleName('Favorites, 1');
  await page.reload();
  await expect(favorites).toHaveAccessibleName('Favorites, 1');
  await favorites.click();
  await expect(resultLine(page)).toHaveText('1 of 21 voices (favorites only)');
  await expect(card(page, 'Drew')).toBeVisible();
  await favorites.click();
  const shot = (name: string, fullPage = false) =>
    reviewShot(page, `voices-${page.viewportSize()!.width}${name}`, { fullPage });
  await shot('', true);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await shot('-list');
  await page.getByRole('button', { name: 'Grid view' }).click();

  // A voice's preview (made when the server started, or on this first play if not yet) really plays
  // through the page's audio element.
  await search.fill('charlotte');
  const charlotte = card(page, 'Charlotte');
  const play = charlotte.getByRole('button', { name: /^(Generate Preview|Play Preview): Charlotte$/ });
  await play.click();
  await expect(charlotte.getByRole('button', { name: 'Playing: Charlotte' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(charlotte.getByText('Preview ready')).toBeVisible();
  const audio = page.getByTestId('voice-preview-audio');
  const state = () =>
    audio.evaluate((el) => {
      const a = el as unknown as MediaState;
      return { paused: a.paused, currentTime: a.currentTime, currentSrc: a.currentSrc };
    });
  await expect(audio).toHaveCount(1);
  await expect
    .poll(
      async () => {
        const a = await state();
        return !a.paused && a.currentTime > 0.3;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  expect((await state()).currentSrc).toMatch(/\/api\/files\/public\/voices\/charlotte-/);
  // Clicking the playing voice stops it.
  await charlotte.getByRole('button', { name: 'Playing: Charlotte' }).click();
  await expect(charlotte.getByRole('button', { name: 'Play Preview: Charlotte' })).toBeVisible();
  expect((await state()).paused).toBe(true);
  // Played again, it runs to its end, and the end resets the button.
  await charlotte.getByRole('button', { name: 'Play Preview: Charlotte' }).click();
  await expect(charlotte.getByRole('button', { name: 'Playing: Charlotte' })).toBeVisible();
  await shot('-playing');
  await expect(charlotte.getByRole('button', { name: 'Play Preview: Charlotte' })).toBeVisible({
    timeout: 20_000,
  });
  expect((await state()).paused).toBe(true);

  // Choose the voice and hand it to the caller.
  await charlotte.getByRole('button', { name: 'Select Charlotte' }).click();
  const bar = page.getByRole('region', { name: 'Selected voice' });
  await expect(bar).toContainText('Selected Voice:');
  await expect(bar).toContainText('Charlotte');
  await shot('-selected');
  await bar.getByRole('button', { name: 'Use Voice' }).click();
  await expect(page).toHaveURL(/\/create\?voice=charlotte$/);
});

test('Escape and Space leave the voice library for the caller or the dashboard', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'voices');
  await page.goto('/voices?returnTo=/create');
  await expect(page.getByText(/^21 of 21 voices/)).toBeVisible();
  // Space inside the search box types a space; it does not leave.
  const search = page.getByRole('searchbox', { name: 'Search voices' });
  await search.fill('calm');
  await search.press('Space');
  await expect(page).toHaveURL(/\/voices/);
  await page.locator('h1').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/create$/);

  await page.goto('/voices');
  await expect(page.getByText(/^21 of 21 voices/)).toBeVisible();
  await page.locator('h1').click();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/dashboard$/);
});
