import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { contrastOn, isLight, STYLES, type Backdrop } from '../scenes/styles.ts';
import { brandFontFamily, type BrandFont } from './brand-font.ts';
import { SPRITE_W, type StyleLook } from './scene-look.ts';
import { captionFont, SCRIPT_FALLBACKS } from './text-shaping.ts';

// The scene layer's type: the style's display font, big words in its treatment (the number and
// statement cards), and the kinetic label that pops in on its word.

/** The display font of a style at a size; a brand's family first, the style's still draws what it lacks. */
export const fontOf = (style: VideoStyle, px: number, family?: string | null) => {
  const f = STYLES[style].font;
  return `${f.weight} ${Math.round(px)}px ${family ? `"${family}", ` : ''}"${f.family}", ${SCRIPT_FALLBACKS}`;
};

/** A brand kit on the statement and label cards (issue 41): its font, and its text colour. */
export interface CardBrand {
  font: BrandFont | null;
  text: string;
}

/** WCAG's contrast for ordinary text (the cards' small line, the labels) and for large text. */
const READS = 4.5;
const READS_LARGE = 3;

/** The kit's text colour where it reads (4.5:1) on every colour of `ground`, else null. */
const brandInk = (brand: CardBrand | null | undefined, ground: Backdrop | null | undefined) =>
  brand && contrastOn(brand.text, ground) >= READS ? brand.text : null;

/** Patterns whose texture runs through a card's words (black stripes, white dots, a white grid). */
const TEXTURED = new Set(['stripes', 'dots', 'grid']);
const DARK_INK = '#1F2328';

/**
 * The plain plate a card's words sit on, or null where the backdrop itself reads: over a texture, or
 * where `ink` reads under 4.5:1 on one of the backdrop's colours, the words get a plate of the
 * backdrop's colour they read best on (a near-black or paper one when none reads). Seen: dark words on
 * busy stripes.
 */
function cardPlate(ink: string, backdrop: Backdrop | null | undefined): string | null {
  if (!backdrop?.colors.length) return null;
  if (!TEXTURED.has(backdrop.pattern) && contrastOn(ink, backdrop) >= READS) return null;
  const on = (c: string) => contrastOn(ink, { colors: [c], pattern: 'plain' });
  const best = [...backdrop.colors].sort((a, b) => on(b) - on(a))[0]!;
  if (on(best) >= READS) return best;
  return ink === DARK_INK ? '#F4F1EA' : '#15171C';
}

/** How a card's words look on its backdrop. */
export interface CardType {
  /** The brand's font family to name first (registered on this thread), or null: the style's. */
  family: string | null;
  /** Dark type on a light backdrop. */
  light: boolean;
  /** The words' colour: the kit's text colour where it reads on what is behind them, else the style's ink. */
  ink: string;
  /** The statement's last big line: the accent where it reads as large text (3:1), else the ink. */
  lastFill: string;
  /** The plain plate behind the words (cardPlate), or null. */
  plate: string | null;
}

/**
 * The card type for a scene: the style's ink (dark on a light backdrop, white elsewhere), on a plate
 * where the backdrop would not let it read, the kit's font and text colour when there is a kit, the
 * kit's colour only where it reads (decision 223).
 */
export function cardType(
  style: VideoStyle,
  accent: string,
  backdrop: Backdrop | null | undefined,
  brand?: CardBrand | null,
): CardType {
  const light = isLight(backdrop);
  const styleInk = light ? DARK_INK : '#FFFFFF';
  const plate = cardPlate(styleInk, backdrop);
  // What the words read on: the plate where there is one.
  const ground = plate ? { colors: [plate], pattern: 'plain' as const } : backdrop;
  const ink = brandInk(brand, ground) ?? styleInk;
  const lastFill = style !== 'minimal' && !light && contrastOn(accent, ground) >= READS_LARGE ? accent : ink;
  return { family: brandFontFamily(brand?.font), light, ink, lastFill, plate };
}

/** A card's plain plate (CardType.plate): centred on `cx`, `half` wide each way, rows y0 to y1. */
export function fillPlate(
  g: SKRSContext2D,
  colour: string,
  cx: number,
  half: number,
  y0: number,
  y1: number,
) {
  g.fillStyle = colour;
  g.beginPath();
  g.roundRect(cx - half, y0, 2 * half, y1 - y0, 36);
  g.fill();
}

