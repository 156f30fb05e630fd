import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WriterNotice, WrittenBy } from '../../../components/video/script-writer';
import { LanguageSelect, languageOf } from '../../../components/ui/language-select';
import { LANGUAGE_INFO } from '@reelsmith/contracts/languages';
import { countWords } from '../../../lib/format';
import { useSpokenSeconds } from '../../../lib/voices/spoken-seconds';
import { MAX_AUDIO_CHARS } from '../api/generate-audio';
import type { CreateFlow } from '../hooks/use-create-flow';
import { ScriptPartsPanel } from './script-parts-panel';
import { StepPanel } from './step-panel';

export function ScriptStep({
  flow,
  pending,
  error,
  onRegenerate,
  onContinue,
  saving,
  saveError,
}: {
  flow: CreateFlow;
  pending: boolean;
  error: string;
  onRegenerate: () => void;
  onContinue: () => void;
  saving: boolean;
  saveError: string;
}) {
  const script = flow.state.script;
  const text = script?.text ?? '';
  const words = countWords(text);
  const seconds = useSpokenSeconds(text, flow.state.voice);
  const empty = !text.trim();
  const language = languageOf(flow.state.language);
  return (
    <StepPanel
      n={2}
      title="Your script"
      hint="Read it through and make it yours: every word you change is what the voice will say."
    >
      {pending ? (
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
          <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <CircularProgress size={16} /> Writing your script…
          </Typography>
          {[100, 94, 98, 70].map((w, i) => (
            <Skeleton key={i} variant="text" width={`${w}%`} sx={{ fontSize: 18 }} />
          ))}
        </Box>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRegenerate}>
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      ) : script ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{script.title}</Typography>
          {script.writtenBy && <WrittenBy writer={script.writtenBy} />}
          {script.notice && <WriterNotice notice={script.notice} />}
          <LanguageSelect
            value={language}
            onChange={flow.setLanguage}
            helperText={`The voice reads your script in ${LANGUAGE_INFO[language].name}, and the captions follow it.`}
            sx={{ maxWidth: { sm: 360 } }}
          />
          <TextField
            label="Script"
            multiline
            minRows={6}
            maxRows={16}
            value={text}
            onChange={(e) => flow.editScript(e.target.value)}
            error={empty}
            helperText={empty ? 'Please enter a script' : ' '}
            slotProps={{ htmlInput: { 'aria-describedby': 'script-counts' } }}
          />
          <Box
            id="script-counts"
            aria-live="polite"
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: -1.5 }}
          >
            {[
              { label: 'Words', value: String(words), testid: 'word-count' },
              { label: 'Estimated duration', value: `${seconds} s`, testid: 'estimated-duration' },
              { label: 'Characters', value: String(text.length), testid: 'char-count' },
            ].map((m) => (
              <Box
                key={m.label}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  borderRadius: '10px',
                  bgcolor: 'rgba(255,255,255,0.05)',
                  fontSize: 13,
                }}
              >
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {m.label}:{' '}
                </Box>
                <Box component="strong" data-testid={m.testid}>
                  {m.value}
                </Box>
              </Box>
            ))}
          </Box>
          <ScriptPartsPanel flow={flow} />
          {text.length > MAX_AUDIO_CHARS && (
            <Alert severity="info">
              The voice-over reads the first {MAX_AUDIO_CHARS} characters, cut at a sentence end.
            </Alert>
          )}
          {saveError && <Alert severity="error">{saveError}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              size="large"
              endIcon={saving ? <CircularProgress size={16} color="inherit" /> : <ArrowForwardRounded />}
              onClick={onContinue}
              disabled={empty || saving}
            >
              Continue to voice
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<RefreshRounded />}
              onClick={onRegenerate}
              sx={{ borderColor: 'divider' }}
            >
              Write another
            </Button>
          </Box>
        </Box>
      ) : (
        <Alert severity="info">Enter a topic in step 1 to get a script.</Alert>
      )}
    </StepPanel>
  );
}
