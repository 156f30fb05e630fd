import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAPTION_POSITIONS } from '@reelsmith/contracts/storyboard';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { OptionSelect } from '../../../components/ui/option-select';
import { ApiError, failureText, readServerErrors } from '../../../lib/server-errors';
import { CAPTION_PRESETS, titleCase } from '../../../lib/video-options';
import { useSaveBrandKit } from '../api/brand-kits';
import {
  BRAND_KIT_LIMITS,
  BUNDLED_FONTS,
  WATERMARK_POSITIONS,
  type BrandKitDto as BrandKit,
} from '@reelsmith/contracts/channels';
import {
  BRAND_KIT_FIELDS,
  brandKitFormData,
  type BrandKitField,
  type BrandKitValues,
} from '../lib/brand-kit-form';

const WATERMARK_NAMES: Record<(typeof WATERMARK_POSITIONS)[number], string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};
const WATERMARK_OPTIONS = WATERMARK_POSITIONS.map((p) => ({ id: p, label: WATERMARK_NAMES[p] }));
const POSITION_OPTIONS = CAPTION_POSITIONS.map((p) => ({ id: p, label: titleCase(p) }));
const FONT_OPTIONS = BUNDLED_FONTS.map((f) => ({ id: f, label: f }));

const COLOURS = [
  ['primary_color', 'Main'],
  ['secondary_color', 'Second'],
  ['text_color', 'Text'],
] as const;

const valuesOf = (k: BrandKit | null): BrandKitValues => ({
  name: k?.name ?? '',
  fontChoice: k?.font.source === 'upload' ? 'upload' : 'bundled',
  bundledFont: k?.font.source === 'bundled' ? k.font.name : BUNDLED_FONTS[0],
  // The server's defaults (brandKitFields), lower case for the colour inputs.
  primary_color: (k?.primary_color ?? '#111827').toLowerCase(),
  secondary_color: (k?.secondary_color ?? '#F59E0B').toLowerCase(),
  text_color: (k?.text_color ?? '#FFFFFF').toLowerCase(),
  caption_preset: k?.caption_preset ?? CAPTION_PRESETS[0].id,
  caption_position: k?.caption_position ?? 'bottom',
  intro_text: k?.intro_text ?? '',
  outro_text: k?.outro_text ?? '',
  watermark_position: k?.watermark_position ?? 'bottom-right',
  team: !!k?.team_id,
});

/** A file picker as a labelled button, with the chosen file's name and the field's error under it. */
function FilePick({
  label,
  accept,
  file,
  current,
  error,
  hint,
  onPick,
}: {
  label: string;
  accept: string;
  file: File | null;
  current?: string | null;
  error?: string;
  hint: string;
  onPick: (f: File | null) => void;
}) {
  return (
    <FormControl error={!!error}>
      <Button variant="outlined" component="label" sx={{ justifySelf: 'start' }}>
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          aria-label={label}
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        />
      </Button>
      <FormHelperText>
        {error ?? (file ? `Chosen: ${file.name}` : current ? `Current: ${current}` : hint)}
      </FormHelperText>
    </FormControl>
  );
}

