import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { StoryboardOpError } from '@reelsmith/contracts/storyboard-ops';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/server-errors';
import {
  getStoryboard,
  putStoryboard,
  storyboardQueryKey,
  storyboardQueryOptions,
  type SavedStoryboard,
  type StoryboardAnswer,
} from '../api/storyboard';

/** How many steps back undo can go. */
const HISTORY = 100;

export const CONFLICT_TEXT =
  'This video was changed in another tab or window, so the newest version is shown now. Your last change was not saved: please make it again.';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

interface History {
  /** What the editor shows (may be ahead of the server while a save is on its way). */
  doc: Storyboard | null;
  past: Storyboard[];
  future: Storyboard[];
}

/**
 * The storyboard being edited: every change is applied at once, kept for undo, and saved as the
 * whole document with the revision it was based on (one save at a time; changes made meanwhile
 * go in the next). The server's answer (with re-voiced scenes) becomes the document. A 409 means
 * another tab saved first: the newest document is loaded and the user told so; a refusal (422)
 * puts back the last saved document with the server's reason.
 */
export function useStoryboardDoc(videoId: string) {
  const qc = useQueryClient();
  const query = useQuery(storyboardQueryOptions(videoId));
  const [, render] = useReducer((n: number) => n + 1, 0);
  const history = useRef<History>({ doc: null, past: [], future: [] });
  /** The last document and revision the server confirmed. */
  const saved = useRef<{ doc: Storyboard; revision: number } | null>(null);
  const queued = useRef<Storyboard | null>(null);
  const inFlight = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [notice, setNotice] = useState<string | null>(null);

  const adopt = useCallback((answer: SavedStoryboard, clear: boolean) => {
    saved.current = { doc: answer.storyboard, revision: answer.revision };
    const h = history.current;
    history.current = clear
      ? { doc: answer.storyboard, past: [], future: [] }
      : { ...h, doc: answer.storyboard };
    render();
  }, []);

  // The first load, and a newer document saved elsewhere (a second tab) when nothing is unsaved here.
  const data = query.data;
  useEffect(() => {
    if (!data?.storyboard || inFlight.current || queued.current) return;
    if (!saved.current || data.revision > saved.current.revision)
      adopt({ storyboard: data.storyboard, revision: data.revision }, !saved.current);
  }, [data, adopt]);

  const flush = useCallback(async (): Promise<void> => {
    if (inFlight.current || !queued.current || !saved.current) return;
    const doc = queued.current;
    queued.current = null;
    inFlight.current = true;
    setStatus('saving');
    try {
      const answer = await putStoryboard(videoId, doc, saved.current.revision);
      qc.setQueryData<StoryboardAnswer>(storyboardQueryKey(videoId), (old) =>
        old ? { ...old, ...answer } : { ...answer, editable: true },
      );
      saved.current = { doc: answer.storyboard, revision: answer.revision };
      // Nothing newer was made meanwhile: the server's document (scenes voiced) is the one shown.
      if (!queued.current && history.current.doc === doc) adopt(answer, false);
      setStatus('saved');
    } catch (err) {
      queued.current = null;
      setStatus('failed');
      if (err instanceof ApiError && err.status === 409 && err.body.code === 'storyboard_conflict') {
        const fresh = await getStoryboard(videoId).catch(() => null);
        if (fresh?.storyboard) {
          qc.setQueryData(storyboardQueryKey(videoId), fresh);
          adopt({ storyboard: fresh.storyboard, revision: fresh.revision }, true);
        }
        setNotice(CONFLICT_TEXT);
      } else {
        const last = saved.current;
        if (last) adopt({ storyboard: last.doc, revision: last.revision }, false);
        setNotice(`That change was not saved. ${failureText(err) ?? ''}`.trim());
      }
    } finally {
      inFlight.current = false;
      if (queued.current) void flush();
    }
  }, [videoId, qc, adopt]);

  const commit = useCallback(
    (next: History) => {
      history.current = next;
      queued.current = next.doc;
      render();
      void flush();
    },
    [flush],
  );

  /** Applies an edit (a storyboard-ops function); a refused edit is said in `notice`. */
  const apply = useCallback(
    (edit: (sb: Storyboard) => Storyboard): boolean => {
      const { doc, past } = history.current;
      if (!doc) return false;
      let next: Storyboard;
      try {
        next = edit(doc);
      } catch (err) {
        if (err instanceof StoryboardOpError) {
          setNotice(err.message);
          return false;
        }
        throw err;
      }
      if (next === doc) return true;
      setNotice(null);
      commit({ doc: next, past: [...past, doc].slice(-HISTORY), future: [] });
      return true;
    },
    [commit],
  );

  const undo = useCallback(() => {
    const { doc, past, future } = history.current;
    const prev = past.at(-1);
    if (!doc || !prev) return;
    commit({ doc: prev, past: past.slice(0, -1), future: [doc, ...future] });
  }, [commit]);

  const redo = useCallback(() => {
    const { doc, past, future } = history.current;
    const next = future[0];
    if (!doc || !next) return;
    commit({ doc: next, past: [...past, doc], future: future.slice(1) });
  }, [commit]);

  /** A restored version's document replaces everything (its history starts again). */
  const replace = useCallback(
    (answer: SavedStoryboard) => {
      qc.setQueryData<StoryboardAnswer>(storyboardQueryKey(videoId), (old) =>
        old ? { ...old, ...answer } : { ...answer, editable: true },
      );
      adopt(answer, true);
    },
    [qc, videoId, adopt],
  );

  const h = history.current;
  return {
    query,
    doc: h.doc,
    /** The server's copy: stills and sounds are drawn from it. */
    savedDoc: saved.current?.doc ?? null,
    revision: saved.current?.revision ?? null,
    /** True while a change is on its way to the server. */
    pending: status === 'saving' || queued.current !== null,
    status,
    notice,
    dismissNotice: () => setNotice(null),
    apply,
    undo,
    redo,
    canUndo: h.past.length > 0,
    canRedo: h.future.length > 0,
    replace,
  };
}
