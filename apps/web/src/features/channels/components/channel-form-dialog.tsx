import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormDialog } from '../../../components/ui/form-dialog';
import { OptionSelect } from '../../../components/ui/option-select';
import { ApiError, readServerErrors, failureText } from '../../../lib/server-errors';
import { DEFAULT_STYLE, DEFAULT_VOICE, DURATIONS, VIBES, VIDEO_STYLES } from '../../../lib/video-options';
import { useVoices } from '../../../lib/voices/get-voices';
import { useBrandKits } from '../api/brand-kits';
import { useConnections } from '../api/get-connections';
import { useCreateChannel, useUpdateChannel } from '../api/save-channel';
import {
  APPROVAL_MODES,
  CHANNEL_LIMITS,
  CHANNEL_PLATFORMS,
  TIME_OF_DAY_RE,
  WEEKDAYS,
  type ChannelDto as Channel,
  type Weekday,
} from '@reelsmith/contracts/channels';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '@reelsmith/contracts/languages';
import { useAccount } from '../../../components/layout/app-shell';
import { languageOf } from '../../../components/ui/language-select';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

const FIELDS = [
  'name',
  'niche',
  'vibe',
  'voice',
  'style',
  'language',
  'duration',
  'brand_kit_id',
  'platforms',
  'cadence',
  'timezone',
  'approval_mode',
] as const;
type Field = (typeof FIELDS)[number];

/** The form's values: every field of a channel the creator sets. */
type ChannelInput = Pick<
  Channel,
  | 'name'
  | 'niche'
  | 'vibe'
  | 'voice'
  | 'style'
  | 'language'
  | 'duration'
  | 'brand_kit_id'
  | 'platforms'
  | 'cadence'
  | 'timezone'
  | 'approval_mode'
>;

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({
  id: code,
  label: LANGUAGE_INFO[code].name,
  lang: code,
}));
const DURATION_OPTIONS = DURATIONS.map((d) => ({ id: String(d), label: `${d} seconds` }));

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const blank = (language: Language): ChannelInput => ({
  name: '',
  niche: '',
  vibe: 'educational',
  voice: DEFAULT_VOICE,
  style: DEFAULT_STYLE,
  language,
  duration: 30,
  brand_kit_id: null,
  platforms: [],
  cadence: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], time: '18:00' },
  timezone: browserZone(),
  approval_mode: 'approve_each',
});

const inputOf = (c: Channel): ChannelInput => ({
  name: c.name,
  niche: c.niche,
  vibe: c.vibe,
  voice: c.voice,
  style: c.style,
  language: c.language,
  duration: c.duration,
  brand_kit_id: c.brand_kit_id,
  platforms: c.platforms,
  cadence: c.cadence,
  timezone: c.timezone,
  approval_mode: c.approval_mode,
});

/** What is wrong before anything is sent; the server checks all of it again. */
function check(v: ChannelInput): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) out.name = 'Give the channel a name.';
  if (v.niche.trim().length < 3) out.niche = 'Describe the channel’s niche in a few words.';
  if (!v.cadence.days.length) out.cadence = 'Pick at least one day to post on.';
  if (!TIME_OF_DAY_RE.test(v.cadence.time)) out.cadence = 'Pick a time to post at.';
  return out;
}

