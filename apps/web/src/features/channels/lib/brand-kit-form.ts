import type { WatermarkPosition } from '@reelsmith/contracts/channels';

/** The brand-kit form's values (files are kept apart: they are only sent when chosen). */
export interface BrandKitValues {
  name: string;
  fontChoice: 'bundled' | 'upload';
  bundledFont: string;
  primary_color: string;
  secondary_color: string;
  text_color: string;
  caption_preset: string;
  caption_position: string;
  intro_text: string;
  outro_text: string;
  watermark_position: WatermarkPosition;
  /** The team's kit, for everyone on a Business team (chosen when the kit is made). */
  team: boolean;
}

/** The multipart fields the server names in its refusals, each shown next to its own control. */
export const BRAND_KIT_FIELDS = [
  'name',
  'logo',
  'font',
  'font_name',
  'primary_color',
  'secondary_color',
  'text_color',
  'caption_preset',
  'caption_position',
  'intro_text',
  'outro_text',
  'watermark_position',
] as const;
export type BrandKitField = (typeof BRAND_KIT_FIELDS)[number];

/**
 * The multipart body of POST /api/brand-kits and PATCH /api/brand-kits/{id}: the text fields, then
 * the files chosen (a PATCH without a new logo keeps the old one).
 */
export function brandKitFormData(v: BrandKitValues, logo: File | null, font: File | null): FormData {
  const form = new FormData();
  form.set('name', v.name.trim());
  form.set('primary_color', v.primary_color);
  form.set('secondary_color', v.secondary_color);
  form.set('text_color', v.text_color);
  form.set('caption_preset', v.caption_preset);
  form.set('caption_position', v.caption_position);
  form.set('intro_text', v.intro_text.trim());
  form.set('outro_text', v.outro_text.trim());
  form.set('watermark_position', v.watermark_position);
  if (v.fontChoice === 'bundled') form.set('font_name', v.bundledFont);
  else if (font) form.set('font', font);
  if (logo) form.set('logo', logo);
  if (v.team) form.set('team', 'true');
  return form;
}
