import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { AppProviders } from './app/providers';

/** The HTML of the screen at `url` as a signed-out visitor first sees it (the build's prerender). */
export async function render(url: string): Promise<string> {
  const page = (
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  // Every part written in place, however large: moving one in later takes an inline script, which
  // the CSP refuses.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