export function BrandKitFormDialog({ kit, onClose }: { kit: BrandKit | null; onClose: () => void }) {
  const [v, setV] = useState<BrandKitValues>(() => valuesOf(kit));
  const [logo, setLogo] = useState<File | null>(null);
  const [font, setFont] = useState<File | null>(null);
  const [local, setLocal] = useState<Partial<Record<BrandKitField, string>>>({});
  const save = useSaveBrandKit();
  const server =
    save.error instanceof ApiError
      ? readServerErrors(save.error, BRAND_KIT_FIELDS, 'The brand kit could not be saved.')
      : null;
  const banner = server ? server.banner : failureText(save.error);
  const errorOf = (f: BrandKitField) => local[f] ?? server?.fields[f];
  const set = <K extends keyof BrandKitValues>(k: K, value: BrandKitValues[K]) => {
    setV((x) => ({ ...x, [k]: value }));
    if (save.error) save.reset();
  };
  const text = (k: 'name' | 'intro_text' | 'outro_text', label: string, max: number) => (
    <TextField
      label={label}
      value={v[k]}
      onChange={(e) => set(k, e.target.value)}
      error={!!errorOf(k)}
      helperText={errorOf(k)}
      required={k === 'name'}
      inputProps={{ maxLength: max }}
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Partial<Record<BrandKitField, string>> = {};
    if (!v.name.trim()) problems.name = 'Give the brand kit a name.';
    if (!kit && !logo) problems.logo = 'Choose a logo (PNG or SVG).';
    if (v.fontChoice === 'upload' && !font && kit?.font.source !== 'upload')
      problems.font = 'Choose a font file (TTF or OTF).';
    setLocal(problems);
    if (Object.keys(problems).length) return;
    save.mutate({ id: kit?.id ?? null, form: brandKitFormData(v, logo, font) }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      id="brand-kit-title"
      title={kit ? 'Edit brand kit' : 'New brand kit'}
      banner={banner}
      pending={save.isPending}
      submitLabel={kit ? 'Save changes' : 'Create brand kit'}
      onSubmit={submit}
      onClose={onClose}
    >
      {text('name', 'Name', BRAND_KIT_LIMITS.nameMax)}
      <FilePick
        label="Choose logo"
        accept=".png,.svg,image/png,image/svg+xml"
        file={logo}
        current={kit?.logo_url ? 'your logo' : null}
        error={errorOf('logo')}
        hint="A PNG or SVG file."
        onPick={(f) => {
          setLogo(f);
          setLocal((x) => ({ ...x, logo: undefined }));
          if (save.error) save.reset();
        }}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">Font</FormLabel>
        <RadioGroup
          row
          value={v.fontChoice}
          onChange={(e) => set('fontChoice', e.target.value as BrandKitValues['fontChoice'])}
        >
          <FormControlLabel value="bundled" control={<Radio />} label="One of ours" />
          <FormControlLabel value="upload" control={<Radio />} label="Upload my own" />
        </RadioGroup>
      </FormControl>
      {v.fontChoice === 'bundled' ? (
        <OptionSelect
          label="Font name"
          value={v.bundledFont}
          options={FONT_OPTIONS}
          onChange={(f) => set('bundledFont', f)}
        />
      ) : (
        <FilePick
          label="Choose font file"
          accept=".ttf,.otf,font/ttf,font/otf"
          file={font}
          current={kit?.font.source === 'upload' ? kit.font.name : null}
          error={errorOf('font') ?? errorOf('font_name')}
          hint="A TTF or OTF file."
          onPick={(f) => {
            setFont(f);
            setLocal((x) => ({ ...x, font: undefined }));
            if (save.error) save.reset();
          }}
        />
      )}
      <Box>
        <Typography component="p" variant="body2" sx={{ mb: 1 }} color="text.secondary">
          Colours
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          {COLOURS.map(([k, label]) => (
            <TextField
              key={k}
              type="color"
              label={label}
              value={v[k]}
              onChange={(e) => set(k, e.target.value)}
              error={!!errorOf(k)}
              helperText={errorOf(k)}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OptionSelect
          label="Caption look"
          value={v.caption_preset}
          options={CAPTION_PRESETS}
          onChange={(p) => set('caption_preset', p)}
          error={errorOf('caption_preset')}
        />
        <OptionSelect
          label="Caption position"
          value={v.caption_position}
          options={POSITION_OPTIONS}
          onChange={(p) => set('caption_position', p)}
          error={errorOf('caption_position')}
        />
      </Box>
      {text('intro_text', 'Intro card text', BRAND_KIT_LIMITS.cardTextMax)}
      {text('outro_text', 'Outro card text', BRAND_KIT_LIMITS.cardTextMax)}
      <OptionSelect
        label="Watermark"
        value={v.watermark_position}
        options={WATERMARK_OPTIONS}
        onChange={(p) => set('watermark_position', p)}
        error={errorOf('watermark_position')}
      />
      {!kit && (
        <Box>
          <FormControlLabel
            control={<Checkbox checked={v.team} onChange={(e) => set('team', e.target.checked)} />}
            label="Share with my team"
          />
          <FormHelperText sx={{ mt: 0 }}>
            Everyone on your Business team can use it for their channels and change it.
          </FormHelperText>
        </Box>
      )}
    </FormDialog>
  );
}
