import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { captionPostText, parseHashtags, PLATFORM_RULES } from '@reelsmith/contracts/captions';
import { useMemo, useState } from 'react';
import { titleCase } from '../../../lib/video-options';
import { useDeleteCaption } from '../api/delete-caption';
import { useCaption } from '../api/get-caption';
import { useUpdateCaption } from '../api/update-caption';
import { useDraft } from '../hooks/use-draft';
import { ConfirmDelete } from './confirm-delete';
import { ShareActions } from './share-actions';
import { cardSx } from './studio-look';

interface Editable {
  text: string;
  hashtags: string;
}

/** The edit-caption view: character count against the platform's limit; comma-separated hashtags. */
export function CaptionEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useCaption(id);
  const caption = query.data;
  const saved = useMemo<Editable | undefined>(
    () => caption && { text: caption.text, hashtags: caption.hashtags.join(', ') },
    [caption],
  );
  const draft = useDraft<Editable>(`caption:${id}`, saved);
  const update = useUpdateCaption();
  const del = useDeleteCaption();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');

  if (query.isError)
    return (
      <Alert severity="error" action={<Button onClick={onClose}>Back to captions</Button>}>
        {query.error.message}
      </Alert>
    );
  const v = draft.value;
  if (!caption || !v) return <Skeleton variant="rounded" height={360} sx={{ borderRadius: '20px' }} />;

  const rules = PLATFORM_RULES[caption.platform];
  const tags = parseHashtags(v.hashtags);
  const count = captionPostText(v.text.trim(), tags).length;
  const over = count > rules.maxChars;
  const tooManyTags = rules.maxHashtags !== null && tags.length > rules.maxHashtags;

  const save = () => {
    if (!v.text.trim()) return setError('Please enter a caption');
    setError('');
    update.mutate(
      { id, text: v.text, hashtags: v.hashtags },
      { onSuccess: () => (draft.discard(), onClose()), onError: (e) => setError(e.message) },
    );
  };
  const cancel = () => {
    draft.discard();
    onClose();
  };

  return (
    <Box
      component="section"
      aria-labelledby="caption-editor-title"
      sx={{ display: 'grid', gap: 2, maxWidth: 860 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackRounded />} color="inherit" onClick={cancel}>
          Captions
        </Button>
        <Typography id="caption-editor-title" component="h2" sx={{ fontWeight: 700, fontSize: 20, flex: 1 }}>
          Edit caption
        </Typography>
        <ShareActions title={`${rules.label} caption`} text={captionPostText(v.text.trim(), tags)} />
      </Box>
      {draft.restored && (
        <Alert severity="info" variant="outlined">
          We kept your unsaved changes. Save them, or Cancel to discard.
        </Alert>
      )}
      <Box sx={{ ...cardSx, p: { xs: 2, md: 3 }, gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {rules.label} · {titleCase(caption.tone)} · written from “{caption.content}”
        </Typography>
        <TextField
          label="Caption"
          value={v.text}
          onChange={(e) => draft.change({ text: e.target.value })}
          multiline
          minRows={5}
          error={!!error || over}
          helperText={error || ' '}
        />
        <TextField
          label="Hashtags"
          value={v.hashtags}
          onChange={(e) => draft.change({ hashtags: e.target.value })}
          helperText={
            tooManyTags
              ? `${rules.label} allows at most ${rules.maxHashtags} hashtags.`
              : 'Comma-separated, e.g. travel, japan, budgettravel'
          }
          error={tooManyTags}
        />
        <Typography
          variant="body2"
          aria-live="polite"
          data-testid="char-count"
          sx={{ color: over ? 'error.main' : 'text.secondary', fontWeight: over ? 700 : 400 }}
        >
          {count}/{rules.maxChars} characters with hashtags
          {over ? ` — ${count - rules.maxChars} over the ${rules.label} limit` : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={save} disabled={update.isPending || over || tooManyTags}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="outlined" color="inherit" onClick={cancel} sx={{ borderColor: 'divider' }}>
            Cancel
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button startIcon={<DeleteOutlineRounded />} color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </Box>
      </Box>
      <ConfirmDelete
        what="caption"
        target={confirming ? id : null}
        deletion={del}
        onCancel={() => setConfirming(false)}
        onDeleted={() => (draft.discard(), setConfirming(false), onClose())}
      />
    </Box>
  );
}
