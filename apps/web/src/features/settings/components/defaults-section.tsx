import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { Me } from '../../../lib/auth/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { CAPTION_PRESETS, VIDEO_STYLES, VOICE_IDS } from '../../../lib/video-options';
import { cloneMenuItems } from '../../../lib/voices/clone-options';
import { useClones } from '../../../lib/voices/clones';

// The catalogue lists 5 female voices, then 15 male, then the character voice.
const voiceGroup = (i: number) => (i < 5 ? 'Female' : i < 20 ? 'Male' : 'Character');
import { bannerText } from './errors';
import { FormAlerts } from './form-alerts';
import { SettingsCard } from './settings-card';
import { optionItems } from '../../../components/ui/option-select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { LanguageSelect, languageOf } from '../../../components/ui/language-select';
import type { Language } from '@reelsmith/contracts/languages';

const title = (s: string) => s[0].toUpperCase() + s.slice(1);

export function DefaultsSection({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const [voice, setVoice] = useState(me.default_voice);
  const clones = useClones();
  const [style, setStyle] = useState(me.default_style);
  const [preset, setPreset] = useState(me.default_caption_preset);
  const [language, setLanguage] = useState<Language>(languageOf(me.default_language));
  const [saved, setSaved] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    update.mutate(
      {
        default_voice: voice,
        default_style: style,
        default_caption_preset: preset,
        default_language: language,
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  const banner = bannerText(update.error, []);
  const touched = () => setSaved(false);

  return (
    <SettingsCard
      id="settings-defaults"
      title="Video defaults"
      description="New videos start with these choices; you can still change them per video."
    >
      <FormAlerts error={banner} success={saved && !update.isPending && 'Defaults saved.'} />
      <Box component="form" noValidate onSubmit={submit} aria-label="Video defaults">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            label="Default voice"
            value={voice}
            onChange={(e) => (setVoice(e.target.value), touched())}
            disabled={update.isPending}
          >
            {cloneMenuItems(clones.data?.clones, voice)}
            {VOICE_IDS.map((id, i) => (
              <MenuItem key={id} value={id}>
                {title(id)} · {voiceGroup(i)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Default style"
            value={style}
            onChange={(e) => (setStyle(e.target.value), touched())}
            disabled={update.isPending}
          >
            {optionItems(VIDEO_STYLES)}
          </TextField>
          <TextField
            select
            label="Default caption style"
            value={preset}
            onChange={(e) => (setPreset(e.target.value), touched())}
            disabled={update.isPending}
          >
            {optionItems(CAPTION_PRESETS)}
          </TextField>
          <LanguageSelect
            label="Default language"
            value={language}
            onChange={(l) => (setLanguage(l), touched())}
          />
        </Stack>
        <SubmitButton pending={update.isPending} busyLabel="Saving...">
          Save defaults
        </SubmitButton>
      </Box>
    </SettingsCard>
  );
}
