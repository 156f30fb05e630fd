import CheckRounded from '@mui/icons-material/CheckRounded';
import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { storyboardTimeline } from '@reelsmith/contracts/storyboard';
import { moveScene } from '@reelsmith/contracts/storyboard-ops';
import { AppShell } from '../../../components/layout/app-shell';
import { RemixMenu } from '../../../components/video/remix-menu';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/server-errors';
import { useStoryboardDoc, type SaveStatus } from '../hooks/use-storyboard-doc';
import { useVideo } from '../api/video';
import { EditorPlayer } from './editor-player';
import { BrandPanel } from './brand-panel';
import { GlobalPanel } from './global-panel';
import { SceneEditor } from './scene-editor';
import { SceneStrip } from './scene-strip';
import { VersionsPanel } from './versions-panel';

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: 'Every change is saved as you make it',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Last change not saved',
};

/** Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes, except inside a text box (its own undo). */
function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (
        t &&
        (t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && (t as HTMLInputElement).type !== 'range'))
      )
        return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

/** One of an A/B hook pair links to the other video (issue 41). */
function TwinLink({ videoId }: { videoId: string }) {
  const ab = useVideo(videoId, true).data?.ab_test;
  if (!ab?.twin_id) return null;
  return (
    <Button
      component={RouterLink}
      to={`/videos/${encodeURIComponent(ab.twin_id)}/edit`}
      startIcon={<CompareArrowsRounded />}
      variant="outlined"
      sx={{ borderColor: 'divider' }}
    >
      Open Hook {ab.hook === 'A' ? 'B' : 'A'}
    </Button>
  );
}

function Editor({ videoId }: { videoId: string }) {
  const sb = useStoryboardDoc(videoId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [versionId, setVersionId] = useState<string | null>(null);
  useUndoKeys(sb.undo, sb.redo);

  const answer = sb.query.data;
  if (answer && !answer.editable)
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button component={RouterLink} to="/my-content" color="inherit">
            My Content
          </Button>
        }
      >
        {answer.reason ?? 'This video cannot be edited right now.'}
      </Alert>
    );
  if (sb.query.isError) {
    const missing = sb.query.error instanceof ApiError && sb.query.error.status === 404;
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/my-content" color="inherit">
            My Content
          </Button>
        }
      >
        {missing ? 'This video was not found.' : failureText(sb.query.error)}
      </Alert>
    );
  }
  if (!sb.doc)
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 6, justifyContent: 'center' }}
        role="status"
      >
        <CircularProgress size={22} /> <Typography>Opening your video…</Typography>
      </Box>
    );

  const doc = sb.doc;
  const scene = doc.scenes.find((s) => s.id === selectedId) ?? doc.scenes[0]!;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
        <EditorPlayer
          videoId={videoId}
          title={doc.title}
          doc={doc}
          saved={sb.savedDoc}
          previewSceneId={previewId}
          onClosePreview={() => setPreviewId(null)}
          versionId={versionId}
        />
        <VersionsPanel
          videoId={videoId}
          revision={sb.revision}
          saving={sb.pending}
          playing={versionId}
          onPlay={(id) => {
            setPreviewId(null);
            setVersionId(id);
          }}
          onRestored={(restored) => {
            sb.replace(restored);
            setSelectedId(null);
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            startIcon={<UndoRounded />}
            onClick={sb.undo}
            disabled={!sb.canUndo}
            variant="outlined"
            aria-keyshortcuts="Control+Z"
            sx={{ borderColor: 'divider' }}
          >
            Undo
          </Button>
          <Button
            startIcon={<RedoRounded />}
            onClick={sb.redo}
            disabled={!sb.canRedo}
            variant="outlined"
            aria-keyshortcuts="Control+Shift+Z"
            sx={{ borderColor: 'divider' }}
          >
            Redo
          </Button>
          <RemixMenu
            source={{
              id: videoId,
              voice: sb.savedDoc?.voiceId ?? doc.voiceId,
              style: sb.savedDoc?.style ?? doc.style,
              language: doc.language,
              durationSec: storyboardTimeline(doc).totalSec,
            }}
          />
          <TwinLink videoId={videoId} />
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            data-testid="save-status"
            sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {sb.status === 'saving' ? (
              <CircularProgress size={14} />
            ) : sb.status === 'saved' ? (
              <CheckRounded fontSize="small" />
            ) : null}
            {STATUS_TEXT[sb.status]}
          </Typography>
        </Box>
        {sb.notice && (
          <Alert severity="warning" role="alert" onClose={sb.dismissNotice}>
            {sb.notice}
          </Alert>
        )}
        <SceneStrip
          doc={doc}
          saved={sb.savedDoc}
          videoId={videoId}
          selectedId={scene.id}
          onSelect={setSelectedId}
          onMove={(from, to) => sb.apply((d) => moveScene(d, from, to))}
        />
        <SceneEditor
          key={scene.id}
          videoId={videoId}
          doc={doc}
          scene={scene}
          apply={sb.apply}
          onSelect={setSelectedId}
          onTextSaved={(id) => setPreviewId(id)}
        />
        <GlobalPanel doc={doc} apply={sb.apply} />
        <BrandPanel doc={doc} apply={sb.apply} />
      </Box>
    </Box>
  );
}

/** /videos/:id/edit: the storyboard editor (issue 36). */
export default function EditorPage() {
  const { id = '' } = useParams();
  return (
    <AppShell
      title="Edit video"
      subtitle="Change any scene, then render a new version. Every change is saved as you go."
    >
      <Editor videoId={id} />
    </AppShell>
  );
}
