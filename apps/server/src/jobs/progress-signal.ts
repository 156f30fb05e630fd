import { EventEmitter } from 'node:events';

/**
 * "This job's row moved": an in-process wake-up for SSE streams and live previews. The row itself
 * (a video's `status`, `percent`, `preview_segments`) is the only record of progress; readers
 * also poll it, so progress written by a worker on another machine still arrives.
 */
export class ProgressSignal {
  private readonly bus = new EventEmitter().setMaxListeners(0);

  private readonly watchers = new Map<string, number>();

  /** Counts an open progress stream for id until the returned function is called. */
  watch(id: string): () => void {
    this.watchers.set(id, (this.watchers.get(id) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.watchers.get(id) ?? 1) - 1;
      if (n > 0) this.watchers.set(id, n);
      else this.watchers.delete(id);
    };
  }

  /** Open progress streams for id in this process. */
  watching(id: string): number {
    return this.watchers.get(id) ?? 0;
  }

  notify(id: string): void {
    this.bus.emit(id);
  }

  /** Resolves on the next local notify for id, or after pollMs. */
  waitForChange(id: string, pollMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.bus.off(id, done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      this.bus.on(id, done);
      signal.addEventListener('abort', done);
    });
  }
}