/** Big display type in the style's treatment (its edge, shadow or glow). */
export function bigText(
  g: SKRSContext2D,
  style: VideoStyle,
  text: string,
  x: number,
  y: number,
  px: number,
  fill: string,
  light: boolean,
) {
  g.save();
  switch (style) {
    case 'retro':
      // A hard offset shadow, like a print slightly off register.
      g.fillStyle = '#FF3CAC';
      g.fillText(text, x + px / 22, y + px / 22);
      break;
    case 'futuristic':
      g.shadowColor = '#00E5FF';
      g.shadowBlur = px / 6;
      break;
    case 'documentary': {
      // A lower-third band behind the words.
      const w = g.measureText(text).width;
      g.fillStyle = light ? 'rgba(255,255,255,0.55)' : 'rgba(20,16,12,0.6)';
      g.fillRect(x - w / 2 - px * 0.25, y - px * 0.6, w + px * 0.5, px * 1.2);
      break;
    }
    case 'abstract':
      g.strokeStyle = '#111111';
      g.lineWidth = Math.max(10, px / 9);
      g.strokeText(text, x, y);
      break;
    case 'cinematic':
      if (!light) {
        g.shadowColor = 'rgba(0,0,0,0.6)';
        g.shadowBlur = px / 8;
      }
      break;
    case 'minimal':
      break;
  }
  g.fillStyle = fill;
  g.fillText(text, x, y);
  g.restore();
}

/** The documentary label's band, which its words read on. */
const LABEL_BAND = '#14100C';

/**
 * The kinetic label's text in this style, drawn once into its own canvas. With a brand kit the words
 * are in its font, and in its text colour where that reads (4.5:1) on what is behind them: the
 * documentary band, else the scene's backdrop (over footage, with no backdrop, the style's colour).
 */
export function drawLabelArt(
  style: VideoStyle,
  look: StyleLook,
  accent: string,
  text: string,
  brand?: CardBrand | null,
  backdrop?: Backdrop | null,
): Canvas {
  const ground = style === 'documentary' ? { colors: [LABEL_BAND], pattern: 'plain' as const } : backdrop;
  // Over footage (no backdrop) what is behind the words is unknown: the style's colour.
  const kitInk = ground?.colors.length ? brandInk(brand, ground) : null;
  const family = brandFontFamily(brand?.font);
  let size = Number(/(\d+)px/.exec(look.labelFont)![1]);
  const weight = look.labelFont.split(' ')[0];
  const shown = style === 'minimal' ? text.toLowerCase() : text;
  const probe = createCanvas(8, 8).getContext('2d');
  probe.font = captionFont(Number(weight), size, shown, family);
  while (probe.measureText(shown).width > SPRITE_W - 80 && size > 30) {
    size -= 4;
    probe.font = captionFont(Number(weight), size, shown, family);
  }
  const w = probe.measureText(shown).width;
  const c = createCanvas(Math.ceil(Math.min(SPRITE_W, w + 80)), Math.ceil(size * 2));
  const g = c.getContext('2d');
  g.font = captionFont(Number(weight), size, shown, family);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.translate(c.width / 2, c.height / 2 - size * 0.08);
  switch (style) {
    case 'cinematic':
      g.fillStyle = accent;
      g.fillRect(-w / 2, size * 0.6, w, 8);
      g.shadowColor = 'rgba(0,0,0,0.6)';
      g.shadowBlur = 16;
      g.fillStyle = kitInk ?? '#FFFFFF';
      g.fillText(shown, 0, 0);
      break;
    case 'documentary':
      g.fillStyle = 'rgba(20,16,12,0.82)';
      g.fillRect(-w / 2 - 24, -size * 0.72, w + 48, size * 1.44);
      g.fillStyle = kitInk ?? '#F4EFE6';
      g.fillText(shown, 0, 2);
      break;
    case 'abstract':
      g.strokeStyle = '#111111';
      g.lineWidth = 14;
      g.strokeText(shown, 0, 0);
      g.fillStyle = kitInk ?? '#FFFFFF';
      g.fillText(shown, 0, 0);
      break;
    case 'minimal':
      g.fillStyle = kitInk ?? 'rgba(255,255,255,0.92)';
      g.fillText(shown, 0, 0);
      g.fillRect(-40, size * 0.7, 80, 3);
      break;
    case 'retro':
      g.fillStyle = '#FF3CAC';
      g.fillText(shown, 7, 7);
      g.fillStyle = kitInk ?? '#FFD23F';
      g.fillText(shown, 0, 0);
      break;
    case 'futuristic':
      g.shadowColor = '#00E5FF';
      g.shadowBlur = 22;
      g.fillStyle = kitInk ?? '#CFFAFF';
      g.fillText(shown, 0, 0);
      break;
  }
  return c;
}
