import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const SHOTS = '/tmp/shots';

/**
 * A screenshot for a person reviewing the screens, taken when E2E_SHOTS is set
 * (`E2E_SHOTS=1 npm run test:e2e`, then look in /tmp/shots). The assertions are the tests; a
 * full-page screenshot costs 1 to 3 s of software painting on CI's 2 cores, about two minutes a run
 * for the sixty of them (decision 142).
 */
export async function reviewShot(page: Page, name: string, { fullPage = true } = {}) {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}
