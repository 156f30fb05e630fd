import { describe, expect, it } from 'vitest';
import { CAPTION_POSITIONS, SAFE_ZONE_TARGETS, SCENE_LAYOUTS } from '@reelsmith/contracts/storyboard';
import type { CaptionPreset, VideoStyle } from '@reelsmith/contracts/video';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { planCaptionLayer } from './caption-layer.ts';
import { layoutPage, paginate, type TitleCard } from './captions.ts';
import { assignEmoji } from './emoji.ts';
import { PLATFORM_UI } from '@reelsmith/contracts/safe-zones';
import { inside, interfaceBoxes, intersects, safeArea, subjectBox, type Box } from './safe-zones.ts';
import { watermarkBox } from './watermark.ts';

// Captions, the title card and the watermark stay out of every platform's buttons and text (issue 37
// item 3, decision 188): what the caption layer actually draws is measured, for each target and
// caption position, with the presets and styles that reach furthest (pop's scale, neon's glow,
// retro's hard shadow, futuristic's glow) and with emoji above the pages.

function timed(text: string, start = 0, step = 0.32): WordTiming[] {
  return text
    .split(' ')
    .map((word, i) => ({ word, start: start + i * step, end: start + (i + 1) * step - 0.03 }));
}

const SCRIPT =
  'Octopuses have three hearts and blue blood. Each arm can taste what it touches, so the brain gets help from eight curious helpers. Extraordinarily flexible creatures!';

/** Where a layer's images land in the frame while captions show (the part of the band it sends). */
function captionInk(preset: CaptionPreset, style: VideoStyle, placement: object, emoji = false): Box {
  const pages = paginate(timed(SCRIPT)).map((p) => layoutPage(p, preset));
  const l = planCaptionLayer({
    pages: emoji ? assignEmoji(pages, 0) : pages,
    title: null,
    preset,
    style,
    durationSec: 20,
    ...placement,
  })!;
  return { x0: l.x, y0: l.captionTop, x1: l.x + l.width, y1: l.captionTop + l.height };
}

const LOOKS: [CaptionPreset, VideoStyle][] = [
  ['pop', 'retro'],
  ['neon', 'futuristic'],
  ['boxed', 'documentary'],
];

describe('safe zones per platform', () => {
  for (const safeZone of SAFE_ZONE_TARGETS) {
    for (const position of CAPTION_POSITIONS) {
      it(`${safeZone}, ${position}: no caption touches the app's buttons, tabs or text`, () => {
        for (const [preset, style] of LOOKS) {
          const ink = captionInk(preset, style, { position, safeZone });
          for (const ui of interfaceBoxes(safeZone)) {
            expect(intersects(ink, ui), `${preset}/${style} captions under "${ui.what}"`).toBe(false);
          }
        }
        // Emoji sit above the page: still clear (the top position makes room for them below the tabs).
        const withEmoji = captionInk('bold', 'cinematic', { position, safeZone }, true);
        for (const ui of interfaceBoxes(safeZone)) expect(intersects(withEmoji, ui), ui.what).toBe(false);
      });

      it(`${safeZone}, ${position}: the watermark sits inside the safe area, clear of the captions`, () => {
        const mark = watermarkBox('Made with Reelsmith', { position, safeZone });
        expect(inside(mark, safeArea(safeZone))).toBe(true);
        for (const ui of interfaceBoxes(safeZone)) expect(intersects(mark, ui), ui.what).toBe(false);
        expect(intersects(mark, captionInk('pop', 'retro', { position, safeZone }))).toBe(false);
      });

      it(`${safeZone}, ${position}: captions are never drawn over a scene's subject`, () => {
        const ink = captionInk('pop', 'retro', { position, safeZone });
        for (const layout of SCENE_LAYOUTS.filter((l) => l !== 'footage')) {
          expect(intersects(ink, subjectBox(layout, position, safeZone)), layout).toBe(false);
        }
      });
    }
  }

  it('keeps the title card clear of every app', () => {
    const card: TitleCard = {
      words: timed('Why do octopuses have three hearts and blue blood'),
      end: 3,
      accent: '#FFD400',
    };
    const l = planCaptionLayer({ pages: [], title: card, preset: 'bold', durationSec: 3 })!;
    const ink = { x0: l.x, y0: l.titleTop, x1: l.x + l.width, y1: l.titleTop + l.height };
    for (const ui of interfaceBoxes('all')) expect(intersects(ink, ui), ui.what).toBe(false);
  });

  it('moves captions off a subject the caller asks to keep clear', () => {
    const subject = { x0: 100, y0: 700, x1: 980, y1: 1400 }; // a big picture low in the frame
    const ink = captionInk('bold', 'minimal', { position: 'bottom', safeZone: 'all', keepClear: subject });
    expect(intersects(ink, subject)).toBe(false);
    expect(ink.y1).toBeLessThanOrEqual(700);
  });

  it('gives each platform its own safe area, and `all` the area clear on every one', () => {
    const all = safeArea('all');
    for (const platform of ['tiktok', 'reels', 'shorts'] as const) {
      expect(inside(all, safeArea(platform))).toBe(true);
      expect(PLATFORM_UI[platform].length).toBeGreaterThanOrEqual(3);
    }
    // TikTok's button column is on the right; its caption area is lower than Reels' (more room).
    expect(safeArea('tiktok').x1).toBeLessThanOrEqual(900);
    expect(safeArea('tiktok').y1).toBeGreaterThan(safeArea('reels').y1);
    expect(all).toEqual({ x0: 65, y0: 270, x1: 900, y1: 1250 });
  });
});
