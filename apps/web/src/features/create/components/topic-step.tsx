import { growingTextarea } from '../../../lib/growing-textarea';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { DURATIONS, VIBES } from '../../../lib/video-options';
import { TOPIC_MAX, type CreateFlow } from '../hooks/use-create-flow';
import { OptionChip, OptionGroup } from '../../../components/ui/option-chip';
import { InstructionsPanel } from './instructions-panel';
import { StepPanel } from './step-panel';
import { topicError } from '../../../lib/video-options';

export function TopicStep({
  flow,
  onSubmit,
  busy,
}: {
  flow: CreateFlow;
  onSubmit: () => void;
  busy: boolean;
}) {
  const { topic, vibe, duration } = flow.state;
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = topic.trim();
    const problem = topicError(trimmed);
    setError(problem);
    if (problem) return;
    flow.setTopic(trimmed);
    onSubmit();
  };
  return (
    <StepPanel
      n={1}
      title="What is your video about?"
      hint="A question, a claim, a story — one line is plenty."
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label="Topic"
          placeholder="e.g. Why octopuses have three hearts"
          value={topic}
          onChange={(e) => {
            flow.setTopic(e.target.value);
            if (error) setError('');
          }}
          error={!!error}
          helperText={error || `${topic.length}/${TOPIC_MAX}`}
          slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { maxLength: TOPIC_MAX, rows: 3 } }}
          sx={{ '& textarea': growingTextarea(3, 10) }}
          autoFocus
        />
        <Box>
          <OptionGroup id="vibe-label" label="Vibe">
            {VIBES.map(({ id, label, Icon, color }) => (
              <OptionChip key={id} selected={vibe === id} onSelect={() => flow.setVibe(id)} color={color}>
                <Icon sx={{ fontSize: 18, color: vibe === id ? '#0b0a12' : color }} />
                {label}
              </OptionChip>
            ))}
          </OptionGroup>
        </Box>
        <Box>
          <OptionGroup id="length-label" label="Length">
            {DURATIONS.map((d) => (
              <OptionChip
                key={d}
                selected={duration === d}
                onSelect={() => flow.setDuration(d)}
                label={`${d} seconds`}
              >
                {d} s
              </OptionChip>
            ))}
          </OptionGroup>
        </Box>
        <InstructionsPanel flow={flow} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<EditNoteRounded />}
            disabled={busy}
          >
            Generate script
          </Button>
        </Box>
      </Box>
    </StepPanel>
  );
}
