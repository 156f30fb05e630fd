import {
  INSTRUCTIONS_UPGRADE_MESSAGE,
  INSTRUCTION_LIMITS as L,
  READING_LEVELS,
  WRITER_TONES,
  type PromptInstructions,
} from '@reelsmith/contracts/instructions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** Why the instructions are locked on this plan, with the way to the plans. */
export function InstructionsUpgradeAlert({ sx }: { sx?: object }) {
  return (
    <Alert
      severity="info"
      sx={sx}
      action={
        <Button
          component={RouterLink}
          to="/pricing"
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          See plans
        </Button>
      }
    >
      {INSTRUCTIONS_UPGRADE_MESSAGE}
    </Alert>
  );
}

const title = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The six prompt instructions as form fields (Settings and the create flow share them). */
export function InstructionsFields({
  value,
  onChange,
  disabled,
  idPrefix,
}: {
  value: PromptInstructions;
  onChange: (next: PromptInstructions) => void;
  disabled?: boolean;
  idPrefix: string;
}) {
  // Words to avoid are typed as one comma-separated line; kept as typed until it changes.
  const [avoidText, setAvoidText] = useState((value.avoid_words ?? []).join(', '));
  const set = (patch: Partial<PromptInstructions>) => onChange({ ...value, ...patch });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField
        id={`${idPrefix}-audience`}
        label="Audience"
        placeholder="e.g. first-time runners"
        value={value.audience ?? ''}
        onChange={(e) => set({ audience: e.target.value })}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: L.audience } }}
      />
      <TextField
        id={`${idPrefix}-tone`}
        select
        label="Tone"
        value={value.tone ?? ''}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(e) => set({ tone: (e.target.value || undefined) as PromptInstructions['tone'] })}
        disabled={disabled}
      >
        <MenuItem value="">The vibe’s own</MenuItem>
        {WRITER_TONES.map((t) => (
          <MenuItem key={t} value={t}>
            {title(t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${idPrefix}-cta`}
        label="Call to action"
        placeholder="e.g. Book a free class at the link in bio"
        value={value.call_to_action ?? ''}
        onChange={(e) => set({ call_to_action: e.target.value })}
        disabled={disabled}
        helperText="Said word for word at the end."
        slotProps={{ htmlInput: { maxLength: L.call_to_action } }}
      />
      <TextField
        id={`${idPrefix}-brand`}
        label="Brand name"
        value={value.brand_name ?? ''}
        onChange={(e) => set({ brand_name: e.target.value })}
        disabled={disabled}
        helperText="Named in the call to action and the caption."
        slotProps={{ htmlInput: { maxLength: L.brand_name } }}
      />
      <TextField
        id={`${idPrefix}-avoid`}
        label="Words to avoid"
        placeholder="e.g. literally, hack, journey"
        value={avoidText}
        onChange={(e) => {
          setAvoidText(e.target.value);
          set({
            avoid_words: e.target.value
              .split(',')
              .map((w) => w.trim())
              .filter(Boolean)
              .slice(0, L.avoid_words),
          });
        }}
        disabled={disabled}
        helperText={`Separate with commas (up to ${L.avoid_words}).`}
      />
      <TextField
        id={`${idPrefix}-level`}
        select
        label="Reading level"
        value={value.reading_level ?? ''}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(e) =>
          set({ reading_level: (e.target.value || undefined) as PromptInstructions['reading_level'] })
        }
        disabled={disabled}
      >
        <MenuItem value="">Any</MenuItem>
        {READING_LEVELS.map((r) => (
          <MenuItem key={r} value={r}>
            {title(r)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
