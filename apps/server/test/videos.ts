import { VideosRepo } from '../src/modules/videos/videos.repo.ts';
import type { TestApp } from './test-app.ts';

/**
 * Waits until a video's row is completed or failed (at most `tries` × 250 ms), then answers the
 * API's view of it. Waited for on the row: polling the API would spend the account's 60 calls a minute.
 */
export async function videoWhenDone(t: TestApp, id: string, headers: Record<string, string>, tries: number) {
  const repo = new VideosRepo(t.ctx.database.db);
  for (let i = 0; i < tries; i++) {
    const row = await repo.findById(id);
    if (row && ['completed', 'failed'].includes(row.status)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return (await t.app.inject({ method: 'GET', url: `/api/videos/${id}`, headers })).json();
}