/** Create or edit a channel: its subject, look and voice, where it posts, how often, and who approves. */
export function ChannelFormDialog({
  channel,
  onClose,
  onSaved,
}: {
  channel: Channel | null;
  onClose: () => void;
  onSaved?: (c: Channel) => void;
}) {
  const account = useAccount();
  const [v, setV] = useState<ChannelInput>(() =>
    channel ? inputOf(channel) : blank(languageOf(account?.default_language)),
  );
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const save = channel ? update : create;
  const voices = useVoices();
  const kits = useBrandKits();
  const connections = useConnections();
  const connected = (connections.data ?? []).filter(
    (c) => c.is_connected && (CHANNEL_PLATFORMS as readonly string[]).includes(c.platform.name),
  );

  const server =
    save.error instanceof ApiError
      ? readServerErrors(save.error, FIELDS, 'The channel could not be saved.')
      : null;
  const banner = server ? server.banner : failureText(save.error);
  const errorOf = (f: Field) => local[f] ?? server?.fields[f];
  const set = <K extends keyof ChannelInput>(k: K, value: ChannelInput[K]) => {
    setV((x) => ({ ...x, [k]: value }));
    setLocal((x) => ({ ...x, [k]: undefined }));
    if (save.error) save.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = check(v);
    setLocal(problems);
    if (Object.keys(problems).length) return;
    const body = { ...v, name: v.name.trim(), niche: v.niche.trim() };
    const done = (c: Channel) => {
      onSaved?.(c);
      onClose();
    };
    if (channel) update.mutate({ id: channel.id, ...body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  const togglePlatform = (name: Channel['platforms'][number], on: boolean) =>
    set('platforms', on ? [...v.platforms, name] : v.platforms.filter((p) => p !== name));

  return (
    <FormDialog
      id="channel-form-title"
      title={channel ? 'Edit channel' : 'New channel'}
      banner={banner}
      pending={save.isPending}
      submitLabel={channel ? 'Save changes' : 'Create channel'}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Channel name"
        value={v.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errorOf('name')}
        helperText={errorOf('name')}
        required
        inputProps={{ maxLength: CHANNEL_LIMITS.nameMax }}
      />
      <TextField
        label="What the channel is about"
        value={v.niche}
        onChange={(e) => set('niche', e.target.value)}
        error={!!errorOf('niche')}
        helperText={errorOf('niche') ?? 'For example: surprising facts about the deep sea, one a day.'}
        required
        multiline
        minRows={2}
        inputProps={{ maxLength: CHANNEL_LIMITS.nicheMax }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OptionSelect
          label="Vibe"
          value={v.vibe}
          options={VIBES}
          onChange={(o) => set('vibe', o)}
          error={errorOf('vibe')}
        />
        <OptionSelect
          label="Style"
          value={v.style}
          options={VIDEO_STYLES}
          onChange={(o) => set('style', o)}
          error={errorOf('style')}
        />
        <OptionSelect
          label="Voice"
          value={v.voice}
          options={(voices.data?.voices ?? [{ id: v.voice, name: v.voice }]).map((o) => ({
            id: o.id,
            label: o.name,
          }))}
          onChange={(o) => set('voice', o)}
          error={errorOf('voice')}
        />
        <OptionSelect<Language>
          label="Language"
          value={v.language}
          options={LANGUAGE_OPTIONS}
          onChange={(o) => set('language', o)}
          error={errorOf('language')}
        />
        <OptionSelect
          label="Length"
          value={String(v.duration)}
          options={DURATION_OPTIONS}
          onChange={(d) => set('duration', Number(d))}
          error={errorOf('duration')}
        />
        <TextField
          select
          label="Brand kit"
          value={v.brand_kit_id ?? ''}
          onChange={(e) => set('brand_kit_id', e.target.value || null)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          error={!!errorOf('brand_kit_id')}
          helperText={
            errorOf('brand_kit_id') ?? <RouterLink to="/channels/brand-kits">Manage brand kits</RouterLink>
          }
        >
          <MenuItem value="">No brand kit</MenuItem>
          {(kits.data ?? []).map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <FormControl error={!!errorOf('platforms')} component="fieldset">
        <FormLabel component="legend">Post to</FormLabel>
        {connections.isPending ? (
          <FormHelperText>Looking up your accounts…</FormHelperText>
        ) : connected.length ? (
          <FormGroup row>
            {connected.map((c) => (
              <FormControlLabel
                key={c.platform.name}
                control={
                  <Checkbox
                    checked={(v.platforms as string[]).includes(c.platform.name)}
                    onChange={(e) =>
                      togglePlatform(c.platform.name as Channel['platforms'][number], e.target.checked)
                    }
                  />
                }
                label={`${c.platform.display_name}${c.account ? ` (${c.account.platform_username})` : ''}`}
              />
            ))}
          </FormGroup>
        ) : null}
        <FormHelperText>
          {errorOf('platforms') ??
            (connected.length ? (
              'Only your connected accounts are listed.'
            ) : (
              <>
                No accounts connected yet: <RouterLink to="/social">connect one on Social Media</RouterLink>.
                Until then videos wait for you in the calendar.
              </>
            ))}
        </FormHelperText>
      </FormControl>

      <FormControl error={!!errorOf('cadence')} component="fieldset">
        <FormLabel component="legend">Post on</FormLabel>
        <ToggleButtonGroup
          value={v.cadence.days}
          onChange={(_, days: Weekday[]) =>
            set('cadence', { ...v.cadence, days: WEEKDAYS.filter((d) => days.includes(d)) })
          }
          aria-label="Days to post on"
          size="small"
          sx={{ flexWrap: 'wrap', mt: 0.5 }}
        >
          {WEEKDAYS.map((d) => (
            <ToggleButton key={d} value={d} aria-label={DAY_NAMES[d]} sx={{ px: 1.25 }}>
              {DAY_NAMES[d]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, mt: 2 }}>
          <TextField
            label="At"
            type="time"
            value={v.cadence.time}
            onChange={(e) => set('cadence', { ...v.cadence, time: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <OptionSelect
            label="Time zone"
            value={v.timezone}
            options={zonesWith(v.timezone).map((z) => ({ id: z, label: z.replace(/_/g, ' ') }))}
            onChange={(z) => set('timezone', z)}
            error={errorOf('timezone')}
          />
        </Box>
        {errorOf('cadence') && <FormHelperText>{errorOf('cadence')}</FormHelperText>}
      </FormControl>

      <FormControl component="fieldset" error={!!errorOf('approval_mode')}>
        <FormLabel component="legend">Before posting</FormLabel>
        <RadioGroup
          value={v.approval_mode}
          onChange={(e) => set('approval_mode', e.target.value as ChannelInput['approval_mode'])}
        >
          {APPROVAL_MODES.map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio />}
              label={m === 'approve_each' ? 'I approve each video first' : 'Post automatically when ready'}
            />
          ))}
        </RadioGroup>
        {errorOf('approval_mode') && <FormHelperText>{errorOf('approval_mode')}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}

/** The browser's list of zones (every IANA zone where supported), with the chosen one kept in it. */
function zonesWith(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}
