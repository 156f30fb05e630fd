import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CallMergeRounded from '@mui/icons-material/CallMergeRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { STORYBOARD_LIMITS, type Storyboard, type StoryboardScene } from '@reelsmith/contracts/storyboard';
import {
  addSceneAfter,
  deleteScene,
  mergeWithNext,
  minSceneSec,
  moveScene,
  newSceneId,
  sceneWords,
  setDuration,
  setSceneText,
  setVisual,
  splitScene,
} from '@reelsmith/contracts/storyboard-ops';
import { panelSx } from '../../../components/ui/panel';
import { seconds } from './scene-look';
import { VisualPicker } from './visual-picker';

type Apply = (edit: (sb: Storyboard) => Storyboard) => boolean;

/** Typing pauses this long before the words are saved (and voiced). */
const TEXT_SAVE_MS = 1200;

function SceneText({ scene, apply, onSaved }: { scene: StoryboardScene; apply: Apply; onSaved: () => void }) {
  const [text, setText] = useState(scene.text);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Undo, redo or another tab changed the words: show theirs.
  useEffect(() => setText(scene.text), [scene.id, scene.text]);
  const save = (value: string) => {
    clearTimeout(timer.current);
    if (value.replace(/\s+/g, ' ').trim() === scene.text) return;
    if (apply((sb) => setSceneText(sb, scene.id, value))) onSaved();
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      label="What the voice says"
      multiline
      minRows={2}
      value={text}
      onChange={(e) => {
        const value = e.target.value;
        setText(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => save(value), TEXT_SAVE_MS);
      }}
      onBlur={() => save(text)}
      helperText={`${text.length}/${STORYBOARD_LIMITS.maxSceneTextChars} · saved when you pause or leave the box`}
      slotProps={{ htmlInput: { maxLength: STORYBOARD_LIMITS.maxSceneTextChars } }}
      fullWidth
    />
  );
}

function SceneLength({ scene, apply }: { scene: StoryboardScene; apply: Apply }) {
  const min = minSceneSec(scene);
  // Shown to a tenth of a second; a blur without a change keeps the exact length the voice set.
  const shown = String(Math.round(scene.durationSec * 10) / 10);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const set = (sec: number) => apply((sb) => setDuration(sb, scene.id, sec));
  const typed = () => text !== shown && set(Number(text));
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() => set(scene.durationSec - 0.5)}
        disabled={scene.durationSec <= min}
        aria-label="Half a second shorter"
        sx={{ borderColor: 'divider', minWidth: 44 }}
      >
        −
      </Button>
      <TextField
        size="small"
        label="Length (seconds)"
        type="number"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={typed}
        onKeyDown={(e) => e.key === 'Enter' && typed()}
        slotProps={{ htmlInput: { min, step: 0.1 } }}
        helperText={`At least ${seconds(min)}${scene.narration.durationSec > 0.5 ? ' (the voice needs it)' : ''}`}
        sx={{ width: 170 }}
      />
      <Button
        variant="outlined"
        onClick={() => set(scene.durationSec + 0.5)}
        aria-label="Half a second longer"
        sx={{ borderColor: 'divider', minWidth: 44 }}
      >
        +
      </Button>
    </Box>
  );
}

