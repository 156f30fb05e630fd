import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useHooks } from '../api/get-hooks';
import { useRegeneratePart, type ScriptPartName } from '../api/regenerate-part';
import { stepError, type CreateFlow } from '../hooks/use-create-flow';

type Choice = { value: string; label: string; part: ScriptPartName; index?: number };

/** Parts of a text the writer did not structure (a library script): first sentence, middle, last. */
function guessParts(text: string) {
  const sentences =
    text
      .match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  return {
    hook: sentences[0] ?? '',
    points: sentences.slice(1, -1),
    call_to_action: sentences.length > 1 ? sentences[sentences.length - 1]! : '',
  };
}

/** Hook variants and "regenerate this part" for the Script step (issue 13, point 6). */
export function ScriptPartsPanel({ flow }: { flow: CreateFlow }) {
  const script = flow.state.script!;
  const hooks = useHooks(script.id);
  const regenerate = useRegeneratePart();
  const [target, setTarget] = useState('hook');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const parts = script.parts ?? guessParts(script.text);
  const choices: Choice[] = [
    { value: 'hook', label: 'Hook', part: 'hook' },
    ...parts.points.map((_, i) => ({
      value: `point-${i}`,
      label: `Point ${i + 1}`,
      part: 'point' as const,
      index: i,
    })),
    ...(parts.call_to_action
      ? [{ value: 'call_to_action', label: 'Call to action', part: 'call_to_action' as const }]
      : []),
  ];
  const chosen = choices.find((c) => c.value === target) ?? choices[0]!;
  const currentHook = hooks.data?.hooks.find((h) => script.text.trim().startsWith(h)) ?? '';

  const run = (req: { part: ScriptPartName; index?: number; text?: string }, label: string) => {
    setError('');
    setDone('');
    regenerate.mutate(
      { scriptId: script.id, script: script.text.trim(), ...req },
      {
        onSuccess: (r) => {
          flow.partReplaced(r.generated_script, r.parts);
          setDone(`${label} replaced.`);
        },
        onError: (err) => setError(stepError(err, 'Could not rewrite that part. Please try again.')),
      },
    );
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 2, p: 2, borderRadius: '12px', border: 1, borderColor: 'divider' }}
      data-testid="script-parts"
    >
      <FormControl>
        <FormLabel id="hook-variants-label" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
          Pick a hook
        </FormLabel>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The first line decides whether people keep watching. Three ways to open:
        </Typography>
        {hooks.isPending ? (
          <Box role="status" aria-live="polite">
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <CircularProgress size={14} /> Writing hook ideas…
            </Typography>
            {[90, 80, 85].map((w, i) => (
              <Skeleton key={i} variant="text" width={`${w}%`} />
            ))}
          </Box>
        ) : hooks.isError ? (
          <Alert severity="warning">
            {stepError(hooks.error, 'Hook ideas are not available right now.')}
          </Alert>
        ) : (
          <RadioGroup
            aria-labelledby="hook-variants-label"
            value={currentHook}
            onChange={(e) => run({ part: 'hook', text: e.target.value }, 'Hook')}
          >
            {hooks.data.hooks.map((h, i) => (
              <FormControlLabel
                key={h}
                value={h}
                disabled={regenerate.isPending}
                control={<Radio />}
                label={
                  <Typography variant="body2">
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {i === 0 ? 'Original:' : `Option ${i + 1}:`}
                    </Box>{' '}
                    {h}
                  </Typography>
                }
                sx={{ alignItems: 'flex-start', my: 0.25, '& .MuiRadio-root': { pt: 0.25 } }}
              />
            ))}
          </RadioGroup>
        )}
      </FormControl>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="regen-part-label">Part to rewrite</InputLabel>
          <Select
            labelId="regen-part-label"
            label="Part to rewrite"
            value={chosen.value}
            onChange={(e) => setTarget(e.target.value)}
          >
            {choices.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="outlined"
          startIcon={regenerate.isPending ? <CircularProgress size={16} /> : <AutorenewRounded />}
          disabled={regenerate.isPending || !script.text.trim()}
          onClick={() => run({ part: chosen.part, index: chosen.index }, chosen.label)}
        >
          Regenerate this part
        </Button>
        <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
          {regenerate.isPending ? 'Rewriting…' : done}
        </Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
