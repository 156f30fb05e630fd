import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCRIPT_CATEGORIES, SCRIPT_STATUSES, type ScriptStatus } from '@reelsmith/contracts/captions';
import { LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccount } from '../../../components/layout/app-shell';
import { LanguageSelect, languageLabel, languageOf } from '../../../components/ui/language-select';
import { countWords, formatClock } from '../../../lib/format';
import { titleCase, VOICE_IDS } from '../../../lib/video-options';
import { cloneMenuItems } from '../../../lib/voices/clone-options';
import { useClones, voiceName } from '../../../lib/voices/clones';
import { countScriptView } from '../api/count-script-view';
import { useCreateScript } from '../api/create-script';
import { useDeleteScript } from '../api/delete-script';
import { useScript } from '../api/get-script';
import { useSpeakingRates } from '../api/get-speaking-rates';
import { useUpdateScript } from '../api/update-script';
import { useDraft } from '../hooks/use-draft';
import { ConfirmDelete } from './confirm-delete';
import { ShareActions } from './share-actions';
import { cardSx, readMinutes, STATUS_LABEL } from './studio-look';

interface Editable {
  title: string;
  content: string;
  category: string;
  status: ScriptStatus;
}

const EMPTY: Editable = { title: '', content: '', category: 'Lifestyle', status: 'draft' };
const TEXT_MAX = 20_000;

