import type { Storyboard, StoryboardBrand } from '@reelsmith/contracts/storyboard';
import type { BrandFont } from '../layers/brand-font.ts';
import type { AssetPath } from './scene-map.ts';

// What a storyboard's brand changes in the render (issue 41): its logo, the captions' font, and the
// spoken word in the kit's colour. The scenes' backdrops are the kit's colours too, so the kit's colour
// as it is would sink into them (a royal blue word on a royal blue scene, seen on a frame): the spoken
// word takes the lighter kit colour tinted towards white until it is light enough to stand out, still
// recognisably the brand's (decision 206).

/** The brand the render draws: none when the video has none, or the creator turned it off. */
export const shownBrand = (sb: Pick<Storyboard, 'brand'>): StoryboardBrand | null =>
  sb.brand && sb.brand.show !== false ? sb.brand : null;

/** Relative luminance (WCAG) of #RRGGBB. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The spoken word is at least this light (relative luminance): clear of any kit-coloured backdrop. */
const LIGHT = 0.4;

/** A colour `t` (0..1) of the way to white. */
const tint = (hex: string, t: number) =>
  '#' +
  [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16))
    .map((c) => Math.round(c + (255 - c) * t))
    .map((c) => c.toString(16).padStart(2, '0').toUpperCase())
    .join('');

export function brandHighlight(brand: Pick<StoryboardBrand, 'colors'>): string {
  const { primary, secondary } = brand.colors;
  const lighter = luminance(primary) >= luminance(secondary) ? primary : secondary;
  for (let t = 0; t < 1; t += 0.05) {
    const c = tint(lighter, t);
    if (luminance(c) >= LIGHT) return c;
  }
  return '#FFFFFF';
}

/** The caption and scene layers' brand input, with the uploaded font's local file; null without a brand. */
export function brandCaptions(
  brand: StoryboardBrand | null | undefined,
  path: AssetPath,
): { font: BrandFont | null; highlight: string; text: string } | null {
  if (!brand) return null;
  return {
    font: { family: brand.font.name, file: brand.font.key ? path(brand.font.key) : null },
    highlight: brandHighlight(brand),
    text: brand.colors.text,
  };
}

/** The render's logo input: the logo's local file and the kit's corner. */
export function logoOf(brand: StoryboardBrand | null, path: AssetPath) {
  return brand?.logoKey
    ? { path: path(brand.logoKey), type: brand.logoType, corner: brand.watermarkPosition }
    : null;
}
