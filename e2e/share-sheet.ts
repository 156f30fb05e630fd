import type { BrowserContext, Page } from '@playwright/test';

/** What a stubbed share sheet received: each file's name, type and size. */
interface SharedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * A phone's share sheet, stubbed: `navigator.canShare` takes files and `navigator.share` records
 * what it was given (Chromium headless has no share sheet of its own).
 */
export async function stubShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = globalThis as unknown as {
      navigator: Record<string, unknown>;
      __shared: { name: string; type: string; size: number }[];
    };
    w.__shared = [];
    Object.defineProperty(w.navigator, 'canShare', {
      value: (data: { files?: unknown[] }) => Array.isArray(data?.files),
    });
    Object.defineProperty(w.navigator, 'share', {
      value: async (data: { files: { name: string; type: string; size: number }[] }) => {
        for (const f of data.files) w.__shared.push({ name: f.name, type: f.type, size: f.size });
      },
    });
  });
}
export const sharedFiles = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __shared: SharedFile[] }).__shared);
