import { describe, expect, it } from 'vitest';
import { brandFontFamily } from './brand-font.ts';
import { textWidth } from './captions.ts';

// A brand kit's font in the captions (issue 41): an uploaded file is registered once under a name of
// its own and measures as itself; a bundled family is used by name; a missing file changes nothing.

const SERIF = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

describe('a brand kit’s caption font', () => {
  it('registers an uploaded font once, under a name made from its bytes, and lays captions out in it', () => {
    const family = brandFontFamily({ family: 'DejaVu Serif', file: SERIF });
    expect(family).toMatch(/^Brand [0-9a-f]{12}$/);
    expect(brandFontFamily({ family: 'Anything', file: SERIF })).toBe(family);
    // The same words are wider in DejaVu Serif than in Inter: pages are fitted to the font drawn.
    const inter = textWidth('BRANDED CAPTIONS', 100, 900);
    const serif = textWidth('BRANDED CAPTIONS', 100, 900, family);
    expect(Math.abs(serif - inter) / inter).toBeGreaterThan(0.03);
  });

  it('names a bundled font as it is, and leaves the captions alone when a file cannot be read', () => {
    expect(brandFontFamily({ family: 'DejaVu Sans', file: null })).toBe('DejaVu Sans');
    expect(brandFontFamily({ family: 'Gone', file: '/nonexistent/font.ttf' })).toBeNull();
    expect(brandFontFamily(null)).toBeNull();
  });
});
