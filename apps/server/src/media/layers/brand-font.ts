import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';

// A brand kit's font for captions (issue 41): a bundled family is named as it is; an uploaded TTF/OTF
// (checked by fontkit on upload) is registered with Skia under a name made from its bytes, once per
// thread that draws with it, so the same file used by many renders is registered once and two kits'
// fonts with the same family name never mix. Text in a script the font lacks falls back, glyph by
// glyph, along the caption families (Inter, then Noto: text-shaping.ts).

/** The brand font as the render carries it: its family and, for an uploaded one, its local file. */
export interface BrandFont {
  family: string;
  file: string | null;
}

const registered = new Map<string, string>();

/** The family name to draw with (registering an uploaded file first); null when it cannot be read. */
export function brandFontFamily(font: BrandFont | null | undefined): string | null {
  if (!font) return null;
  if (!font.file) return font.family;
  const known = registered.get(font.file);
  if (known) return known;
  try {
    const bytes = readFileSync(font.file);
    const alias = `Brand ${createHash('sha1').update(bytes).digest('hex').slice(0, 12)}`;
    if (!GlobalFonts.has(alias) && !GlobalFonts.register(bytes, alias)) return null;
    registered.set(font.file, alias);
    return alias;
  } catch {
    // A font that cannot be read leaves the captions in the style's own font rather than failing.
    return null;
  }
}
