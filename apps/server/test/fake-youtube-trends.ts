import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One of YouTube's most-popular videos, as the fake serves it. */
export interface FakeVideo {
  id: string;
  title: string;
  channelTitle: string;
  publishedAt: string;
  categoryId: string;
  regionCode: string;
  tags?: string[];
  viewCount: number;
  likeCount: number;
  commentCount: number;
}

/**
 * A local server speaking YouTube Data API v3 `videos.list` (chart=mostPopular): the key is
 * checked, `regionCode` and `videoCategoryId` filter, `maxResults` caps; errors in Google's shape.
 */
export async function startFakeYouTubeTrends(opts: { key: string; videos: FakeVideo[] }) {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/youtube/v3/videos')
      return send(404, { error: { code: 404, message: 'Not Found' } });
    if (url.searchParams.get('key') !== opts.key)
      return send(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } });
    if (url.searchParams.get('chart') !== 'mostPopular')
      return send(400, {
        error: { code: 400, message: 'No filter selected. Expected one of: myRating, chart, id' },
      });
    const region = url.searchParams.get('regionCode') ?? 'US';
    const category = url.searchParams.get('videoCategoryId');
    const max = Number(url.searchParams.get('maxResults') ?? 5);
    const items = opts.videos
      .filter((v) => v.regionCode === region && (!category || v.categoryId === category))
      .slice(0, max)
      .map((v) => ({
        kind: 'youtube#video',
        etag: `etag-${v.id}`,
        id: v.id,
        snippet: {
          publishedAt: v.publishedAt,
          channelId: `UC${v.id}`,
          title: v.title,
          description: '',
          thumbnails: {
            default: { url: `https://i.ytimg.com/vi/${v.id}/default.jpg`, width: 120, height: 90 },
            medium: { url: `https://i.ytimg.com/vi/${v.id}/mqdefault.jpg`, width: 320, height: 180 },
          },
          channelTitle: v.channelTitle,
          tags: v.tags,
          categoryId: v.categoryId,
        },
        statistics: {
          viewCount: String(v.viewCount),
          likeCount: String(v.likeCount),
          favoriteCount: '0',
          commentCount: String(v.commentCount),
        },
      }));
    send(200, {
      kind: 'youtube#videoListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: max },
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}