/** The edit-script view: live word count, read time and spoken length; Save and Cancel return. */
export function ScriptEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const script = useScript(isNew ? null : id);
  const saved = useMemo<Editable | undefined>(
    () =>
      isNew
        ? EMPTY
        : script.data && {
            title: script.data.title,
            content: script.data.content,
            category: script.data.category,
            status: script.data.status,
          },
    [isNew, script.data],
  );
  const draft = useDraft<Editable>(`script:${id}`, saved);
  const account = useAccount();
  const [voice, setVoice] = useState<string | null>(null);
  const chosenVoice = voice ?? account?.default_voice ?? 'rachel';
  const clones = useClones();
  const chosenName = voiceName(chosenVoice, clones.data?.clones);
  // The pace of the language it will be spoken in: the account's, until the creator picks another.
  const [language, setLanguage] = useState<Language | null>(null);
  const chosenLanguage = language ?? languageOf(account?.default_language);
  const rates = useSpeakingRates(chosenLanguage);
  const create = useCreateScript();
  const update = useUpdateScript();
  const del = useDeleteScript();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    if (!isNew) void countScriptView(id);
  }, [id, isNew]);

  if (!isNew && script.isError)
    return (
      <Alert severity="error" action={<Button onClick={onClose}>Back to scripts</Button>}>
        {script.error.message}
      </Alert>
    );
  const v = draft.value;
  if (!v) return <Skeleton variant="rounded" height={420} sx={{ borderRadius: '20px' }} />;

  const words = countWords(v.content);
  const rate = rates.data?.results.find((r) => r.voice === chosenVoice);
  const wpm = rate?.words_per_minute ?? 150;
  // Chinese has no spaces: its pace is characters a minute, counted as the server measures them.
  const unspaced = LANGUAGE_INFO[chosenLanguage].unspaced;
  const units = unspaced ? v.content.replace(/[\s\p{P}]/gu, '').length : words;
  const unit = unspaced ? 'characters' : 'words';
  const spoken = Math.round((units / wpm) * 60);
  const busy = create.isPending || update.isPending;

  const save = () => {
    if (!v.content.trim()) return setError('Please enter a script');
    setError('');
    const body = { ...v, title: v.title.trim() || undefined };
    const done = {
      onSuccess: () => (draft.discard(), onClose()),
      onError: (e: Error) => setError(e.message),
    };
    if (isNew) create.mutate({ ...body, content: v.content }, done);
    else update.mutate({ id, ...body, title: body.title ?? script.data?.title }, done);
  };
  const cancel = () => {
    draft.discard();
    onClose();
  };

  return (
    <Box component="section" aria-labelledby="script-editor-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackRounded />} color="inherit" onClick={cancel}>
          Scripts
        </Button>
        <Typography id="script-editor-title" component="h2" sx={{ fontWeight: 700, fontSize: 20, flex: 1 }}>
          {isNew ? 'New script' : 'Edit script'}
        </Typography>
        {!isNew && <ShareActions title={v.title || 'Script'} text={v.content} />}
      </Box>
      {draft.restored && (
        <Alert severity="info" variant="outlined">
          We kept your unsaved changes. Save them, or Cancel to discard.
        </Alert>
      )}
      <Box sx={{ ...cardSx, p: { xs: 2, md: 3 }, gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <TextField
            label="Title"
            value={v.title}
            onChange={(e) => draft.change({ title: e.target.value.slice(0, 200) })}
            placeholder={isNew ? 'From the first line if empty' : undefined}
          />
          <TextField
            select
            label="Category"
            value={v.category}
            onChange={(e) => draft.change({ category: e.target.value })}
          >
            {SCRIPT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            value={v.status}
            onChange={(e) => draft.change({ status: e.target.value as ScriptStatus })}
          >
            {SCRIPT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABEL[s]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          label="Script"
          value={v.content}
          onChange={(e) => draft.change({ content: e.target.value.slice(0, TEXT_MAX) })}
          multiline
          minRows={10}
          maxRows={24}
          error={!!error}
          helperText={error || ' '}
          autoFocus={isNew}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1.5, md: 3 },
            flexWrap: 'wrap',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2" aria-live="polite" data-testid="word-count">
            <b>{words}</b> {words === 1 ? 'word' : 'words'}
          </Typography>
          <Typography variant="body2" aria-live="polite" data-testid="read-time">
            <b>{readMinutes(words)}</b> min read
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" data-testid="spoken-length" sx={{ whiteSpace: 'nowrap' }}>
              <b>{formatClock(spoken)}</b> spoken by
            </Typography>
            <TextField
              select
              size="small"
              value={chosenVoice}
              onChange={(e) => setVoice(e.target.value)}
              slotProps={{ htmlInput: { 'aria-label': 'Voice for the spoken length' } }}
              sx={{ minWidth: 120 }}
            >
              {cloneMenuItems(clones.data?.clones, chosenVoice)}
              {VOICE_IDS.map((id) => (
                <MenuItem key={id} value={id}>
                  {titleCase(id)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2">in</Typography>
            <LanguageSelect
              size="small"
              label="Language"
              value={chosenLanguage}
              onChange={setLanguage}
              sx={{ minWidth: 150 }}
            />
          </Box>
          <Typography variant="caption" data-testid="speaking-rate">
            {rate?.measured
              ? `${wpm} ${unit} a minute in ${languageLabel(chosenLanguage)}, measured from ${chosenName}'s narrations`
              : `${wpm} ${unit} a minute until ${chosenName} has narrated in ${languageLabel(chosenLanguage)} for you`}
          </Typography>
        </Box>
        {(create.isError || update.isError) && !error && (
          <Alert severity="error">{(create.error ?? update.error)?.message}</Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" onClick={save} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            onClick={cancel}
            disabled={busy}
            sx={{ borderColor: 'divider' }}
          >
            Cancel
          </Button>
          <Box sx={{ flex: 1 }} />
          {!isNew && (
            <>
              <Button
                startIcon={<MovieCreationRounded />}
                color="inherit"
                disabled={draft.dirty}
                title={draft.dirty ? 'Save your changes first' : undefined}
                onClick={() => void navigate(`/create?script=${id}`)}
              >
                Use in a video
              </Button>
              <Button startIcon={<DeleteOutlineRounded />} color="error" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </>
          )}
        </Box>
      </Box>
      <ConfirmDelete
        what="script"
        target={confirming ? id : null}
        deletion={del}
        onCancel={() => setConfirming(false)}
        onDeleted={() => (draft.discard(), setConfirming(false), onClose())}
      />
    </Box>
  );
}
