import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Storyboard, StoryboardScene } from '@reelsmith/contracts/storyboard';
import { stillPath } from '../api/storyboard';
import { useObjectUrl } from '../hooks/use-object-url';
import { seconds, stillVersion } from './scene-look';

/** A scene's still from the server's copy of the document (the local one may not be saved yet). */
export function SceneStill({
  videoId,
  saved,
  sceneId,
  alt = '',
}: {
  videoId: string;
  saved: Storyboard | null;
  sceneId: string;
  alt?: string;
}) {
  const scene = saved?.scenes.find((s) => s.id === sceneId);
  const path = saved && scene ? stillPath(videoId, sceneId, stillVersion(saved, scene)) : null;
  const { url } = useObjectUrl(path);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={alt}
      data-testid="scene-still"
      data-still-path={path ?? ''}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  ) : (
    <Box
      aria-hidden
      sx={{
        width: '100%',
        height: '100%',
        background: 'linear-gradient(160deg, rgba(139,92,246,0.35), rgba(236,72,153,0.15) 60%, #0d0c16)',
      }}
    />
  );
}

function SceneCard({
  scene,
  index,
  selected,
  videoId,
  saved,
  onSelect,
  onMove,
  onDropAt,
  cardRef,
}: {
  scene: StoryboardScene;
  index: number;
  selected: boolean;
  videoId: string;
  saved: Storyboard | null;
  onSelect: () => void;
  onMove: (by: -1 | 1) => void;
  onDropAt: (from: number) => void;
  cardRef: (el: HTMLButtonElement | null) => void;
}) {
  const [over, setOver] = useState(false);
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') onMove(-1);
    else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') onMove(1);
    else return;
    e.preventDefault();
  };
  return (
    <Box component="li" sx={{ flex: '0 0 auto', width: { xs: 112, sm: 128 } }}>
      <Box
        component="button"
        type="button"
        ref={cardRef}
        draggable
        onClick={onSelect}
        onKeyDown={onKeyDown}
        onDragStart={(e) => {
          e.dataTransfer.setData('text/x-scene-index', String(index));
          e.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const from = Number(e.dataTransfer.getData('text/x-scene-index'));
          if (Number.isInteger(from)) onDropAt(from);
        }}
        aria-pressed={selected}
        aria-label={`Scene ${index + 1}, ${seconds(scene.durationSec)}: ${scene.text}`}
        aria-describedby="scene-strip-help"
        data-testid="scene-card"
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          display: 'block',
          width: '100%',
          cursor: 'grab',
          borderRadius: '14px',
          overflow: 'hidden',
          bgcolor: 'background.paper',
          border: '2px solid',
          borderColor: selected ? 'primary.main' : over ? 'secondary.main' : 'divider',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '9 / 16', bgcolor: '#000' }}>
          <SceneStill videoId={videoId} saved={saved} sceneId={scene.id} />
          <Box
            sx={{
              position: 'absolute',
              top: 4,
              left: 4,
              px: 0.75,
              borderRadius: 999,
              fontSize: 11,
              fontWeight: 800,
              bgcolor: 'rgba(0,0,0,0.6)',
            }}
          >
            {index + 1}
          </Box>
          <Box
            sx={{
              position: 'absolute',
              bottom: 4,
              right: 4,
              px: 0.75,
              borderRadius: 999,
              fontSize: 11,
              fontWeight: 700,
              bgcolor: 'rgba(0,0,0,0.6)',
            }}
          >
            {seconds(scene.durationSec)}
          </Box>
        </Box>
        <Typography
          variant="caption"
          component="span"
          sx={{
            px: 1,
            py: 0.75,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
            minHeight: '2.6em',
          }}
        >
          {scene.text}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The scenes in order: pick one to edit it; drag one onto another, or Alt+arrow keys, to reorder.
 * A moved card keeps the keyboard focus.
 */
export function SceneStrip({
  doc,
  saved,
  videoId,
  selectedId,
  onSelect,
  onMove,
}: {
  doc: Storyboard;
  saved: Storyboard | null;
  videoId: string;
  selectedId: string | null;
  onSelect: (sceneId: string) => void;
  onMove: (from: number, to: number) => void;
}) {
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    cards.current.get(id)?.focus();
  }, [doc]);
  const move = (id: string, from: number, to: number) => {
    if (to < 0 || to >= doc.scenes.length) return;
    focusAfterMove.current = id;
    onMove(from, to);
  };
  return (
    <Box component="section" aria-labelledby="scene-strip-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="scene-strip-title" component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          Scenes
        </Typography>
        <Typography id="scene-strip-help" variant="caption" color="text.secondary">
          Drag to reorder, or Alt + arrow keys
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-label="Scenes in order"
        // Scrolls sideways inside the column: width 0 and min-width 100% keep the cards from
        // widening the page on a phone (the column would otherwise grow to fit every card).
        sx={{
          display: 'flex',
          gap: 1.25,
          overflowX: 'auto',
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          width: 0,
          minWidth: '100%',
        }}
      >
        {doc.scenes.map((scene, i) => (
          <SceneCard
            key={scene.id}
            scene={scene}
            index={i}
            selected={scene.id === selectedId}
            videoId={videoId}
            saved={saved}
            onSelect={() => onSelect(scene.id)}
            onMove={(by) => move(scene.id, i, i + by)}
            onDropAt={(from) => from !== i && move(doc.scenes[from]?.id ?? scene.id, from, i)}
            cardRef={(el) => {
              if (el) cards.current.set(scene.id, el);
              else cards.current.delete(scene.id);
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
