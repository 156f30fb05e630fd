import * as fontkit from 'fontkit';
import { SaxesParser } from 'saxes';

// A brand kit's files, checked by what they contain, never by their names (issue 41, decision 204).
// A logo is a PNG (its signature and header) or an SVG that parses as XML and holds nothing that
// runs or reaches out: scripts, event handlers, foreign content and references to anything outside
// the file are refused with the reason, not stripped, so what is stored is exactly what was checked.
// A font is a TTF/OTF that fontkit parses, with a family name and glyphs.

export type LogoCheck =
  { ok: true; type: 'png' | 'svg'; contentType: string } | { ok: false; reason: string };
export type FontCheck = { ok: true; family: string; ext: 'ttf' | 'otf' } | { ok: false; reason: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Elements that run code, embed other documents or pull in outside content. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'handler',
  'listener',
]);
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

export function checkLogo(data: Buffer): LogoCheck {
  if (data.length === 0) return { ok: false, reason: 'The logo file is empty.' };
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    // The IHDR chunk comes first in every valid PNG: a renamed file with a forged signature stops here.
    if (data.length < 33 || data.toString('latin1', 12, 16) !== 'IHDR')
      return { ok: false, reason: 'The logo is not a readable PNG picture.' };
    const w = data.readUInt32BE(16);
    const h = data.readUInt32BE(20);
    if (w === 0 || h === 0 || w > 8000 || h > 8000)
      return { ok: false, reason: 'The logo must be at most 8000 pixels each way.' };
    return { ok: true, type: 'png', contentType: 'image/png' };
  }
  const text = data.toString('utf8');
  if (/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
    const problem = svgProblem(text);
    return problem ? { ok: false, reason: problem } : { ok: true, type: 'svg', contentType: 'image/svg+xml' };
  }
  return { ok: false, reason: 'The logo must be a PNG or SVG picture.' };
}

/** Why this SVG is refused, or null when it is safe to store and draw. */
export function svgProblem(text: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return 'The SVG logo declares a document type or entities; save it without them.';
  let problem: string | null = null;
  let depth = 0;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => {
    depth++;
    const name = tag.name.toLowerCase();
    if (depth === 1 && name !== 'svg') problem ??= 'The logo must be a PNG or SVG picture.';
    if (FORBIDDEN_ELEMENTS.has(name.replace(/^.*:/, '')))
      problem ??= `The SVG logo contains a <${tag.name}> element, which is not allowed in a logo.`;
    for (const [attr, raw] of Object.entries(tag.attributes)) {
      const a = attr.toLowerCase();
      const value = String(raw).trim();
      if (a.startsWith('on'))
        problem ??= `The SVG logo has an event handler (${attr}), which is not allowed.`;
      else if (LINK_ATTRIBUTES.has(a) && !value.startsWith('#'))
        problem ??= 'The SVG logo links to something outside the file; logos must be self-contained.';
      else if (a === 'style' && outsideReference(value))
        problem ??=
          'The SVG logo’s styles refer to something outside the file; logos must be self-contained.';
    }
  });
  parser.on('closetag', () => {
    depth--;
  });
  // Style sheets' text is checked for outside references after the parse.
  let styleText = '';
  parser.on('text', (t) => {
    styleText += t;
  });
  parser.on('cdata', (t) => {
    styleText += t;
  });
  try {
    parser.write(text).close();
  } catch {
    return 'The SVG logo is not a readable SVG file.';
  }
  if (!problem && outsideReference(styleText))
    problem = 'The SVG logo’s styles refer to something outside the file; logos must be self-contained.';
  return problem;
}

/** CSS that loads from elsewhere: url(...) to anything but a fragment, or @import. */
function outsideReference(css: string): boolean {
  if (/@import/i.test(css) || /javascript:/i.test(css)) return true;
  for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi))
    if (!m[2].trim().startsWith('#')) return true;
  return false;
}

export function checkFont(data: Buffer): FontCheck {
  const tag = data.toString('latin1', 0, 4);
  const ext = tag === 'OTTO' ? 'otf' : tag === '\x00\x01\x00\x00' || tag === 'true' ? 'ttf' : null;
  if (!ext) return { ok: false, reason: 'The font must be a TTF or OTF file.' };
  try {
    const font = fontkit.create(data);
    if (!('numGlyphs' in font))
      return { ok: false, reason: 'The font must be one TTF or OTF font, not a collection.' };
    const family = font.familyName?.trim();
    // Reading a glyph walks the outline tables: a truncated or corrupt file fails here, not at render.
    if (!family || font.numGlyphs < 1 || !font.glyphForCodePoint(0x41)) throw new Error('no glyphs');
    void font.glyphForCodePoint(0x41).path;
    return { ok: true, family: family.slice(0, 80), ext };
  } catch {
    return { ok: false, reason: 'The font file is damaged or unreadable. Export it again as TTF or OTF.' };
  }
}
