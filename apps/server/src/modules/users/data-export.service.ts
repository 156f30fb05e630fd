import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AppContext } from '../../context.ts';
import { ConflictError } from '../../http/errors.ts';
import { emailLayout as layout } from '../../lib/email-layout.ts';
import { dataExportKey } from '../../storage/storage-paths.ts';
import type { EmailService } from '../email/email.service.ts';
import { DataExportRepo } from './data-export.repo.ts';

/** How long the download link on the settings page lasts once shown (a new export replaces the file). */
const LINK_TTL_SEC = 3600;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const safe = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'video';

const README = `Your Reelsmith data

account.json   your profile and default settings
videos.json    every video: idea, title, caption, hashtags, status and dates
videos/        each finished video's MP4, thumbnail, captions (SRT and VTT) and storyboard
scripts.json   your saved scripts
captions.json  your generated captions
posts.json     your social posts and how each platform answered
invoices.json  your payments (the full invoices are in Settings > Billing)
`;

/**
 * Settings > "Download my data" (issue 40, item 8): a background job gathers every row and file
 * of the account into one zip under the user's folder, with progress on its row, and emails when
 * it is ready. The newest export replaces the one before; closing the account deletes it with
 * everything else.
 */
export class DataExportService {
  private readonly repo: DataExportRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly email: Pick<EmailService, 'enqueue'>,
  ) {
    this.repo = new DataExportRepo(ctx.database.db);
  }

  async start(userId: string) {
    if (await this.repo.unfinished(userId))
      throw new ConflictError(
        'Your data is already being gathered. It will be ready soon.',
        'export_running',
      );
    const row = await this.repo.create(userId, (tx, exportId) =>
      this.ctx.queue.send('account.export', { exportId }, { singletonKey: exportId, tx }),
    );
    return this.dto(row);
  }

  async latest(userId: string) {
    const row = await this.repo.latest(userId);
    return { export: row ? this.dto(row) : null };
  }

  private dto(row: Awaited<ReturnType<DataExportRepo['find']>> & object) {
    return {
      id: row.id,
      status: row.status,
      percent: row.percent,
      size_bytes: row.sizeBytes,
      error: row.status === 'failed' ? 'Gathering your data failed. Please try again.' : null,
      created_at: row.createdAt.toISOString(),
      finished_at: iso(row.finishedAt),
      download_url:
        row.status === 'ready' && row.fileKey
          ? `${this.ctx.urls.sign(row.fileKey, LINK_TTL_SEC)}&download=reelsmith-data.zip`
          : null,
    };
  }

  /** The `account.export` job. A retry starts over; a finished export is left alone. */
  async build(exportId: string): Promise<void> {
    const row = await this.repo.find(exportId);
    if (!row || row.status === 'ready') return;
    await this.repo.update(exportId, { status: 'running', percent: 0, error: null });
    const dir = await mkdtemp(path.join(tmpdir(), 'reelsmith-export-'));
    try {
      const file = path.join(dir, 'data.zip');
      await this.writeZip(row.userId, file, (percent) => this.repo.update(exportId, { percent }));
      const key = dataExportKey(row.userId, exportId);
      await this.ctx.storage.putFile(key, file, 'application/zip');
      const size = (await stat(file)).size;
      // The newest export replaces the earlier ones (file and row).
      const others = await this.repo.others(row.userId, exportId);
      for (const o of others) if (o.fileKey) await this.ctx.storage.delete(o.fileKey).catch(() => undefined);
      await this.repo.deleteRows(others.map((o) => o.id));
      await this.repo.update(exportId, {
        status: 'ready',
        percent: 100,
        fileKey: key,
        sizeBytes: size,
        finishedAt: new Date(),
      });
      await this.notify(row.userId);
    } catch (err) {
      this.ctx.logger.warn({ exportId, err: (err as Error).message }, 'data export failed');
      await this.repo.update(exportId, { status: 'failed', error: (err as Error).message.slice(0, 500) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async notify(userId: string) {
    const user = await this.repo.user(userId);
    if (!user) return;
    const heading = 'Your Reelsmith data is ready';
    const link = `${this.ctx.env.PUBLIC_URL}/settings#data`;
    const lines = [
      `Hi ${user.firstName},`,
      'The copy of your data you asked for is ready: your videos, scripts, captions, posts and invoices in one zip file.',
    ];
    const footer = 'Sign in to download it. If you did not ask for this, change your password.';
    await this.email.enqueue({
      to: user.email,
      subject: heading,
      text: `${lines.join('\n\n')}\n\nDownload it from your settings:\n${link}\n\n${footer}\n`,
      html: layout({ heading, lines, button: { label: 'Download my data', href: link }, footer }),
    });
  }

  /** Streams every row (as JSON) and file of the account into a zip at `file`. */
  private async writeZip(userId: string, file: string, progress: (percent: number) => Promise<void>) {
    const r = this.repo;
    const [user, videos, scripts, captions, posts, invoices] = await Promise.all([
      r.user(userId),
      r.videos(userId),
      r.scripts(userId),
      r.captions(userId),
      r.posts(userId),
      r.invoices(userId),
    ]);
    const out = createWriteStream(file);
    const failed = new Promise<never>((_, reject) => out.on('error', reject));
    const zip = new Zip((err, chunk, final) => {
      if (err) out.destroy(err);
      else {
        out.write(chunk);
        if (final) out.end();
      }
    });
    const json = (name: string, value: unknown) => {
      const f = new ZipDeflate(name, { level: 6 });
      zip.add(f);
      f.push(new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`), true);
    };
    json('account.json', user ?? null);
    const readme = new ZipDeflate('README.txt');
    zip.add(readme);
    readme.push(new TextEncoder().encode(README), true);
    const folders = new Map(videos.map((v) => [v.id, `videos/${safe(v.title)}-${v.id.slice(0, 8)}/`]));
    json(
      'videos.json',
      videos.map((v) => ({
        id: v.id,
        title: v.title,
        idea: v.idea,
        caption: v.caption,
        hashtags: v.hashtags,
        vibe: v.vibe,
        voice: v.voice,
        style: v.style,
        status: v.status,
        duration_seconds: v.durationSec,
        created_at: v.createdAt.toISOString(),
        completed_at: iso(v.completedAt),
        folder: v.videoKey ? folders.get(v.id) : null,
      })),
    );
    json('scripts.json', scripts);
    json('captions.json', captions);
    json(
      'posts.json',
      posts.map(({ post, targets }) => ({
        id: post.id,
        video_id: post.videoId,
        title: post.title,
        description: post.description,
        hashtags: post.hashtags,
        status: post.status,
        scheduled_for: iso(post.scheduledFor),
        created_at: post.createdAt.toISOString(),
        platforms: targets.map((t) => ({
          platform: t.platform,
          status: t.status,
          url: t.remoteUrl,
          error: t.errorMessage,
          posted_at: iso(t.postedAt),
          views: t.views,
          likes: t.likes,
        })),
      })),
    );
    json(
      'invoices.json',
      invoices.map((i) => ({ ...i, paidAt: i.paidAt.toISOString() })),
    );

    const files = videos.flatMap((v) => {
      const folder = folders.get(v.id)!;
      return [
        [v.videoKey, 'video.mp4'],
        [v.thumbnailKey, 'thumbnail.jpg'],
        [v.srtKey, 'captions.srt'],
        [v.vttKey, 'captions.vtt'],
      ]
        .filter((f): f is [string, string] => !!f[0])
        .map(([key, name]) => ({ key, name: folder + name }));
    });
    for (const v of videos)
      if (v.storyboard && v.videoKey) json(`${folders.get(v.id)}storyboard.json`, v.storyboard);
    let done = 0;
    for (const f of files) {
      const entry = new ZipPassThrough(f.name);
      zip.add(entry);
      if (await this.ctx.storage.stat(f.key)) {
        for await (const chunk of await this.ctx.storage.read(f.key)) {
          entry.push(chunk as Uint8Array);
          if (out.writableNeedDrain) await once(out, 'drain');
        }
      }
      entry.push(new Uint8Array(0), true);
      done++;
      // A few writes a second at most: every tenth file and the last.
      if (done % 10 === 0 || done === files.length) await progress(Math.floor((done / files.length) * 99));
    }
    zip.end();
    await Promise.race([once(out, 'finish'), failed]);
  }
}
