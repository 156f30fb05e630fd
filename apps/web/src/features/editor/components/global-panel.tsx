import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CAPTION_POSITIONS, type CaptionPosition, type Storyboard } from '@reelsmith/contracts/storyboard';
import type { CaptionPreset, MusicChoice, VideoStyle } from '@reelsmith/contracts/video';
import { OptionSelect } from '../../../components/ui/option-select';
import { LanguageSelect } from '../../../components/ui/language-select';
import { panelSx } from '../../../components/ui/panel';
import {
  CAPTION_PRESETS,
  MUSIC_CHOICES,
  titleCase,
  VIDEO_STYLES,
  VOICE_IDS,
} from '../../../lib/video-options';
import { useClones, voiceName } from '../../../lib/voices/clones';
import { useVoices } from '../../../lib/voices/get-voices';

type Apply = (edit: (sb: Storyboard) => Storyboard) => boolean;

const POSITION_LABEL: Record<CaptionPosition, string> = {
  bottom: 'Bottom',
  middle: 'Middle',
  top: 'Top',
};

/** A text box saved when the user leaves it (each save is one step to undo). */
function SavedText({
  label,
  value,
  onSave,
  multiline = false,
  maxLength,
  helperText,
}: {
  label: string;
  value: string;
  onSave: (value: string) => void;
  multiline?: boolean;
  maxLength: number;
  helperText?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      label={label}
      value={text}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => text !== value && onSave(text)}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength } }}
      fullWidth
    />
  );
}

/** "#cats dogs, #pets" → ["#cats", "#dogs", "#pets"] */
const hashtagsOf = (text: string) =>
  [
    ...new Set(
      text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((t) => `#${t.replace(/^#+/, '')}`),
    ),
  ].slice(0, 30);

/** What holds for the whole video: voice, look, captions, music, and the post's words. */
export function GlobalPanel({ doc, apply }: { doc: Storyboard; apply: Apply }) {
  const voices = useVoices();
  const clones = useClones();
  const voiceOptions = [
    ...(clones.data?.clones ?? []).map((c) => ({ id: c.id, label: `${c.name} (your voice)` })),
    ...(voices.data?.voices.map((v) => ({ id: v.id, label: v.name })) ??
      VOICE_IDS.map((id) => ({ id, label: titleCase(id) }))),
  ];
  if (!voiceOptions.some((o) => o.id === doc.voiceId))
    voiceOptions.unshift({ id: doc.voiceId, label: voiceName(doc.voiceId, clones.data?.clones) });
  const set = (patch: Partial<Storyboard>) => apply((sb) => ({ ...sb, ...patch }));
  const [volume, setVolume] = useState(Math.round(doc.music.volume * 100));
  useEffect(() => setVolume(Math.round(doc.music.volume * 100)), [doc.music.volume]);

  return (
    <Box component="section" aria-labelledby="global-title" sx={{ ...panelSx, display: 'grid', gap: 2 }}>
      <Typography id="global-title" component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
        The whole video
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <OptionSelect
          label="Voice"
          value={doc.voiceId}
          options={voiceOptions}
          onChange={(voiceId) => set({ voiceId })}
        />
        {/* Every scene is spoken again in the new language when it is saved (the server re-voices it). */}
        <LanguageSelect value={doc.language} onChange={(language) => set({ language })} />
        <OptionSelect
          label="Style"
          value={doc.style}
          options={VIDEO_STYLES}
          onChange={(style: VideoStyle) => set({ style })}
        />
        <OptionSelect
          label="Caption look"
          value={doc.captions.preset}
          options={CAPTION_PRESETS}
          onChange={(preset: CaptionPreset) => set({ captions: { ...doc.captions, preset } })}
        />
        <OptionSelect
          label="Caption position"
          value={doc.captions.position}
          options={CAPTION_POSITIONS.map((id) => ({ id, label: POSITION_LABEL[id] }))}
          onChange={(position: CaptionPosition) => set({ captions: { ...doc.captions, position } })}
        />
        <OptionSelect
          label="Music"
          value={doc.music.track}
          options={MUSIC_CHOICES}
          onChange={(track: MusicChoice) => set({ music: { ...doc.music, track } })}
        />
        <Box sx={{ px: 1 }}>
          <Typography id="music-volume" variant="body2" color="text.secondary">
            Music volume: {volume}%
          </Typography>
          <Slider
            aria-labelledby="music-volume"
            value={volume}
            min={0}
            max={100}
            step={5}
            disabled={doc.music.track === 'none'}
            onChange={(_, v) => setVolume(v as number)}
            onChangeCommitted={(_, v) => set({ music: { ...doc.music, volume: (v as number) / 100 } })}
          />
        </Box>
      </Box>
      <SavedText label="Title" value={doc.title} maxLength={200} onSave={(title) => set({ title })} />
      <SavedText
        label="Caption for the post"
        value={doc.caption}
        multiline
        maxLength={2200}
        onSave={(caption) => set({ caption })}
      />
      <SavedText
        label="Hashtags"
        value={doc.hashtags.join(' ')}
        maxLength={3000}
        helperText="Separate them with spaces; up to 30."
        onSave={(text) => set({ hashtags: hashtagsOf(text) })}
      />
    </Box>
  );
}
