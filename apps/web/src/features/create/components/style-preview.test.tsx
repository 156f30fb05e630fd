import { statSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_STYLES } from '@reelsmith/contracts/video';
import { StylePreview } from './style-preview';

afterEach(cleanup);

describe('the style step shows each style moving', () => {
  it.each(VIDEO_STYLES)('%s: a muted looping sample of the style, not a colour swatch', (id) => {
    const { getByTestId } = render(<StylePreview id={id} swatch="#000" />);
    const video = getByTestId(`style-preview-${id}`) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(`/style-previews/${id}.mp4`);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  it.each(VIDEO_STYLES)('%s: its sample is served with the app and small (under 300 KB)', (id) => {
    // Rendered from the style itself by `npm run style-previews` into the web app's public folder.
    const file = join(__dirname, '../../../../public/style-previews', `${id}.mp4`);
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(2_000);
    expect(size).toBeLessThan(300 * 1024);
  });
});
