import type { StoryboardBrand, StoryboardScene } from '@reelsmith/contracts/storyboard';

// A brand kit applied at planning (issue 41, decision 206): the kit's colours become every scene's
// backdrop and its intro and outro texts become the first and last scenes, so the render and the
// editor read nothing but ordinary storyboard fields. The logo, font and caption highlight stay on
// `storyboard.brand`, which the render draws and the editor can switch off per video.

/** Ids of the card scenes a kit adds (the editor names them; planning never makes others like them). */
export const INTRO_SCENE_ID = 'brand-intro';
export const OUTRO_SCENE_ID = 'brand-outro';
/** Long enough to read a short line, short enough not to lose a viewer before the hook. */
export const INTRO_SEC = 1.6;
export const OUTRO_SEC = 2.2;

/** A silent statement card over the kit's two colours. */
function cardScene(id: string, text: string, colors: [string, string], durationSec: number): StoryboardScene {
  const shown = text.trim().slice(0, 200);
  return {
    id,
    text: shown,
    // Text and narration agree, so saving the storyboard never voices the card: it is read, not said.
    narration: { text: shown, audioKey: null, offsetSec: 0, durationSec: 0, words: [] },
    visual: { kind: 'color', colors },
    layout: 'statement',
    durationSec,
    transition: 'cut',
    label: null,
    emphasis: null,
    backdrop: { colors, pattern: 'gradient' },
  };
}

/**
 * The planned scenes under `brand`: each backdrop in the kit's colours (the leading colour
 * alternating, as the styles' own palettes do, so consecutive scenes stay apart), then the intro and
 * outro cards around them. With an intro the hook is captioned like the rest: the title card is made
 * to show from the first frame (decision 035), which is now the intro's.
 */
export function brandScenes(scenes: StoryboardScene[], brand: StoryboardBrand): StoryboardScene[] {
  const { primary, secondary } = brand.colors;
  const pair = (i: number): [string, string] => (i % 2 ? [secondary, primary] : [primary, secondary]);
  const intro = brand.intro.trim();
  const outro = brand.outro.trim();
  const body = scenes.map((s, i): StoryboardScene => {
    const colors = pair(i);
    return {
      ...s,
      layout: intro && s.layout === 'title' ? 'subject' : s.layout,
      visual: s.visual.kind === 'color' ? { kind: 'color', colors } : s.visual,
      backdrop: { colors, pattern: s.backdrop?.pattern ?? 'gradient' },
    };
  });
  return [
    ...(intro ? [cardScene(INTRO_SCENE_ID, intro, [primary, secondary], INTRO_SEC)] : []),
    ...body,
    ...(outro ? [cardScene(OUTRO_SCENE_ID, outro, [primary, secondary], OUTRO_SEC)] : []),
  ];
}

/** Seconds the kit's cards add to a video. */
export const brandCardsSec = (brand: StoryboardBrand): number =>
  (brand.intro.trim() ? INTRO_SEC : 0) + (brand.outro.trim() ? OUTRO_SEC : 0);
