import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { reviewShot } from './shots.ts';

// Browser globals used inside page.evaluate (this project compiles without the DOM library).
declare const navigator: { share?: unknown };
const TONES = ['Engaging', 'Professional', 'Funny', 'Inspirational', 'Casual'];
const words = (n: number, w = 'bread') => Array.from({ length: n }, () => w).join(' ');

test('the studio: generate, edit and use a script in a video; captions in every tone, edited, downloaded, deleted', async ({
  page,
  request,
}, info) => {
  test.setTimeout(300_000);
  const shot = (name: string) => reviewShot(page, `studio-${info.project.name}-${name}`);
  await signUpAndSignIn(page, request, 'studio');

  await page.goto('/scripts');
  await expect(page.getByRole('heading', { level: 1, name: 'Scripts' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  for (const name of ['Dashboard', 'My Content', 'Scripts', 'Caption Generator', 'Settings'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Scripts', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The allowance badge is the account's real one (a new free account: 3 videos).
  await expect(page.getByRole('link', { name: /^3 videos left: see the plans$/ })).toBeVisible();
  await expect(page.getByText('No scripts yet')).toBeVisible();

  // Generate a script from a topic: it opens in the editor and is in the library.
  await page.getByRole('button', { name: 'Generate script' }).click();
  await expect(page.getByText('Please enter a topic')).toBeVisible();
  await page.getByRole('textbox', { name: 'Topic' }).fill('Three sourdough bread mistakes beginners make');
  await page.getByRole('radio', { name: 'Educational' }).click();
  await page.getByRole('button', { name: 'Generate script' }).click();
  await expect(page.getByRole('heading', { name: 'Edit script' })).toBeVisible({ timeout: 30_000 });
  const script = page.getByRole('textbox', { name: 'Script', exact: true });
  expect((await script.inputValue()).toLowerCase()).toContain('sourdough');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Food');

  // Live word count and read time (words ÷ 150, rounded up, at least 1 minute).
  await script.fill(words(151));
  await expect(page.getByTestId('word-count')).toHaveText('151 words');
  await expect(page.getByTestId('read-time')).toHaveText('2 min read');
  // The spoken length is the words at the voice's rate, which the page states: 150 words a minute
  // until narrations on this server measure it (other journeys' videos may have by now).
  await expect(async () => {
    const rate = Number(
      /(\d+) words a minute/.exec((await page.getByText(/words a minute/).textContent()) ?? '')?.[1],
    );
    const seconds = Math.round((151 / rate) * 60);
    expect(await page.getByTestId('spoken-length').textContent()).toBe(
      `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} spoken by`,
    );
  }).toPass({ timeout: 10_000 });
  const text =
    'Sourdough mistake one: a cold kitchen. Two: too little water. Three: slicing while hot. ' +
    'Feed your starter, be patient, and your loaf will thank you. Follow for more bread tips.';
  await script.fill(text);
  await expect(page.getByTestId('word-count')).toHaveText(`${text.split(/\s+/).length} words`);
  await expect(page.getByTestId('read-time')).toHaveText('1 min read');
  await page.getByRole('textbox', { name: 'Title' }).fill('Sourdough mistakes');
  // An accidental navigation keeps the unsaved edit.
  await nav.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('We kept your unsaved changes.')).toBeVisible();
  await expect(script).toHaveValue(text);
  await shot('script-editor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your scripts' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Sourdough mistakes' });
  await expect(card).toContainText('Food');
  await expect(card).toContainText(`${text.split(/\s+/).length} words`);
  // Opened twice in the editor (before and after the detour).
  await expect(card).toContainText('2 views');

  // New Script, typed; search and the category filter find the right ones. The field's name is
  // exact: "Search scripts" on the list is a textbox whose name contains "Script" too, and on a slow
  // machine the list is still on screen for a moment after the click.
  await page.getByRole('button', { name: 'New Script' }).click();
  await expect(page.getByRole('heading', { name: 'New script' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Script', exact: true })
    .fill('My morning routine for calmer days at home');
  // The live count a creator sees before saving.
  await expect(page.getByTestId('word-count')).toHaveText('8 words');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Search scripts' }).fill('morning');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('1 script found')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search scripts' }).fill('');
  await page.getByRole('button', { name: 'Filter by category' }).click();
  await page.getByRole('radio', { name: 'Food' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText('Sourdough mistakes');
  await shot('scripts');
  await page.getByRole('radio', { name: 'All' }).click();

  // Delete asks first; Cancel keeps it, Delete removes it.
  const typed = page.getByRole('article', { name: 'My morning routine for calmer days at home' });
  await typed.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete script?' });
  await expect(confirm).toContainText('Are you sure you want to delete this script?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(typed).toBeVisible();
  await typed.getByRole('button', { name: /^Delete / }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);

  // Use in a video: the create flow opens at the Voice step with this script, and it renders.
  await card.getByRole('button', { name: 'Use in a video' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('button', { name: 'Generate audio' })).toBeVisible();
  await expect(page.getByTestId('step-script')).toHaveAccessibleName(/completed/);
  await page.getByRole('button', { name: 'Generate audio' }).click();
  await expect(page.getByTestId('audio-play')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue to video' }).click();
  await page.getByRole('button', { name: 'Render video' }).click();
  await expect(page.getByTestId('result-video')).toBeVisible({ timeout: 150_000 });

  // From the finished video to the caption generator, with that video chosen for Use Caption.
  await page.getByRole('link', { name: 'Write a caption' }).click();
  await expect(page).toHaveURL(/\/scripts\?tab=captions&video=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Caption Generator' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Caption Generator', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('combobox', { name: 'Use Caption on a video (optional)' })).toContainText(
    'Sourdough mistakes',
  );

  // Captions: one in each tone, newest on top, the input cleared each time.
  const describe = page.getByRole('textbox', { name: 'Content description' });
  const generate = page.getByRole('button', { name: 'Generate Caption' });
  await expect(generate).toBeDisabled();
  await describe.fill('   ');
  await expect(generate).toBeDisabled();
  const captions = page.getByRole('article');
  for (const [i, tone] of TONES.entries()) {
    await describe.fill('Budget travel in Japan: rail passes, konbini breakfasts and capsule hotels');
    await page.getByRole('combobox', { name: 'Tone' }).click();
    await page.getByRole('option', { name: tone, exact: true }).click();
    await generate.click();
    await expect(captions).toHaveCount(i + 1, { timeout: 20_000 });
    await expect(describe).toHaveValue('');
    const top = captions.first();
    await expect(top).toHaveAccessibleName(`TikTok caption, ${tone.toLowerCase()}`);
    const tags = top.getByRole('list', { name: 'Hashtags' }).getByRole('listitem');
    await expect(tags).toHaveCount(6);
    expect((await tags.allTextContents()).slice(3)).toEqual(['#viral', '#trending', '#fyp']);
    await expect(top).toContainText(/\d+\/2200 characters/);
    await expect(top.getByLabel(/^(High|Medium|Low) engagement, score \d+ of 100: /)).toBeVisible();
  }
  const texts = await page.getByTestId('caption-text').allTextContents();
  expect(new Set(texts).size).toBe(5);
  // The reasons behind the engagement level, on hover.
  await captions
    .first()
    .getByLabel(/engagement, score/)
    .hover();
  await expect(page.getByRole('tooltip')).toContainText('Engagement score');
  await expect(page.getByRole('tooltip')).toContainText(/hashtags/);
  await shot('captions');

  // Edit: the character count follows the text against TikTok's limit; hashtags are comma-separated.
  await captions.first().getByRole('button', { name: 'Edit caption' }).click();
  await expect(page.getByRole('heading', { name: 'Edit caption' })).toBeVisible();
  const caption = page.getByRole('textbox', { name: 'Caption' });
  await caption.fill('Your first trip to Japan on a budget? Save this!');
  await page.getByRole('textbox', { name: 'Hashtags' }).fill(' japan, , #Japan, budgettravel ,fyp');
  const count = 'Your first trip to Japan on a budget? Save this! #japan #budgettravel #fyp'.length;
  await expect(page.getByTestId('char-count')).toHaveText(`${count}/2200 characters with hashtags`);
  await shot('caption-editor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const edited = captions.first();
  await expect(edited.getByTestId('caption-text')).toHaveText(
    'Your first trip to Japan on a budget? Save this!',
  );
  await expect(edited.getByRole('list', { name: 'Hashtags' }).getByRole('listitem')).toHaveText([
    '#japan',
    '#budgettravel',
    '#fyp',
  ]);

  // Download saves a .txt of the post.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    edited.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const file = path.join(os.tmpdir(), `rs-studio-${Date.now()}.txt`);
  await download.saveAs(file);
  expect(readFileSync(file, 'utf8')).toBe(
    'Your first trip to Japan on a budget? Save this! #japan #budgettravel #fyp',
  );

  // Share: no share sheet in this browser, so it copies, confirmed for 2 s.
  await page.evaluate(() => {
    navigator.share = undefined;
  });
  await edited.getByRole('button', { name: 'Share' }).click();
  await expect(edited.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(edited.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 4000 });

  // Use Caption on the finished video sets it as that video's caption.
  await edited.getByRole('button', { name: 'Use Caption' }).click();
  await expect(page.getByText(/^Caption set on “.+” and copied\.$/)).toBeVisible();

  // Delete with confirmation.
  await captions.nth(1).getByRole('button', { name: 'Delete caption' }).click();
  const sure = page.getByRole('dialog', { name: 'Delete caption?' });
  await expect(sure).toContainText('Are you sure you want to delete this caption?');
  await sure.getByRole('button', { name: 'Delete' }).click();
  await expect(captions).toHaveCount(4);
  await expect(page.getByText('4 captions')).toBeVisible();
});
