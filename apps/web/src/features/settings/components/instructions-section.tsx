import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { InstructionsFields, InstructionsUpgradeAlert } from '../../../components/ui/instructions-fields';
import {
  compactInstructions,
  usePreviewInstructions,
  useInstructions,
  useSaveInstructions,
  type InstructionsAnswer,
  type PromptInstructions,
} from '../../../lib/instructions/instructions-api';
import { bannerText } from './errors';
import { FormAlerts } from './form-alerts';
import { SettingsCard } from './settings-card';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Settings → Prompt instructions (paid plans), with a preview of their effect on a script. */
export function InstructionsSection() {
  const saved = useInstructions();
  return (
    <SettingsCard
      id="settings-instructions"
      title="Prompt instructions"
      description="Tell the script writer who you speak to and how. Every new script follows these; you can change them per video."
    >
      {saved.isPending ? (
        <Box role="status" aria-label="Loading prompt instructions">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : saved.isError ? (
        <Alert severity="error">{bannerText(saved.error, [])}</Alert>
      ) : (
        <InstructionsForm answer={saved.data} />
      )}
    </SettingsCard>
  );
}

function InstructionsForm({ answer }: { answer: InstructionsAnswer }) {
  const save = useSaveInstructions();
  const preview = usePreviewInstructions();
  const [value, setValue] = useState<PromptInstructions>(answer.instructions);
  const [topic, setTopic] = useState('How to start running');
  const [done, setDone] = useState(false);
  const locked = !answer.available;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    save.mutate(compactInstructions(value), { onSuccess: () => setDone(true) });
  };
  const banner = bannerText(save.error, []);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Prompt instructions">
      {locked && <InstructionsUpgradeAlert sx={{ mb: 2 }} />}
      <FormAlerts error={banner} success={done && !save.isPending && 'Prompt instructions saved.'} />
      <InstructionsFields
        idPrefix="settings-instr"
        value={value}
        onChange={(v) => (setValue(v), setDone(false))}
        disabled={locked || save.isPending}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
        <SubmitButton pending={save.isPending} busyLabel="Saving…" disabled={locked}>
          Save instructions
        </SubmitButton>
      </Stack>

      <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Preview the effect
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="Sample topic"
            size="small"
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            disabled={locked}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button
            variant="outlined"
            disabled={locked || preview.isPending || !topic.trim()}
            startIcon={preview.isPending ? <CircularProgress size={16} /> : undefined}
            onClick={() => preview.mutate({ topic: topic.trim(), instructions: compactInstructions(value) })}
          >
            Preview
          </Button>
        </Stack>
        {preview.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {bannerText(preview.error, [])}
          </Alert>
        )}
        {preview.data && (
          <Box
            aria-live="polite"
            data-testid="instructions-preview"
            sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            {(
              [
                ['Without instructions', preview.data.without],
                ['With your instructions', preview.data.with],
              ] as const
            ).map(([label, s]) => (
              <Box key={label} sx={{ p: 2, borderRadius: '12px', bgcolor: 'rgba(255,255,255,0.04)' }}>
                <Typography variant="overline" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="body2">{s.script}</Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