function SplitWords({ scene, apply }: { scene: StoryboardScene; apply: Apply }) {
  const words = sceneWords(scene.text);
  if (words.length < 2) return null;
  return (
    <Box component="section" aria-labelledby={`split-${scene.id}`}>
      <Typography id={`split-${scene.id}`} variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        Split into two scenes: click the word the new scene starts with
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {words.map((w, i) => (
          <Box
            key={`${i}-${w}`}
            component="button"
            type="button"
            disabled={i === 0}
            aria-label={i === 0 ? undefined : `Split before “${w}” (word ${i + 1})`}
            onClick={() => apply((sb) => splitScene(sb, scene.id, i))}
            sx={{
              all: 'unset',
              cursor: i === 0 ? 'default' : 'pointer',
              px: 0.75,
              py: 0.25,
              borderRadius: '8px',
              fontSize: 14,
              opacity: i === 0 ? 0.6 : 1,
              border: '1px solid transparent',
              '&:hover:not(:disabled)': { borderColor: 'secondary.main' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light' },
            }}
          >
            {w}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function AddScene({
  scene,
  apply,
  onAdded,
}: {
  scene: StoryboardScene;
  apply: Apply;
  onAdded: (sceneId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!open)
    return (
      <Button
        startIcon={<AddRounded />}
        onClick={() => setOpen(true)}
        variant="outlined"
        sx={{ borderColor: 'divider' }}
      >
        Add a scene after this one
      </Button>
    );
  const add = () => {
    let added = '';
    const ok = apply((sb) => {
      added = newSceneId(sb);
      return addSceneAfter(sb, scene.id, text);
    });
    if (ok) {
      setText('');
      setOpen(false);
      onAdded(added);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', width: '100%' }}>
      <TextField
        size="small"
        label="The new scene says"
        value={text}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && add()}
        slotProps={{ htmlInput: { maxLength: STORYBOARD_LIMITS.maxSceneTextChars } }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button variant="contained" onClick={add} disabled={!text.trim()}>
        Add scene
      </Button>
      <Button onClick={() => setOpen(false)}>Cancel</Button>
    </Box>
  );
}

/** Everything about one scene: its words, length, picture, place, and splitting or joining it. */
export function SceneEditor({
  videoId,
  doc,
  scene,
  apply,
  onTextSaved,
  onSelect,
}: {
  videoId: string;
  doc: Storyboard;
  scene: StoryboardScene;
  apply: Apply;
  /** The words were saved: the player shows the scene with its new voice. */
  onTextSaved: (sceneId: string) => void;
  /** Which scene to edit after an edit that removes or adds one. */
  onSelect: (sceneId: string) => void;
}) {
  const index = doc.scenes.findIndex((s) => s.id === scene.id);
  const n = index + 1;
  const count = doc.scenes.length;
  const after = doc.scenes[index + 1];
  return (
    <Box
      component="section"
      aria-labelledby="scene-editor-title"
      sx={{ ...panelSx, display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="scene-editor-title" component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          Scene {n} of {count}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {seconds(scene.durationSec)}
        </Typography>
      </Box>
      <SceneText scene={scene} apply={apply} onSaved={() => onTextSaved(scene.id)} />
      <SplitWords scene={scene} apply={apply} />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
          Length
        </Typography>
        <SceneLength scene={scene} apply={apply} />
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
          Picture
        </Typography>
        <VisualPicker
          videoId={videoId}
          scene={scene}
          onPick={(v) => apply((sb) => setVisual(sb, scene.id, v))}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ArrowBackRounded />}
          onClick={() => apply((sb) => moveScene(sb, index, index - 1))}
          disabled={index === 0}
          aria-label={`Move scene ${n} earlier`}
          variant="outlined"
          sx={{ borderColor: 'divider' }}
        >
          Earlier
        </Button>
        <Button
          endIcon={<ArrowForwardRounded />}
          onClick={() => apply((sb) => moveScene(sb, index, index + 1))}
          disabled={index === count - 1}
          aria-label={`Move scene ${n} later`}
          variant="outlined"
          sx={{ borderColor: 'divider' }}
        >
          Later
        </Button>
        <Button
          startIcon={<CallMergeRounded />}
          onClick={() => apply((sb) => mergeWithNext(sb, scene.id))}
          disabled={!after}
          aria-label={`Join scene ${n} with scene ${n + 1}`}
          variant="outlined"
          sx={{ borderColor: 'divider' }}
        >
          Join with next
        </Button>
        <Button
          startIcon={<DeleteOutlineRounded />}
          color="error"
          onClick={() => {
            const next = after ?? doc.scenes[index - 1];
            if (apply((sb) => deleteScene(sb, scene.id)) && next) onSelect(next.id);
          }}
          disabled={count <= 1}
          aria-label={`Delete scene ${n}`}
          variant="outlined"
        >
          Delete
        </Button>
      </Box>
      <AddScene scene={scene} apply={apply} onAdded={onSelect} />
    </Box>
  );
}
